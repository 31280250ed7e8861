import { and, desc, eq, inArray, isNull, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type Db } from '../../db/index.ts';
import { periodOn, type ChainStep, type TariffDescriptions } from './description-chain.ts';
import { SEED_DATASET, liveDataset } from './live-dataset.ts';
import { readChains } from './read-chains.ts';
import { codePrefixOf } from './record-changes.ts';
import { SUPPLEMENTARY_UNIT_MEASURE } from './tariff-changes.ts';

export type { ChainStep, TariffDescriptions } from './description-chain.ts';

export interface VatMeasure {
  readonly measure_type: string;
  /** The measure's duty amount: the VAT percentage. */
  readonly rate: string | null;
  readonly additional_code: string | null;
}

/** A goods line as the API answers it. */
export interface TariffLine {
  readonly code: string;
  readonly suffix: string;
  readonly descriptions: TariffDescriptions;
  readonly valid_from: string;
  readonly valid_to: string | null;
  readonly indent: number | null;
  readonly supplementary_unit: string | null;
  readonly vat: readonly VatMeasure[] | null;
  readonly declarable: boolean;
  readonly origin: 'cn2026' | 'tarbel';
}

/** A goods line with its description chain: its heading, the grouping lines between, itself last. */
export interface DescribedTariffLine extends TariffLine {
  readonly chain: readonly ChainStep[];
}

const g = schema.tariffGoods;
const d = schema.tariffDescriptions;
const m = schema.tariffMeasures;

type Dated = { validFrom: AnyPgColumn; validTo: AnyPgColumn };
export const validOn = (table: Dated, date: string): SQL =>
  and(lte(table.validFrom, date), or(isNull(table.validTo), gte(table.validTo, date)))!;

/** The description period in force on the date, and the seed's heading (its context). */
const descriptionsOf = async (db: Db, dataset: string, goodsSid: number, date: string) => {
  const periods = await db
    .select()
    .from(d)
    .where(and(eq(d.dataset, dataset), eq(d.goodsSid, goodsSid)));
  const period = periodOn(periods, date);
  const descriptions: TariffDescriptions = {
    nl: period?.descriptionNl ?? null,
    fr: period?.descriptionFr ?? null,
    en: period?.descriptionEn ?? null,
  };
  return { descriptions, context: period?.context ?? null };
};

/** Every level a measure can sit at above a 10-digit code, as measures store it (code_prefix). */
const prefixesOf = (code: string) =>
  [2, 4, 6, 8, 10].map((n) => codePrefixOf(code.slice(0, n).padEnd(10, '0')));

/**
 * The supplementary unit (measure 109) and VAT (the other measures kept: the types of
 * Tarbel:VatMeasureTypes at import) in force on the date, from the most specific level that has
 * one: a measure applies to its code and every code below it.
 */
const measuresOf = async (db: Db, dataset: string, code: string, date: string) => {
  const rows = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.dataset, dataset),
        inArray(m.codePrefix, [...new Set(prefixesOf(code))]),
        validOn(m, date),
      ),
    );
  const deepest = (list: typeof rows) => {
    const depth = Math.max(...list.map((row) => row.codePrefix.length));
    return list.filter((row) => row.codePrefix.length === depth);
  };
  const units = rows.filter((row) => row.measureType === SUPPLEMENTARY_UNIT_MEASURE);
  const vat = rows.filter((row) => row.measureType !== SUPPLEMENTARY_UNIT_MEASURE);
  return {
    unit: units.length ? (deepest(units)[0]!.unit ?? null) : null,
    vat: vat.length
      ? deepest(vat).map((row) => ({
          measure_type: row.measureType,
          rate: row.amount,
          additional_code: row.additionalCode,
        }))
      : null,
  };
};

/** A suffix-80 line with no line below it on the date: what a declaration may carry. */
const isDeclarable = async (db: Db, line: typeof g.$inferSelect, date: string) => {
  if (line.suffix !== '80') return false;
  if (line.origin === 'cn2026') return true;
  const [below] = await db
    .select({ sid: g.sid })
    .from(g)
    .where(
      and(
        eq(g.dataset, line.dataset),
        sql`${g.code} like ${`${codePrefixOf(line.code)}%`}`,
        ne(g.code, line.code),
        validOn(g, date),
      ),
    )
    .limit(1);
  return !below;
};

const lineAt = async (db: Db, dataset: string, code: string, date: string | null) => {
  const [line] = await db
    .select()
    .from(g)
    .where(and(eq(g.dataset, dataset), eq(g.code, code), date ? validOn(g, date) : undefined))
    .orderBy(desc(sql`${g.suffix} = '80'`), desc(g.suffix), desc(g.validFrom))
    .limit(1);
  return line;
};

/** The line of a code on a date and what its chain is read from. */
const readLine = async (db: Db, code: string, date: string) => {
  const live = await liveDataset(db);
  const code10 = code.length === 8 ? `${code}00` : code;
  const tarbel = await lineAt(db, live, code10, date);
  const line = tarbel ?? (await lineAt(db, SEED_DATASET, code10.slice(0, 8), null));
  if (!line) return undefined;
  const measures =
    line.origin === 'tarbel' ? await measuresOf(db, line.dataset, line.code, date) : undefined;
  const { descriptions, context } = await descriptionsOf(db, line.dataset, line.sid, date);
  const answer: TariffLine = {
    code: line.code,
    suffix: line.suffix,
    descriptions,
    valid_from: line.validFrom,
    valid_to: line.validTo,
    indent: line.indent,
    supplementary_unit: measures ? measures.unit : line.supplementaryUnit,
    vat: measures?.vat ?? null,
    declarable: await isDeclarable(db, line, date),
    origin: line.origin,
  };
  return { answer, subject: { ...line, descriptions, context } };
};

/**
 * The line of an 8- or 10-digit code valid on a date: the declarable line (suffix 80) of that code
 * when there is one. An 8-digit code is its CN line (the 10-digit code ending 00). While no full
 * extraction is imported, a code Tarbel does not have falls back to its CN 2026 line (which
 * answers for any date).
 */
export const lookupTariffLine = async (
  db: Db,
  code: string,
  date: string,
): Promise<TariffLine | undefined> => (await readLine(db, code, date))?.answer;

/** The line as lookupTariffLine finds it, with its description chain (two queries more). */
export const lookupTariffLineWithChain = async (
  db: Db,
  code: string,
  date: string,
): Promise<DescribedTariffLine | undefined> => {
  const found = await readLine(db, code, date);
  if (!found) return undefined;
  const [chain] = await readChains(db, [found.subject], date);
  return { ...found.answer, chain: chain! };
};
