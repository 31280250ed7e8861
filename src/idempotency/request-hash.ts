import { createHash } from 'node:crypto';

/** What an Idempotency-Key repeat is compared by: the body's bytes after decompression. */
export const hashRequest = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');
