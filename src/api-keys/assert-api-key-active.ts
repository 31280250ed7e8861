import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { isLiveKey } from './live-key.ts';

/**
 * Last step of a business transaction: the key is still live. A key revoked while its request is
 * in flight fails that request. No row lock: a shared lock taken by every concurrent request on one
 * key's row makes PostgreSQL build a multixact per request; a revoke that commits between this
 * check and our commit counts as coming after the request.
 */
export const assertApiKeyActive = async (tx: Db, keyId: string): Promise<void> => {
  const rows = await tx
    .select({ id: schema.apiKeys.id })
    .from(schema.apiKeys)
    .where(and(eq(schema.apiKeys.id, keyId), isLiveKey(sql`now()`)));
  if (rows.length === 0) {
    throw new DomainError(
      'unauthenticated',
      'unauthenticated',
      'The API key was revoked or expired while the request was being processed',
    );
  }
};
