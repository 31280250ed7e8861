/**
 * Code lists (CLnnn) and customs offices with their roles, as the builders check them. The lists
 * themselves live with the reference data; a filing sees the lists of its message's domain.
 */
export interface ReferenceCodes {
  /** Undefined when the list is not loaded: the value cannot be checked. */
  has(list: string, code: string): boolean | undefined;
  /** Roles of a customs office (DEP, DES, TRA, EXP, EXT, ...); undefined for an unknown office. */
  officeRoles(office: string): ReadonlySet<string> | undefined;
}

/** SPEC.md "Reference data": the same list can differ per business domain. */
export type ListDomain = 'transit' | 'export' | 'import';
