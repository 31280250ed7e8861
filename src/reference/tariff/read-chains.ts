import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/index.ts';
import { headingTexts } from './cn2026-data.ts';
import {
  byPlace,
  headingOf,
  isHeadingOrAbove,
  stepOf,
  type ChainStep,
  type NomenclatureLine,
  type TariffDescriptions,
} from './description-chain.ts';
import { SEED_DATASET } from './live-dataset.ts';

/** A line the API answers, as its chain is worked out from. */
export interface ChainSubject extends NomenclatureLine {
  readonly dataset: string;
  readonly origin: 'cn2026' | 'tarbel';
  readonly descriptions: TariffDescriptions;
  /** The CN seed's heading texts (tariff_descriptions.context); null on Tarbel lines. */
  readonly context: string | null;
}

interface AncestorRow {
  at: number;
  sid: number;
  code: string;
  suffix: string;
  description_nl: string | null;
  description_fr: string | null;
  description_en: string | null;
}

const valid = (date: string) =>
  sql`g.valid_from <= ${date} and (g.valid_to is null or g.valid_to >= ${date})`;

/**
 * The ancestors of the subjects (`at`: a subject's index), each with the description period in
 * force on the date (the last started by then, else the first), in one statement:
 * - the heading, by its code (`7318000000`: the line of indent 0 that opens the heading);
 * - for each level k between, the nearest line before the subject, in code and suffix order, with
 *   k indents or fewer (TARIC's hierarchy: a line's parent is the nearest line before it with fewer
 *   indents, so the nearest with at most k is its ancestor of that level). Grouping lines (suffix
 *   below 80) carry the code of their first line below, so codes alone cannot tell. Each is a short
 *   backward walk on tariff_goods_code_idx (`using ~>~` orders as its text_pattern_ops does);
 * - for a line whose indent is unknown (a delta that did not state it), the declarable lines of
 *   its 6- and 8-digit codes.
 */
const ancestorsQuery = (dataset: string, subjects: readonly ChainSubject[], date: string): SQL => {
  const rows = subjects.map(
    (subject, at) =>
      sql`(${at}::int, ${subject.code}::text, ${subject.suffix}::text, ${subject.indent}::int)`,
  );
  const deepest = Math.max(0, ...subjects.map((subject) => subject.indent ?? 0));
  // A list rather than generate_series: the planner then counts the walks right.
  const levels = Array.from({ length: deepest - 1 }, (_, k) => sql`(${k + 1}::int)`);
  const between = levels.length
    ? sql`select s.at, a.sid, a.code, a.suffix
        from s join (values ${sql.join(levels, sql`, `)}) as l(k) on l.k < s.indent
        cross join lateral (
          select g.sid, g.code, g.suffix from tariff_goods g
          where g.dataset = ${dataset} and g.code ~>=~ left(s.code, 4) and g.code ~<=~ s.code
            and (g.code ~<~ s.code or g.suffix < s.suffix) and g.indent <= l.k and ${valid(date)}
          order by g.code using ~>~, g.suffix desc
          limit 1) a
        union `
    : sql``;
  return sql`
    with s(at, code, suffix, indent) as (values ${sql.join(rows, sql`, `)}),
    found as (
      ${between}
      select s.at, g.sid, g.code, g.suffix from s
      join tariff_goods g on g.dataset = ${dataset}
        and g.code = rpad(left(s.code, 4), length(s.code), '0')
      where g.code <> s.code and ${valid(date)}
      union
      select s.at, g.sid, g.code, g.suffix from s
      join tariff_goods g on g.dataset = ${dataset} and g.code in
        (rpad(left(s.code, 6), length(s.code), '0'), rpad(left(s.code, 8), length(s.code), '0'))
      where s.indent is null and g.suffix = '80' and g.code ~<~ s.code and ${valid(date)}
    )
    select found.at, found.sid, found.code, found.suffix,
           d.description_nl, d.description_fr, d.description_en
    from found
    left join lateral (
      select d.description_nl, d.description_fr, d.description_en from tariff_descriptions d
      where d.dataset = ${dataset} and d.goods_sid = found.sid
      order by d.valid_from <= ${date} desc,
        case when d.valid_from <= ${date} then d.valid_from end desc nulls last, d.valid_from
      limit 1) d on true`;
};

