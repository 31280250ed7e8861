import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

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
  // Plain SQL rather than the query builder: this runs in every business step.
  await tx.execute(sql`
    insert into audit_log (actor, action, entity_type, entity_id, before, after)
    values (${entry.actor}, ${entry.action}, ${entry.entityType}, ${entry.entityId ?? null},
            ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb)`);
};

const json = (value: object | null | undefined): string | null =>
  value == null ? null : JSON.stringify(value);

/**
 * Many entries of one business step (a masterdata batch) in one statement: the columns go as
 * arrays through unnest, so 10,000 entries cost one round trip and six parameters.
 */
export const auditMany = async (tx: Db, entries: readonly AuditEntry[]): Promise<void> => {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: AuditEntry) => T) => sql.param(entries.map(pick));
  await tx.execute(sql`
    insert into audit_log (actor, action, entity_type, entity_id, before, after)
    select * from unnest(
      ${column((entry) => entry.actor)}::text[],
      ${column((entry) => entry.action)}::text[],
      ${column((entry) => entry.entityType)}::text[],
      ${column((entry) => entry.entityId ?? null)}::text[],
      ${column((entry) => json(entry.before))}::jsonb[],
      ${column((entry) => json(entry.after))}::jsonb[]
    )`);
};
