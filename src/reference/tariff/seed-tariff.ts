import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { schema, type Db } from '../../db/index.ts';
import { CN2026_FILE, readCn2026 } from './cn2026-data.ts';
import { SEED_DATASET } from './live-dataset.ts';
import { recordTariffSync } from './tariff-syncs.ts';

export type SeedOutcome =
  { readonly seeded: number } | { readonly skipped: 'seed-present' | 'full-extraction-imported' };

const CHUNK = 500;

/**
 * SPEC.md "Reference data": until a Tarbel extraction is imported, the CN 2026 list is the tariff,
 * so that code look-ups work on a fresh installation. Idempotent: nothing happens when the seed
 * is there or a full extraction was imported (which replaced it); two instances starting at once
 * insert each row once. The service calls it at every start.
 */
export const seedTariff = async (db: Db, logger?: Logger): Promise<SeedOutcome> => {
  const full = await db.$count(
    schema.tariffImports,
    and(eq(schema.tariffImports.kind, 'full'), eq(schema.tariffImports.status, 'done')),
  );
  if (full > 0) return { skipped: 'full-extraction-imported' };
  const [present] = await db
    .select({ sid: schema.tariffGoods.sid })
    .from(schema.tariffGoods)
    .where(eq(schema.tariffGoods.dataset, SEED_DATASET))
    .limit(1);
  if (present) return { skipped: 'seed-present' };

  const started = new Date();
  const { header, codes } = readCn2026();
  await db.transaction(async (tx) => {
    for (let start = 0; start < codes.length; start += CHUNK) {
      const part = codes.slice(start, start + CHUNK);
      // The seed's lines have no Tarbel sid: the 8-digit code, as a number, keys them.
      await tx
        .insert(schema.tariffGoods)
        .values(
          part.map((code) => ({
            dataset: SEED_DATASET,
            sid: Number(code.code),
            origin: 'cn2026' as const,
            code: code.code,
            suffix: '80',
            validFrom: '2026-01-01',
            supplementaryUnit: code.supplementaryUnit,
          })),
        )
        .onConflictDoNothing();
      await tx
        .insert(schema.tariffDescriptions)
        .values(
          part.map((code) => ({
            dataset: SEED_DATASET,
            periodSid: Number(code.code),
            goodsSid: Number(code.code),
            validFrom: '2026-01-01',
            descriptionEn: code.en || null,
            descriptionNl: code.nl || null,
            descriptionFr: code.fr || null,
            context: code.heading || null,
          })),
        )
        .onConflictDoNothing();
    }
    await recordTariffSync(tx, {
      scope: 'cn2026',
      source: `${CN2026_FILE.pathname.split('/').slice(-4).join('/')} (${header[1] ?? ''})`,
      outcome: 'ok',
      detail: `CN 2026 seed: ${codes.length} codes (${header.find((line) => line.startsWith('Generated')) ?? ''})`,
      entries: codes.length,
      startedAt: started,
    });
  });
  logger?.info({ codes: codes.length }, 'tariff seeded from the CN 2026 list');
  return { seeded: codes.length };
};
