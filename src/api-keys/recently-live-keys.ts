import type { Db } from '../db/index.ts';
import { findActiveApiKey, type ActiveApiKey } from './api-keys.ts';
import { hashKey } from './key-material.ts';

export interface RecentlyLiveKeys {
  find(db: Db, rawKey: string, now?: Date): Promise<ActiveApiKey | null>;
}

/**
 * API keys found live in the last `ttlMs`, for routes whose write checks the key again inside its
 * own statement (ingestion does): there a key revoked a moment ago still fails the request, and the
 * lookup round trip, a fifth of an ingestion's database work, is saved. Expiry is checked on every
 * use; unknown and revoked keys are never remembered. Keyed by hash, so raw keys are not kept.
 */
export const recentlyLiveKeys = (ttlMs = 1000, maxEntries = 10_000): RecentlyLiveKeys => {
  const seen = new Map<string, { key: ActiveApiKey; until: number }>();
  return {
    async find(db, rawKey, now = new Date()) {
      const hash = hashKey(rawKey);
      const hit = seen.get(hash);
      const expired = (key: ActiveApiKey) => key.expiresAt !== null && key.expiresAt <= now;
      if (hit && hit.until > now.getTime() && !expired(hit.key)) return hit.key;
      const key = await findActiveApiKey(db, rawKey, now);
      if (!key) {
        seen.delete(hash);
        return null;
      }
      if (seen.size >= maxEntries) seen.clear();
      seen.set(hash, { key, until: now.getTime() + ttlMs });
      return key;
    },
  };
};