interface SeedHeadingRow {
  heading: string;
  code: string;
  description_nl: string | null;
  description_fr: string | null;
  description_en: string | null;
  context: string | null;
}

/**
 * The CN seed's texts of headings, for Tarbel lines whose dataset lacks their heading (deltas
 * applied before any full extraction): a heading's own seed line when it has one (`04090000`),
 * else the heading its first line carries.
 */
const seedHeadingsOf = async (db: Db, headings: readonly string[]) => {
  const found = new Map<string, TariffDescriptions>();
  if (headings.length === 0) return found;
  const rows = await queryRows<SeedHeadingRow>(
    db,
    sql`select distinct on (left(g.code, 4)) left(g.code, 4) as heading, g.code,
          d.description_nl, d.description_fr, d.description_en, d.context
        from tariff_goods g
        join tariff_descriptions d on d.dataset = g.dataset and d.goods_sid = g.sid
        where g.dataset = ${SEED_DATASET}
          and (${sql.join(
            headings.map((heading) => sql`g.code like ${`${heading}%`}`),
            sql` or `,
          )})
        order by left(g.code, 4), g.code`,
  );
  for (const row of rows) {
    const texts =
      row.code === `${row.heading}0000`
        ? { nl: row.description_nl, fr: row.description_fr, en: row.description_en }
        : headingTexts(row.context);
    if (texts) found.set(row.heading, texts);
  }
  return found;
};

const headingCode = (code: string) => headingOf(code).padEnd(code.length, '0');
const headingStep = (code: string, texts: TariffDescriptions) =>
  stepOf({ code: headingCode(code), suffix: '80' }, texts);

/** A seed line's chain: the heading its context names, then the line (the seed has no levels between). */
const seedChain = (subject: ChainSubject): ChainStep[] => {
  const heading = isHeadingOrAbove(subject.code) ? null : headingTexts(subject.context);
  const own = stepOf(subject, subject.descriptions);
  return heading ? [headingStep(subject.code, heading), own] : [own];
};

/** The chains of Tarbel lines of one dataset: one statement, a second for headings it lacks. */
const tarbelChains = async (
  db: Db,
  dataset: string,
  subjects: readonly ChainSubject[],
  date: string,
): Promise<ChainStep[][]> => {
  const rows = await queryRows<AncestorRow>(db, ancestorsQuery(dataset, subjects, date));
  const above = subjects.map((_, at) => rows.filter((row) => row.at === at).sort(byPlace));
  const lacksHeading = (subject: ChainSubject, at: number) =>
    !isHeadingOrAbove(subject.code) &&
    !above[at]!.some((row) => row.code === headingCode(subject.code));
  const seedHeadings = await seedHeadingsOf(db, [
    ...new Set(subjects.filter(lacksHeading).map((subject) => headingOf(subject.code))),
  ]);
  return subjects.map((subject, at) => {
    const fromSeed = lacksHeading(subject, at) ? seedHeadings.get(headingOf(subject.code)) : null;
    return [
      ...(fromSeed ? [headingStep(subject.code, fromSeed)] : []),
      ...above[at]!.map((row) =>
        stepOf(row, { nl: row.description_nl, fr: row.description_fr, en: row.description_en }),
      ),
      stepOf(subject, subject.descriptions),
    ];
  });
};

/**
 * The description chain of each subject on the date, in the subjects' order: its heading, the
 * grouping lines between, the line itself last. One statement for all the Tarbel subjects
 * (whatever their number), a second only when one's heading is missing from its dataset; none for
 * seed lines, whose heading is stored with them.
 */
export const readChains = async (
  db: Db,
  subjects: readonly ChainSubject[],
  date: string,
): Promise<ChainStep[][]> => {
  const chains = subjects.map(seedChain);
  const tarbel = subjects.flatMap((subject, at) => (subject.origin === 'tarbel' ? [at] : []));
  for (const dataset of new Set(tarbel.map((at) => subjects[at]!.dataset))) {
    const mine = tarbel.filter((at) => subjects[at]!.dataset === dataset);
    const read = await tarbelChains(
      db,
      dataset,
      mine.map((at) => subjects[at]!),
      date,
    );
    mine.forEach((at, n) => (chains[at] = read[n]!));
  }
  return chains;
};
