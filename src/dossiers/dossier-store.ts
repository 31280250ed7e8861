import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import type { Renumbered } from './renumbered.ts';

export type DossierRow = typeof schema.dossiers.$inferSelect;
export type NewDossier = typeof schema.dossiers.$inferInsert;
export type DocumentRow = typeof schema.dossierDocuments.$inferSelect;
export type ClientSummary = Pick<
  typeof schema.clients.$inferSelect,
  'code' | 'name' | 'identificationNumber' | 'isCustomsClient'
>;

export interface DossierWithRelations {
  readonly dossier: DossierRow;
  readonly client: ClientSummary | null;
  readonly documents: DocumentRow[];
}

export const clientColumns = {
  code: schema.clients.code,
  name: schema.clients.name,
  identificationNumber: schema.clients.identificationNumber,
  isCustomsClient: schema.clients.isCustomsClient,
};

/**
 * Whose dossiers a read may see: every one, or those one partner sent (ARCHITECTURE.md rule 12).
 * Another partner's dossier is simply not found, so its existence is not revealed either.
 */
export type DossierScope =
  { readonly all: true } | { readonly all: false; readonly partner: string };

export const inScope = (scope: DossierScope): SQL | undefined =>
  scope.all ? undefined : eq(schema.dossiers.ingestionPartner, scope.partner);

export const findDossier = async (
  db: Db,
  id: string,
  scope: DossierScope,
): Promise<DossierWithRelations | undefined> => {
  const [row] = await db
    .select({ dossier: schema.dossiers, client: clientColumns })
    .from(schema.dossiers)
    .leftJoin(schema.clients, eq(schema.clients.id, schema.dossiers.clientId))
    .where(and(eq(schema.dossiers.id, id), inScope(scope)));
  if (!row) return undefined;
  const documents = await db
    .select()
    .from(schema.dossierDocuments)
    .where(eq(schema.dossierDocuments.dossierId, id));
  return { dossier: row.dossier, client: row.client?.code ? row.client : null, documents };
};

/** The latest message filed for a dossier, as the outbox holds it. */
export const filedMessageOf = async (db: Db, dossierId: string) => {
  const o = schema.outboxMessages;
  const [row] = await db
    .select({
      messageType: o.messageType,
      messageId: o.messageId,
      environment: o.environment,
      status: o.status,
    })
    .from(o)
    .where(eq(o.dossierId, dossierId))
    .orderBy(desc(o.createdAt))
    .limit(1);
  if (!row) return null;
  // The numbers the message gave in place of the dossier's were recorded with the filing.
  const a = schema.auditLog;
  const [filing] = await db
    .select({ after: a.after })
    .from(a)
    .where(
      and(
        eq(a.entityType, 'dossier'),
        eq(a.entityId, dossierId),
        sql`${a.after}->>'messageId' = ${row.messageId}`,
      ),
    )
    .limit(1);
  const renumbered = (filing?.after as { renumbered?: unknown } | null | undefined)?.renumbered;
  return { ...row, renumbered: Array.isArray(renumbered) ? (renumbered as Renumbered[]) : [] };
};

/**
 * What the checks found in a partner's declaration as it arrived (decision 0029), kept with its
 * ingestion in the audit trail: the dossier has no column of its own for them.
 */
export const ingestionFindingsOf = async (db: Db, dossierId: string): Promise<unknown[]> => {
  const a = schema.auditLog;
  const [row] = await db
    .select({ after: a.after })
    .from(a)
    .where(
      and(eq(a.entityType, 'dossier'), eq(a.entityId, dossierId), eq(a.action, 'dossier.ingested')),
    )
    .limit(1);
  const findings = (row?.after as { findings?: unknown } | null | undefined)?.findings;
  return Array.isArray(findings) ? (findings as unknown[]) : [];
};

/** What happened to a dossier, oldest first, from the audit trail. */
export const dossierHistory = async (
  db: Db,
  dossierId: string,
  show: { changes: boolean } = { changes: true },
) => {
  const a = schema.auditLog;
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.entityType, 'dossier'), eq(a.entityId, dossierId)))
    .orderBy(asc(a.occurredAt), asc(a.id));
  const field = (value: unknown, name: string): string | null => {
    const found = (value as Record<string, unknown> | null)?.[name];
    return typeof found === 'string' ? found : null;
  };
  return rows.map((row) => ({
    at: row.occurredAt.toISOString(),
    actor: row.actor,
    action: row.action,
    from: field(row.before, 'status'),
    to: field(row.after, 'status'),
    reason: field(row.after, 'reason'),
    // A person's corrections: which value from what to what (save-corrections.ts).
    ...(show.changes && row.action === 'dossier.corrected'
      ? { changes: (row.after as { changes?: unknown[] } | null)?.changes ?? [] }
      : {}),
    // Why a partner's automatic dispatch was refused: each problem with its rule and element.
    ...(row.action === 'dossier.auto-dispatch-refused'
      ? { problems: refusedProblems((row.after as { problems?: unknown } | null)?.problems) }
      : {}),
  }));
};

/** The problems an automatic dispatch was refused for, as recorded; anything else is left out. */
const refusedProblems = (recorded: unknown) =>
  (Array.isArray(recorded) ? recorded : []).flatMap((entry: unknown) => {
    const problem = entry as Record<string, unknown> | null;
    if (typeof problem?.path !== 'string' || typeof problem.message !== 'string') return [];
    return [
      {
        path: problem.path,
        element: typeof problem.element === 'string' ? problem.element : '',
        ...(typeof problem.rule === 'string' ? { rule: problem.rule } : {}),
        message: problem.message,
      },
    ];
  });
