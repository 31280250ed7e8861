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
 * Many entries of one business step (a masterdata batch) in one statement: the entries travel as
 * one JSON document, so 10,000 of them cost one round trip, one parameter and one native
 * serialisation.
 */
export const auditMany = async (tx: Db, entries: readonly AuditEntry[]): Promise<void> => {
  if (entries.length === 0) return;
  // A key left out is SQL null; a JSON null in a jsonb column would be the jsonb value null.
  const rows = entries.map((entry) => ({
    actor: entry.actor,
    action: entry.action,
    entity_type: entry.entityType,
    ...(entry.entityId == null ? {} : { entity_id: entry.entityId }),
    ...(entry.before == null ? {} : { before: entry.before }),
    ...(entry.after == null ? {} : { after: entry.after }),
  }));
  await tx.execute(sql`
    insert into audit_log (actor, action, entity_type, entity_id, before, after)
    select actor, action, entity_type, entity_id, before, after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as entry(actor text, action text, entity_type text, entity_id text, before jsonb, after jsonb)`);
};
