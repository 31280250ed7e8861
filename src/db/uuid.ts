const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from outside are checked before they reach a uuid column, which would refuse them with an error. */
export const isUuid = (value: string): boolean => UUID.test(value);
