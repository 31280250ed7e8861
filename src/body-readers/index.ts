export { createBodyReaders, INLINE_BYTES } from './body-readers.ts';
export type { BodyReaderOptions, BodyReaders } from './body-readers.ts';
export type { ReadBody } from './read-body-task.ts';
