import { and, eq, like, or } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import { familyOf, verdictsOver, type CodeLine, type TariffLookup } from './code-verdicts.ts';
import { BASE_DATASET, SEED_DATASET, liveDataset } from './live-dataset.ts';
import { validOn } from './lookup-tariff.ts';

const g = schema.tariffGoods;
const COMMODITY_CODE = /^[0-9]{8}([0-9]{2})?$/;

/** The commodity codes a declaration names (structurally: reference data knows no declaration). */
export const commodityCodesIn = (declaration: {
  readonly goods_items?: readonly { readonly commodity_code?: string | null }[] | null;
}): string[] => (declaration.goods_items ?? []).flatMap((item) => item.commodity_code ?? []);

/** The codes a lookup answers for: each as asked, and its CN subheading. */
const answered = (codes: readonly string[]) =>
  new Set(codes.flatMap((code) => [code, code.slice(0, 8), code.padEnd(10, '0')]));

/** Every line of the families the codes are in, from the live extraction on the date, or the seed. */
const linesOf = async (db: Db, codes: readonly string[], date: string, full: string | null) => {
  const families = [...new Set(codes.map(familyOf))];
  const inFamilies = or(...families.map((family) => like(g.code, `${family}%`)));
  if (full)
    return db
      .select({ code: g.code, suffix: g.suffix })
      .from(g)
      .where(and(eq(g.dataset, full), validOn(g, date), inFamilies));
  // The seed's lines are the CN's declarable subheadings, eight digits, for any date.
  const seed = await db
    .select({ code: g.code })
    .from(g)
    .where(and(eq(g.dataset, SEED_DATASET), inFamilies));
  return seed.map((line) => ({ code: line.code.padEnd(10, '0'), suffix: '80' }));
};

const seedLoaded = async (db: Db) =>
  (await db.select({ sid: g.sid }).from(g).where(eq(g.dataset, SEED_DATASET)).limit(1)).length > 0;

/**
 * What the loaded tariff says of some commodity codes on a date, as a lookup for the filing rules
 * (they read nothing themselves). Once a full Tarbel extraction is imported, its lines valid on
 * the date answer, for 10-digit codes too; until then the CN 2026 seed does, at eight digits (the
 * deltas imported before a first full extraction are too partial to refuse a code on). Undefined
 * when there are no codes, or no tariff at all (a database never seeded): nothing is checked.
 */
export const tariffForCodes = async (
  db: Db,
  codes: readonly string[],
  date: string,
): Promise<TariffLookup | undefined> => {
  const asked = [...new Set(codes)].filter((code) => COMMODITY_CODE.test(code));
  if (asked.length === 0) return undefined;
  const live = await liveDataset(db);
  const full = live === BASE_DATASET ? null : live;
  const lines: CodeLine[] = await linesOf(db, asked, date, full);
  if (!full && lines.length === 0 && !(await seedLoaded(db))) return undefined;
  const verdictOf = verdictsOver(lines);
  const known = answered(asked);
  return {
    digits: full ? 10 : 8,
    source: full ? 'Tarbel' : 'CN 2026',
    date,
    verdict: (code) =>
      known.has(code) && (full || code.length === 8) ? verdictOf(code) : undefined,
  };
};
