import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';

/**
 * Last step of a business transaction: the key is still live. A key revoked while its request is
 * in flight fails that request. No row lock: a shared lock taken by every concurrent request on one
 * key's row makes PostgreSQL build a multixact per request; a revoke that commits between this
 * check and our commit counts as coming after the request. Plain SQL: this runs on every ingestion.
 */
export const assertApiKeyActive = async (tx: Db, keyId: string): Promise<void> => {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from api_keys where id = ${keyId} and revoked_at is null and (expires_at is null or expires_at > now())`,
  );
  if (rows.length === 0) {
    throw new DomainError(
      'unauthenticated',
      'unauthenticated',
      'The API key was revoked or expired while the request was being processed',
    );
  }
};
