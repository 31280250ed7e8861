import { sql, type SQL } from 'drizzle-orm';
import { queryRows, schema, type Db } from '../../db/index.ts';
import type { ChainStep, TariffDescriptions } from './description-chain.ts';
import { SEED_DATASET, liveDataset } from './live-dataset.ts';
import { readChains } from './read-chains.ts';

export interface TariffHit {
  readonly code: string;
  readonly suffix: string;
  readonly descriptions: TariffDescriptions;
  readonly supplementary_unit: string | null;
  readonly origin: 'cn2026' | 'tarbel';
  /** Trigram similarity of the query (whole words) to the line's descriptions (0 to 1; half for its heading's); 1 for a code prefix. */
  readonly score: number;
  /** Its heading, the grouping lines between, and the line itself last. */
  readonly chain: readonly ChainStep[];
}

interface HitRow {
  dataset: string;
  code: string;
  suffix: string;
  indent: number | null;
  origin: 'cn2026' | 'tarbel';
  context: string | null;
  supplementary_unit: string | null;
  description_nl: string | null;
  description_fr: string | null;
  description_en: string | null;
  score: number | string;
}

const MAX_WORDS = 8;
const fold = (value: SQL) => schema.tariffSearchFold(value);

/** Words of two characters or more, in any language: letters and digits, the rest separates. */
export const searchWords = (q: string): string[] =>
  [...new Set(q.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2))].slice(0, MAX_WORDS);

const descriptionsOf = (row: HitRow): TariffDescriptions => ({
  nl: row.description_nl,
  fr: row.description_fr,
  en: row.description_en,
});

/** The hits with their chains (read for all of them at once). */
const hits = async (db: Db, rows: readonly HitRow[], date: string): Promise<TariffHit[]> => {
  const chains = await readChains(
    db,
    rows.map((row) => ({ ...row, descriptions: descriptionsOf(row) })),
    date,
  );
  return rows.map((row, at) => ({
    code: row.code,
    suffix: row.suffix,
    descriptions: descriptionsOf(row),
    supplementary_unit: row.supplementary_unit,
    origin: row.origin,
    score: Math.round(Number(row.score) * 1000) / 1000,
    chain: chains[at]!,
  }));
};

/** The most lines a query ranks: more match only words so common that the user must add one. */
const CANDIDATES = 500;

/**
 * Lines valid on the date (the seed's whatever the date) with the description period in force on
 * it, from the live dataset and, until a full extraction is imported, the CN 2026 seed; the first
 * CANDIDATES of them in `pick` order (for words: the shortest descriptions holding them, the
 * closest matches) are ranked by `score`.
 */
const select = (
  datasets: readonly string[],
  date: string,
  where: SQL,
  pick: SQL,
  score: SQL,
  order: SQL,
) => sql`
  with d as (
    select g.dataset, g.code, g.suffix, g.indent, g.origin, g.supplementary_unit, d.description_nl,
           d.description_fr, d.description_en, d.context, d.search_text
    from tariff_descriptions d
    join tariff_goods g on g.dataset = d.dataset and g.sid = d.goods_sid
    where d.dataset in (${sql.join(
      datasets.map((dataset) => sql`${dataset}`),
      sql`, `,
    )})
      and (g.origin = 'cn2026' or (g.valid_from <= ${date} and (g.valid_to is null or g.valid_to >= ${date})))
      and (g.origin = 'cn2026' or d.valid_from <= ${date})
      and not exists (select 1 from tariff_descriptions n
        where n.dataset = d.dataset and n.goods_sid = d.goods_sid
          and n.valid_from > d.valid_from and n.valid_from <= ${date})
      and ${where}
    order by ${pick}
    limit ${CANDIDATES}
  )
  select dataset, code, suffix, indent, origin, context, supplementary_unit, description_nl,
         description_fr, description_en, ${score} as score
  from d
  order by ${order}`;

/**
 * The tariff search: digits are a code prefix (`8424`, `8424 10`), anything else words in any of
 * the three languages, accents and case ignored (`paard`, `cheval`, `eleve`), every word found,
 * ranked by trigram similarity of whole words; when no line holds every word, the most similar ones.
 */
export const searchTariff = async (
  db: Db,
  query: { q: string; limit: number; date: string },
): Promise<TariffHit[]> => {
  const datasets = [await liveDataset(db), SEED_DATASET];
  const digits = query.q.replace(/[\s.]/g, '');
  const limit = sql`limit ${query.limit}`;
  const byCode = sql`code, suffix, origin desc`;
  if (/^\d{1,10}$/.test(digits)) {
    const rows = await queryRows<HitRow>(
      db,
      sql`${select(datasets, query.date, sql`g.code like ${`${digits}%`}`, byCode, sql`1`, byCode)} ${limit}`,
    );
    return hits(db, rows, query.date);
  }
  const words = searchWords(query.q);
  if (words.length === 0) return [];
  const text = fold(sql`${words.join(' ')}`);
  // A line's own words rank above its heading's (the seed's context): "ânes" puts Asses first.
  // Folding on the fly costs: only lines with a context need it.
  const own = fold(
    sql`coalesce(d.description_nl, '') || ' ' || coalesce(d.description_fr, '') || ' ' || coalesce(d.description_en, '')`,
  );
  const score = sql`case when d.context is null then strict_word_similarity(${text}, d.search_text)
    else greatest(strict_word_similarity(${text}, ${own}), 0.5 * strict_word_similarity(${text}, d.search_text)) end`;
  const order = sql`score desc, code, suffix`;
  const shortest = sql`length(d.search_text), g.code`;
  const every = sql.join(
    words.map((word) => sql`d.search_text like '%' || ${fold(sql`${word}`)} || '%'`),
    sql` and `,
  );
  const found = await queryRows<HitRow>(
    db,
    sql`${select(datasets, query.date, every, shortest, score, order)} ${limit}`,
  );
  if (found.length > 0) return hits(db, found, query.date);
  const similar = await queryRows<HitRow>(
    db,
    sql`${select(datasets, query.date, sql`${text} <% d.search_text`, shortest, score, order)} ${limit}`,
  );
  return hits(db, similar, query.date);
};
