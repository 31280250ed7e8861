import { and, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { listRates, type StoredRate } from '../reference/index.ts';

/** One time a rate was set: from the file or by hand, from what to what, by whom and why. */
export interface RateChange {
  readonly at: string;
  readonly by: string;
  readonly before: number | null;
  readonly after: number;
  readonly source: string;
  readonly reason: string | null;
}

export interface MonthRate {
  readonly currency: string;
  readonly per_euro: number;
  readonly valid_from: string;
  readonly valid_to: string;
  readonly source: string;
  readonly updated_by: string;
  readonly updated_at: string;
  /** Newest first; the first is how the rate came to be what it is. */
  readonly history: readonly RateChange[];
}

interface AuditSnapshot {
  readonly perEuro?: number;
  readonly source?: string;
  readonly reason?: string;
}

/** The audit log's key of a rate (`exchange-rate.set`), as rates-store writes it. */
const keyOf = (currency: string, month: string) => `${currency} ${month}`;

/**
 * Each rate's changes from the audit log, newest first: the table keeps only the rate as it is,
 * the log every value it had and the reason given for each correction.
 */
const historyOf = async (db: Db, month: string, currencies: readonly string[]) => {
  const byKey = new Map<string, RateChange[]>();
  if (currencies.length === 0) return byKey;
  const log = schema.auditLog;
  const rows = await db
    .select()
    .from(log)
    .where(
      and(
        eq(log.entityType, 'exchange-rate'),
        inArray(
          log.entityId,
          currencies.map((currency) => keyOf(currency, month)),
        ),
      ),
    )
    .orderBy(desc(log.id));
  for (const row of rows) {
    const before = row.before as AuditSnapshot | null;
    const after = (row.after ?? {}) as AuditSnapshot;
    const changes = byKey.get(row.entityId!) ?? [];
    changes.push({
      at: row.occurredAt.toISOString(),
      by: row.actor,
      before: before?.perEuro ?? null,
      after: after.perEuro ?? 0,
      source: after.source ?? '',
      reason: after.reason ?? null,
    });
    byKey.set(row.entityId!, changes);
  }
  return byKey;
};

export const monthRate = (rate: StoredRate, history: readonly RateChange[]): MonthRate => ({
  currency: rate.currency,
  per_euro: rate.perEuro,
  valid_from: rate.validFrom,
  valid_to: rate.validTo,
  source: rate.source,
  updated_by: rate.updatedBy,
  updated_at: rate.updatedAt,
  history,
});

/** A month's rates per currency, each with how it came to be; and the months that hold rates. */
export const ratesOfMonth = async (
  db: Db,
  month: string,
): Promise<{ month: string; months: string[]; rates: MonthRate[] }> => {
  const rates = await listRates(db, { on: `${month}-01` });
  const history = await historyOf(
    db,
    month,
    rates.map((rate) => rate.currency),
  );
  const table = schema.customsExchangeRates;
  const months = await db
    .selectDistinct({ from: table.validFrom })
    .from(table)
    .orderBy(desc(table.validFrom))
    .limit(120);
  return {
    month,
    months: months.map((row) => row.from.slice(0, 7)),
    rates: rates.map((rate) => monthRate(rate, history.get(keyOf(rate.currency, month)) ?? [])),
  };
};

/** One rate of a month, as the page shows it after a correction. */
export const rateOfMonth = async (db: Db, currency: string, month: string): Promise<MonthRate> => {
  const { rates } = await ratesOfMonth(db, month);
  const rate = rates.find((candidate) => candidate.currency === currency);
  if (!rate) throw new Error(`${currency} ${month} was just stored and is not found`);
  return rate;
};
