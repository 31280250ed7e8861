import { createHash } from 'node:crypto';

/**
 * SHA-256 of a body's bytes after decompression: what an Idempotency-Key repeat and a queue
 * message without a message id are compared by. Here, not in idempotency/, because the worker
 * threads compute it and must not load the database layer to do so.
 */
export const hashBody = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');
