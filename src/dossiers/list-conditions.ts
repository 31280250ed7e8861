import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { inScope, type DossierRow, type DossierScope } from './dossier-store.ts';

export interface DossierFilter {
  readonly ucr?: string;
  /** Any part of a UCR or a container number, in any case; a short term their start. */
  readonly q?: string;
  readonly regime?: DossierRow['regime'];
  readonly status?: DossierRow['status'];
  readonly source?: DossierRow['source'];
  /** Any part of a client's code or name, in any case; a short term their start. */
  readonly client?: string;
  /** The ids of the clients `client` matches, when withClientIds read them first. */
  readonly clientIds?: readonly string[];
  /** Exactly this client code. */
  readonly clientCode?: string;
  readonly partner?: string;
  /** Created on or after this day in Brussels (YYYY-MM-DD). */
  readonly createdFrom?: string;
  /** Created on or before this day in Brussels (YYYY-MM-DD), the whole day. */
  readonly createdTo?: string;
  readonly sort?: 'createdAt' | 'ucr' | 'status' | 'regime' | 'client';
  readonly order?: 'asc' | 'desc';
  readonly offset?: number;
  readonly limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A trigram index finds a part of a text by three letters or digits in a row of it (pg_trgm's
 * words). A term without such a run would read the whole index, and matches most rows anyway:
 * it matches the start instead, through the btree indexes (decision 0030).
 */
export const searchesAnyPart = (term: string): boolean => /[\p{L}\p{N}]{3}/u.test(term);

/** The LIKE pattern of a search term: anywhere, or at the start for a short one. */
const patternOf = (term: string): string =>
  searchesAnyPart(term) ? `%${escapeLike(term)}%` : `${escapeLike(term)}%`;

/**
 * `upper(x) like upper(pattern)`, what the upper-case indexes serve (trigram for any part, btree
 * text_pattern_ops for the start): twice as fast a check of a row as `x ilike pattern`, which
 * is most of the exact count of a search that matches thousands. The pattern is upper-cased by
 * the database, as the column is, so both sides fold case alike.
 */
const upperLike = (text: SQLWrapper, pattern: string): SQL =>
  sql`upper(${text}) like upper(${pattern})`;

const ucrOrContainer = (term: string): SQL =>
  or(
    upperLike(schema.dossiers.ucr, patternOf(term)),
    upperLike(schema.dossiers.containerNumber, patternOf(term)),
  )!;

const clientTermMatches = (term: string): SQL =>
  or(
    upperLike(schema.clients.code, patternOf(term)),
    upperLike(schema.clients.name, patternOf(term)),
  )!;

/**
 * Read this many of a search's clients at most before the dossiers: more, and the term is broad
 * enough for a sub-select to do (the planner then rightly walks the list's order), and a hundred
 * values cost the planner little (five hundred cost it 3 ms a statement).
 */
export const CLIENT_IDS_READ_FIRST = 100;

/**
 * The clients a `client` search matches, read first (one small look-up for both the page and the
 * count): with their ids as values the planner knows how many dossiers they hold. Behind a
 * sub-select it guessed, and for a search that found no client but a groupage's consignee it
 * walked all 100,000 dossiers in the list's order to find 20 (22 ms instead of 0.5).
 */
export const withClientIds = async (db: Db, filter: DossierFilter): Promise<DossierFilter> => {
  if (!filter.client) return filter;
  const rows = await db
    .select({ id: schema.clients.id })
    .from(schema.clients)
    .where(clientTermMatches(filter.client))
    .limit(CLIENT_IDS_READ_FIRST + 1);
  return rows.length > CLIENT_IDS_READ_FIRST
    ? filter
    : { ...filter, clientIds: rows.map((row) => row.id) };
};

/**
 * The client's code or name; a dossier without a client by its house consignees' names and EORIs
 * (what the list shows for it), through the partial trigram index of those dossiers alone.
 */
const clientMatches = (term: string, clientIds: readonly string[] | undefined): SQL => {
  const d = schema.dossiers;
  const c = schema.clients;
  // Each consignee's name or EORI starts after a quote in the JSON array's text.
  const consigneePattern = searchesAnyPart(term) ? patternOf(term) : `%"${patternOf(term)}`;
  return or(
    clientIds
      ? inArray(d.clientId, [...clientIds])
      : sql`${d.clientId} in (select ${c.id} from ${c} where ${clientTermMatches(term)})`,
    and(
      isNull(d.clientId),
      sql`${schema.houseConsigneesText(d.correctedData)} like upper(${consigneePattern})`,
    ),
  )!;
};

/** Midnight in Brussels at the start of a day, summer time or not, computed by the database. */
const brusselsMidnight = (day: SQL) => sql`((${day})::timestamp at time zone 'Europe/Brussels')`;

/** The filter and the caller's scope, on the dossiers table alone (no join needed). */
export const conditionsOf = (filter: DossierFilter, scope: DossierScope): SQL[] => {
  const d = schema.dossiers;
  const conditions: SQL[] = [];
  const scoped = inScope(scope);
  if (scoped) conditions.push(scoped);
  if (filter.ucr) conditions.push(eq(d.ucr, filter.ucr));
  if (filter.q) conditions.push(ucrOrContainer(filter.q));
  if (filter.regime) conditions.push(eq(d.regime, filter.regime));
  if (filter.status) conditions.push(eq(d.status, filter.status));
  if (filter.source) conditions.push(eq(d.source, filter.source));
  if (filter.partner) conditions.push(eq(d.ingestionPartner, filter.partner));
  if (filter.client) conditions.push(clientMatches(filter.client, filter.clientIds));
  // By the client's id, so neither a page's ids nor a count needs the clients joined.
  if (filter.clientCode)
    conditions.push(
      inArray(
        d.clientId,
        sql`(select ${schema.clients.id} from ${schema.clients} where ${schema.clients.code} = ${filter.clientCode})`,
      ),
    );
  if (filter.createdFrom)
    conditions.push(gte(d.createdAt, brusselsMidnight(sql`${filter.createdFrom}::date`)));
  if (filter.createdTo)
    conditions.push(lt(d.createdAt, brusselsMidnight(sql`${filter.createdTo}::date + 1`)));
  return conditions;
};
