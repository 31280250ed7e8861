import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { readCn2026 } from '../../src/reference/tariff/cn2026-data.ts';
import { lookupTariffLine, searchTariff, seedTariff } from '../../src/reference/tariff/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  importFile,
  startTariffEngine,
  syntheticGoods,
  tempFolder,
  writeExtraction,
} from './tariff-fixtures.ts';

const CSV = '../shared/refdata/tariff/cn2026/cn2026-codes-en-nl-fr.csv';

describe('the CN 2026 data file shipped with the service', () => {
  it('holds every code of the public list with its descriptions and unit, and names its source, licence and date', () => {
    const rows: Record<string, string>[] = parse(readFileSync(CSV), { bom: true, columns: true });
    const { header, codes } = readCn2026();
    assert.equal(codes.length, 9791);
    assert.deepEqual(
      codes.map((code) => code.code),
      rows.map((row) => row.cn8),
    );
    const byCode = new Map(codes.map((code) => [code.code, code]));
    for (const row of rows) {
      const code = byCode.get(row.cn8!)!;
      assert.deepEqual(
        [code.en, code.nl, code.fr, code.supplementaryUnit ?? ''],
        [row.desc_en, row.desc_nl, row.desc_fr, row.supplementaryUnit].map((text) => text!.trim()),
        row.cn8,
      );
    }
    assert.match(header.join('\n'), /Source: cn2026-codes-en-nl-fr\.csv/);
    assert.match(header.join('\n'), /Licence: MIT/);
    assert.match(header.join('\n'), /Generated: \d{4}-\d{2}-\d{2}/);
  });
});

for (const kind of databaseKinds) {
  describe(`the tariff seed on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open();
    });
    after(() => t?.dispose());

    it('answers code look-ups on a fresh database from the CN 2026 list, seeded once', async () => {
      assert.equal(await lookupTariffLine(t.database.db, '01012100', '2026-11-25'), undefined);
      assert.deepEqual(await seedTariff(t.database.db), { seeded: 9791 });
      assert.deepEqual(await seedTariff(t.database.db), { skipped: 'seed-present' });
      assert.equal(await countRows(t.database.db, 'tariff_goods'), 9791);
      const horses = await lookupTariffLine(t.database.db, '01012100', '2026-11-25');
      assert.deepEqual(horses, {
        code: '01012100',
        suffix: '80',
        descriptions: {
          nl: 'fokdieren van zuiver ras',
          fr: 'reproducteurs de race pure',
          en: 'Pure-bred breeding animals',
        },
        valid_from: '2026-01-01',
        valid_to: null,
        indent: null,
        supplementary_unit: 'PST',
        vat: null,
        declarable: true,
        origin: 'cn2026',
      });
      const tenDigits = await lookupTariffLine(t.database.db, '0101210000', '2026-11-25');
      assert.equal(tenDigits?.code, '01012100', 'a 10-digit code answers with its CN line');
      const [first] = await searchTariff(t.database.db, {
        q: 'ezels',
        limit: 5,
        date: '2026-11-25',
      });
      assert.equal(first?.code, '01013000');
      assert.equal(
        await countRows(
          t.database.db,
          'reference_syncs',
          sql`kind = 'tariff' and scope = 'cn2026'`,
        ),
        1,
      );
    });

    it('is not seeded again once a full extraction replaced it', async () => {
      const files = await tempFolder();
      const { engine } = await startTariffEngine(t.database);
      try {
        const path = await writeExtraction(files.folder, 'export-20260101-20260131.zip', [
          syntheticGoods(1),
        ]);
        assert.equal((await importFile(t.database, engine, path, 'full')).status, 'done');
        assert.equal(await countRows(t.database.db, 'tariff_goods', sql`origin = 'cn2026'`), 0);
        assert.deepEqual(await seedTariff(t.database.db), { skipped: 'full-extraction-imported' });
        assert.equal(await lookupTariffLine(t.database.db, '01012100', '2026-11-25'), undefined);
      } finally {
        await engine.stop(2000);
        await files.remove();
      }
    });
  });
}
