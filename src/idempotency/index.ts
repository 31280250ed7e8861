export { claimIdempotencyKey, parseIdempotencyKey, rememberResponse } from './idempotency.ts';
export { hashRequest } from './request-hash.ts';
export type { IdempotencyRequest, StoredResponse } from './idempotency.ts';
export { purgeIdempotencyKeys, schedulePurge } from './purge-idempotency-keys.ts';
