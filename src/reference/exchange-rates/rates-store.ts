import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { auditMany } from '../../audit/index.ts';
import { schema, type Db } from '../../db/index.ts';
import { monthDays, type CustomsRate } from '../../valuation/index.ts';
import type { RateEntry } from './rates-csv.ts';

/** A stored rate as the CLI and the API show it. */
export interface StoredRate extends CustomsRate {
  readonly source: string;
  readonly updatedBy: string;
  readonly updatedAt: string;
}

const shown = (row: typeof schema.customsExchangeRates.$inferSelect): StoredRate => ({
  currency: row.currency,
  perEuro: Number(row.perEuro),
  validFrom: row.validFrom,
  validTo: row.validTo,
  source: row.source,
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Stores checked rates in one transaction, each replacing the rate of its currency and month,
 * with an audit entry naming who set it, from what to what.
 */
export const putRates = async (
  db: Db,
  entries: readonly RateEntry[],
  by: { actor: string; source: 'csv' | 'manual'; reason?: string },
): Promise<StoredRate[]> =>
  db.transaction(async (tx) => {
    const stored: StoredRate[] = [];
    const audits = [];
    for (const entry of entries) {
      const { validFrom, validTo } = monthDays(entry.month);
      const [before] = await tx
        .select()
        .from(schema.customsExchangeRates)
        .where(
          and(
            eq(schema.customsExchangeRates.currency, entry.currency),
            eq(schema.customsExchangeRates.validFrom, validFrom),
          ),
        )
        .for('update');
      const [row] = await tx
        .insert(schema.customsExchangeRates)
        .values({
          currency: entry.currency,
          validFrom,
          validTo,
          perEuro: entry.perEuro,
          source: by.source,
          updatedBy: by.actor,
        })
        .onConflictDoUpdate({
          target: [schema.customsExchangeRates.currency, schema.customsExchangeRates.validFrom],
          set: {
            validTo,
            perEuro: entry.perEuro,
            source: by.source,
            updatedBy: by.actor,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      stored.push(shown(row!));
      audits.push({
        actor: by.actor,
        action: 'exchange-rate.set',
        entityType: 'exchange-rate',
        entityId: `${entry.currency} ${entry.month}`,
        before: before ? { perEuro: Number(before.perEuro), source: before.source } : null,
        // The reason of a correction lives with it in the audit log, where the page reads it back.
        after: {
          perEuro: Number(entry.perEuro),
          source: by.source,
          ...(by.reason ? { reason: by.reason } : {}),
        },
      });
    }
    await auditMany(tx, audits);
    return stored;
  });

/** The rates, oldest month first; of one currency, or valid on one day, when asked. */
export const listRates = async (
  db: Db,
  filter: { currency?: string; on?: string } = {},
): Promise<StoredRate[]> => {
  const table = schema.customsExchangeRates;
  const rows = await db
    .select()
    .from(table)
    .where(
      and(
        filter.currency ? eq(table.currency, filter.currency) : undefined,
        filter.on ? lte(table.validFrom, filter.on) : undefined,
        filter.on ? gte(table.validTo, filter.on) : undefined,
      ),
    )
    .orderBy(asc(table.validFrom), asc(table.currency));
  return rows.map(shown);
};
