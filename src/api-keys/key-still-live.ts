import { sql, type SQL } from 'drizzle-orm';
import { queryRows, schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { isLiveKey } from './live-key.ts';

/**
 * A condition for the statement that writes a request's effect: true while the key is live, so a
 * key revoked while its request is in flight fails that request. No row lock: a shared lock taken
 * by every concurrent request on one key's row makes PostgreSQL build a multixact per request; a
 * revoke that commits after the statement's snapshot counts as coming after the request.
 */
export const keyStillLive = (apiKeyId: SQL): SQL =>
  sql`exists (select 1 from ${schema.apiKeys} where ${schema.apiKeys.id} = ${apiKeyId} and ${isLiveKey(sql`now()`)})`;

export const isKeyLive = async (db: Db, apiKeyId: string): Promise<boolean> =>
  (
    await queryRows<{ live: boolean }>(
      db,
      sql`select ${keyStillLive(sql`${apiKeyId}::uuid`)} as live`,
    )
  )[0]?.live === true;

export const keyNoLongerLive = (): DomainError =>
  new DomainError(
    'unauthenticated',
    'unauthenticated',
    'The API key was revoked or expired while the request was being processed',
  );
