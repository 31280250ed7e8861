import { and, gt, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { schema } from '../db/index.ts';

/** The one definition of a key that still works: not revoked, and not expired at `now`. */
export const isLiveKey = (now: Date | SQL | Placeholder): SQL =>
  and(
    isNull(schema.apiKeys.revokedAt),
    or(isNull(schema.apiKeys.expiresAt), gt(schema.apiKeys.expiresAt, now)),
  )!;
