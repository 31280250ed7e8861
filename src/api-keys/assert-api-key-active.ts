import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';

/**
 * Last step of a business transaction: the key is still live. A key revoked while its request is
 * in flight fails that request. No row lock: a shared lock taken by every concurrent request on one
 * key's row makes PostgreSQL build a multixact per request, which halves ingestion throughput; a
 * revoke that commits between this check and our commit counts as coming after the request.
 */
export const assertApiKeyActive = async (tx: Db, keyId: string): Promise<void> => {
  const [row] = await tx
    .select({ id: schema.apiKeys.id })
    .from(schema.apiKeys)
    .where(
      and(
        eq(schema.apiKeys.id, keyId),
        isNull(schema.apiKeys.revokedAt),
        or(isNull(schema.apiKeys.expiresAt), gt(schema.apiKeys.expiresAt, sql`now()`)),
      ),
    );
  if (!row)
    throw new DomainError(
      'unauthenticated',
      'unauthenticated',
      'The API key was revoked or expired while the request was being processed',
    );
};
