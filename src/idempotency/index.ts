export { claimIdempotencyKey, parseIdempotencyKey, rememberResponse } from './idempotency.ts';
export type { IdempotencyRequest, StoredResponse } from './idempotency.ts';
export { purgeIdempotencyKeys, schedulePurge } from './purge-idempotency-keys.ts';
