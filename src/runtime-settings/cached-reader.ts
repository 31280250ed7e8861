import type { Db } from '../db/index.ts';
import { readRuntimeSettings } from './runtime-settings.ts';

type Values = Awaited<ReturnType<typeof readRuntimeSettings>>;

/**
 * Runtime settings for a hot path: read at most once per `ttlMs`, so a change made with the CLI or
 * an admin page applies to ingestions within that time. `ttlMs` 0 reads every time.
 */
/** A runtime setting changed with the CLI or an admin page reaches every reader within this time. */
export const RUNTIME_SETTINGS_TTL_MS = 2000;

export const cachedRuntimeSettings = (db: Db, ttlMs: number): (() => Promise<Values>) => {
  let cached: { values: Promise<Values>; at: number } | undefined;
  return () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ttlMs) {
      const values = readRuntimeSettings(db);
      cached = { values, at: now };
      // A failed read is not kept: the next call tries again.
      values.catch(() => (cached = undefined));
    }
    return cached.values;
  };
};
