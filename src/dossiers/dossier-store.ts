import { and, desc, eq, type SQL } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';

export type DossierRow = typeof schema.dossiers.$inferSelect;
export type NewDossier = typeof schema.dossiers.$inferInsert;
export type DocumentRow = typeof schema.dossierDocuments.$inferSelect;
type ClientSummary = Pick<
  typeof schema.clients.$inferSelect,
  'code' | 'name' | 'identificationNumber' | 'isCustomsClient'
>;

export interface DossierWithRelations {
  readonly dossier: DossierRow;
  readonly client: ClientSummary | null;
  readonly documents: DocumentRow[];
}

const clientColumns = {
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

export interface DossierFilter {
  readonly ucr?: string;
  readonly status?: DossierRow['status'];
  readonly source?: DossierRow['source'];
  readonly partner?: string;
  readonly limit: number;
}

/** Newest first. */
export const listDossiers = async (
  db: Db,
  filter: DossierFilter,
  scope: DossierScope,
): Promise<{ dossier: DossierRow; client: ClientSummary | null }[]> => {
  const conditions: SQL[] = [];
  const scoped = inScope(scope);
  if (scoped) conditions.push(scoped);
  if (filter.ucr) conditions.push(eq(schema.dossiers.ucr, filter.ucr));
  if (filter.status) conditions.push(eq(schema.dossiers.status, filter.status));
  if (filter.source) conditions.push(eq(schema.dossiers.source, filter.source));
  if (filter.partner) conditions.push(eq(schema.dossiers.ingestionPartner, filter.partner));
  const rows = await db
    .select({ dossier: schema.dossiers, client: clientColumns })
    .from(schema.dossiers)
    .leftJoin(schema.clients, eq(schema.clients.id, schema.dossiers.clientId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(schema.dossiers.createdAt), desc(schema.dossiers.id))
    .limit(filter.limit);
  return rows.map((row) => ({
    dossier: row.dossier,
    client: row.client?.code ? row.client : null,
  }));
};
