import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/index.ts';

/** A search as the route has read it: `text` already in search form (searchText). */
export interface LocodeSearch {
  readonly text: string;
  readonly limit: number;
  /** Two upper-case letters, or absent for every country. */
  readonly country?: string;
}

/** One location as GET /api/locodes/search answers it (DECISIONS.md section 5). */
export interface LocodeHit {
  readonly code: string;
  readonly name: string;
  readonly country: string;
  readonly subdivision: string | null;
  /** Function classifier, eight positions: 1 port, 2 rail, 3 road, 4 airport, 5 post, 6 ICD, 7 fixed, B border. */
  readonly functions: string | null;
  readonly coordinates: { readonly latitude: number; readonly longitude: number } | null;
}

interface Row {
  code: string;
  name: string;
  country: string;
  subdivision: string | null;
  functions: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Trigrams say little about one or two letters: shorter text is matched by its start only. */
const FUZZY_FROM_LENGTH = 3;
/**
 * pg_trgm word similarity: the share of the text's trigrams found in the best matching part of
 * the name. At 0.5, "antwrp" finds Antwerpen (0.57) and the index hands over a few hundred
 * candidates at most; plain similarity at its 0.3 rates Anta above Antwerpen and checks thousands.
 */
const WORD_SIMILARITY = 0.5;

/** `beanr`, `be anr`: a country and a location, as the search text (lower case) holds a code. */
export const codeIn = (text: string): string | undefined => {
  const match = /^([a-z]{2}) ?([a-z0-9]{3})$/.exec(text);
  return match ? `${match[1]}${match[2]}`.toUpperCase() : undefined;
};

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** "gent" puts Gent (Ghent) before Gente: the text is a whole word at the start of the name. */
const wholeWordFirst = (text: string) =>
  sql`substr(search_name, length(${text}) + 1, 1) ~ '[[:alnum:]]'`;
/** Among names as long, the place with more transport functions first: Paris FR before Paris CA. */
const busiestFirst = sql`length(replace(coalesce(functions, ''), '-', '')) desc`;

const COLUMNS = sql`code, name, country, subdivision, functions, latitude, longitude`;

const select = async (db: Db, where: SQL, order: SQL, limit: number, found: readonly Row[]) =>
  queryRows<Row>(
    db,
    sql`select ${COLUMNS} from locodes where ${where}
      ${found.length > 0 ? sql`and code <> all(${sql.param(found.map((row) => row.code))}::text[])` : sql``}
      order by ${order} limit ${limit}`,
  );

/** The threshold is a setting of pg_trgm, set for this one statement's transaction. */
const similar = (db: Db, search: LocodeSearch, inCountry: SQL, found: readonly Row[]) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    );
    return select(
      tx,
      sql`${search.text} <% search_name and ${inCountry}`,
      sql`word_similarity(${search.text}, search_name) desc, similarity(search_name, ${search.text}) desc,
        length(name), search_name, code`,
      search.limit - found.length,
      found,
    );
  });

const hitOf = (row: Row): LocodeHit => ({
  code: row.code,
  name: row.name,
  country: row.country,
  subdivision: row.subdivision,
  functions: row.functions,
  coordinates:
    row.latitude === null || row.longitude === null
      ? null
      : { latitude: row.latitude, longitude: row.longitude },
});

/**
 * Ranked in three tiers, each asked only while the answer has room: the exact code (`BEANR`,
 * `BE ANR`); names that start with the text (where it is a whole word first, then the shortest,
 * then the one with more transport functions, then alphabetically); names like
 * it by trigram word similarity (pg_trgm, at least 0.5), most similar first. Accents and case
 * do not count: the text and `search_name` are both in search form.
 */
export const searchLocodes = async (db: Db, search: LocodeSearch): Promise<LocodeHit[]> => {
  const inCountry = search.country ? sql`country = ${search.country}` : sql`true`;
  const found: Row[] = [];
  const code = codeIn(search.text);
  if (code)
    found.push(...(await select(db, sql`code = ${code} and ${inCountry}`, sql`code`, 1, found)));
  if (found.length < search.limit)
    found.push(
      ...(await select(
        db,
        sql`search_name like ${likePrefix(search.text)} and ${inCountry}`,
        sql`${wholeWordFirst(search.text)}, length(name), ${busiestFirst}, search_name, code`,
        search.limit - found.length,
        found,
      )),
    );
  if (found.length < search.limit && search.text.length >= FUZZY_FROM_LENGTH)
    found.push(...(await similar(db, search, inCountry, found)));
  return found.map(hitOf);
};
