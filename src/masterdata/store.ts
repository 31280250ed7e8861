import { audit } from '../audit/index.ts';
import { isUniqueViolation, type Db } from '../db/index.ts';
import type { DomainError } from '../errors/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One change of a list entry and its audit entry in one transaction, so the entry exists exactly
 * when the change does. A unique index refusing the write (two admins saving the same name at
 * once) is the `conflicts` error, never a 500.
 */
export const auditedChange = async <T>(
  db: Db,
  change: (tx: Tx) => Promise<{ result: T; entry: Parameters<typeof audit>[1] }>,
  conflicts: (constraint: string) => DomainError | undefined,
): Promise<T> => {
  try {
    return await db.transaction(async (tx) => {
      const { result, entry } = await change(tx);
      await audit(tx, entry);
      return result;
    });
  } catch (error) {
    const failed = error as { cause?: { constraint?: string }; constraint?: string };
    const constraint = failed.cause?.constraint ?? failed.constraint;
    const mapped = isUniqueViolation(error) ? conflicts(constraint ?? '') : undefined;
    throw mapped ?? error;
  }
};
