import type { Db } from '../db/index.ts';
import { schema } from '../db/index.ts';

export interface AuditEntry {
  /** A user name, an API key name, a partner, or `system` / `cli:<os user>` for the service itself. */
  readonly actor: string;
  /** What happened, dotted and past tense: `api-key.created`, `setting.changed`, `dossier.submitted`. */
  readonly action: string;
  readonly entityType: string;
  readonly entityId?: string | null;
  /** Snapshots of the record: objects, because a bare JSON string would not survive the jsonb round trip. */
  readonly before?: object | null;
  readonly after?: object | null;
}

/**
 * Writes one audit row through the caller's transaction, so the entry exists exactly when the change
 * it describes does. Pass the transaction, not the root database, from inside a business step.
 */
export const audit = async (tx: Db, entry: AuditEntry): Promise<void> => {
  await tx.insert(schema.auditLog).values({
    actor: entry.actor,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
