export { createBodyReaders, INLINE_BYTES, MAX_LARGE_PER_CALLER } from './body-readers.ts';
export type { BodyReaderOptions, BodyReaders, ReadRequest } from './body-readers.ts';
export type { ReadBody } from './read-body-task.ts';
export { hashBody } from './body-hash.ts';
