import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';

/**
 * Inside a business transaction: the key is still live, and stays so until commit (FOR SHARE makes
 * a concurrent revoke wait). A key revoked while its request is in flight fails that request.
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
    )
    .for('share');
  if (!row)
    throw new DomainError(
      'unauthenticated',
      'unauthenticated',
      'The API key was revoked or expired while the request was being processed',
    );
};
