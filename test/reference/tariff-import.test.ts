import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { queryRows, schema } from '../../src/db/index.ts';
import type { JobEngine } from '../../src/jobs/index.ts';
import { lookupTariffLine, seedTariff } from '../../src/reference/tariff/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  extractionXml,
  footnoteItem,
  goodsItem,
  importFile,
  measureItem,
  SAMPLE_ZIP,
  startTariffEngine,
  syntheticGoods,
  tempFolder,
  writeExtraction,
  writeZip,
} from './tariff-fixtures.ts';

const TODAY = '2026-11-25';

/** What lookups can see: every row of the three tariff tables but the import bookkeeping. */
const tariffDump = async (t: TestDatabase) =>
  JSON.stringify(
    await Promise.all(
      ['tariff_goods', 'tariff_descriptions', 'tariff_measures', 'tariff_deletions'].map((table) =>
        queryRows(t.database.db, sql`select * from ${sql.identifier(table)} order by 1, 2, 3`),
      ),
    ),
  );

const stagedRows = async (t: TestDatabase, importId: string) => {
  let n = 0;
  for (const table of [
    'tariff_goods',
    'tariff_descriptions',
    'tariff_measures',
    'tariff_deletions',
  ])
    n += await countRows(t.database.db, table, sql`dataset = ${importId}`);
  return n;
};

for (const kind of databaseKinds) {
  describe(`tariff imports on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let engine: JobEngine;
    let files: Awaited<ReturnType<typeof tempFolder>>;
    before(async () => {
      t = await kind.open();
      files = await tempFolder();
      ({ engine } = await startTariffEngine(t.database, {
        env: { Tarbel__VatMeasureTypes: 'VTS,VTZ' },
      }));
    });
    after(async () => {
      await engine?.stop(2000);
      await t?.dispose();
      await files?.remove();
    });

    it('imports the shared sample ZIP: its goods line with code, suffix, indent and description, past the other records', async () => {
      const done = await importFile(t.database, engine, SAMPLE_ZIP, 'delta');
      assert.equal(done.status, 'done', done.error ?? '');
      assert.equal(done.rowsDone, 5, 'five TariffHistoryItems in the file');
      assert.equal(done.rowsTotal, 226, 'ResultsInfo/totalRecords as the file states it');
      const line = await lookupTariffLine(t.database.db, '8424100011', TODAY);
      assert.deepEqual(line, {
        code: '8424100011',
        suffix: '10',
        descriptions: { nl: null, fr: null, en: 'For use in civil aircraft' },
        valid_from: '2025-03-26',
        valid_to: null,
        indent: 2,
        supplementary_unit: null,
        vat: null,
        declarable: false,
        origin: 'tarbel',
      });
      const goods = await t.database.db.select().from(schema.tariffGoods);
      assert.deepEqual(
        goods.map((row) => [row.sid, row.code, row.suffix, row.dataset]),
        [[109932, '8424100011', '10', 'tarbel']],
        'one goods line; base regulation, geographical area, measure 305 and quota read past',
      );
      const [period] = await t.database.db.select().from(schema.tariffDescriptions);
      assert.equal(period?.periodSid, 161239);
      assert.equal(await countRows(t.database.db, 'tariff_measures'), 0);
      const [sync] = await t.database.db
        .select()
        .from(schema.referenceSyncs)
        .where(eq(schema.referenceSyncs.scope, 'tariff_dailyExtract_v1_20251006T125959.zip'));
      assert.equal(sync?.kind, 'tariff');
      assert.equal(sync?.outcome, 'ok');
      assert.equal(sync?.entries, 5);
      assert.match(sync?.detail ?? '', /5 records read \(the file declares 226\)/);
    });

    it('replaces the whole tariff with a full extraction, CN seed included, and reads units and VAT from measures', async () => {
      await seedTariff(t.database.db);
      assert.ok(await lookupTariffLine(t.database.db, '01012100', TODAY), 'the seed answers');
      const full = await writeExtraction(files.folder, 'export-20260101-20260131.zip', [
        goodsItem({
          sid: 3,
          code: '8501100000',
          indent: 2,
          periods: [
            { sid: 31, from: '2020-01-01', texts: { EN: 'Motors of an output <= 37,5 W' } },
          ],
        }),
        goodsItem({
          sid: 1,
          code: '8501101000',
          indent: 3,
          periods: [
            {
              sid: 11,
              from: '2020-01-01',
              texts: {
                EN: 'Synchronous motors',
                FR: 'Moteurs synchrones',
                NL: 'Synchrone motoren',
              },
            },
          ],
        }),
        goodsItem({
          sid: 2,
          code: '8501102000',
          indent: 3,
          periods: [{ sid: 21, from: '2020-01-01', texts: { EN: 'Stepper motors' } }],
        }),
        measureItem({ sid: 900, type: '109', code: '8501100000', unit: 'NAR' }),
        measureItem({ sid: 901, type: 'VTS', code: '8500000000', amount: '21.000' }),
        measureItem({ sid: 902, type: 'VTZ', code: '8501101000', amount: '6.000' }),
        measureItem({ sid: 903, type: '103', code: '8501101000', amount: '2.700' }),
        footnoteItem(329),
      ]);
      const done = await importFile(t.database, engine, full, 'full');
      assert.equal(done.status, 'done', done.error ?? '');
      assert.equal(await lookupTariffLine(t.database.db, '01012100', TODAY), undefined);
      assert.equal(await lookupTariffLine(t.database.db, '8424100011', TODAY), undefined);
      assert.equal(await countRows(t.database.db, 'tariff_goods', sql`dataset <> ${done.id}`), 0);
      const motor = await lookupTariffLine(t.database.db, '8501101000', TODAY);
      assert.deepEqual(motor?.descriptions, {
        nl: 'Synchrone motoren',
        fr: 'Moteurs synchrones',
        en: 'Synchronous motors',
      });
      assert.equal(motor?.supplementary_unit, 'NAR', 'measure 109 on the line above');
      assert.deepEqual(
        motor?.vat,
        [{ measure_type: 'VTZ', rate: '6.000', additional_code: null }],
        'the most specific VAT measure; the third-country duty (103) is not VAT',
      );
      assert.equal(motor?.declarable, true);
      const parent = await lookupTariffLine(t.database.db, '8501100000', TODAY);
      assert.equal(parent?.declarable, false, 'lines below it');
      assert.deepEqual(parent?.vat, [
        { measure_type: 'VTS', rate: '21.000', additional_code: null },
      ]);
      assert.equal(parent?.descriptions.en, 'Motors of an output <= 37,5 W');
      assert.equal(await countRows(t.database.db, 'tariff_measures'), 3);
    });

    it('applies a delta that deletes one code and updates another, whole, in file order', async () => {
      const delta = await writeExtraction(
        files.folder,
        'tariff_dailyExtract_v1_20260201T120000.zip',
        [
          goodsItem({ op: 'D', sid: 2, code: '8501102000' }),
          goodsItem({
            op: 'U',
            sid: 1,
            code: '8501101000',
            periods: [
              {
                sid: 11,
                op: 'U',
                from: '2020-01-01',
                texts: { NL: 'Synchrone motoren, bijgewerkt' },
              },
              {
                sid: 12,
                op: 'C',
                from: '2026-03-01',
                texts: { EN: 'Synchronous motors (new wording)' },
              },
            ],
          }),
          goodsItem({
            sid: 4,
            code: '8501103000',
            indent: 3,
            periods: [{ sid: 41, from: '2026-02-01', texts: { FR: 'Moteurs pas à pas' } }],
          }),
          measureItem({ op: 'D', sid: 902, type: 'VTZ', code: '8501101000' }),
        ],
      );
      const done = await importFile(t.database, engine, delta, 'delta');
      assert.equal(done.status, 'done', done.error ?? '');
      assert.equal(await lookupTariffLine(t.database.db, '8501102000', TODAY), undefined);
      assert.equal(await countRows(t.database.db, 'tariff_descriptions', sql`period_sid = 21`), 0);
      const february = await lookupTariffLine(t.database.db, '8501101000', '2026-02-15');
      assert.deepEqual(february?.descriptions, {
        nl: 'Synchrone motoren, bijgewerkt',
        fr: 'Moteurs synchrones',
        en: 'Synchronous motors',
      });
      assert.equal(february?.indent, 3, 'an update without indents keeps the indent');
      const later = await lookupTariffLine(t.database.db, '8501101000', TODAY);
      assert.equal(later?.descriptions.en, 'Synchronous motors (new wording)');
      assert.deepEqual(later?.vat, [
        { measure_type: 'VTS', rate: '21.000', additional_code: null },
      ]);
      assert.equal(
        (await lookupTariffLine(t.database.db, '8501103000', TODAY))?.descriptions.fr,
        'Moteurs pas à pas',
      );
      assert.equal(await stagedRows(t, done.id), 0, 'nothing of the delta is left staged');
    });

    it('fails a file that is not a ZIP, a ZIP without XML and malformed XML with their reasons, leaving the tariff as it was', async () => {
      const before = await tariffDump(t);
      const notZip = await importFile(
        t.database,
        engine,
        '../shared/refdata/tariff/uk-cds-eurodyn-sample/footnote.xml',
        'delta',
      );
      assert.equal(notZip.status, 'failed');
      assert.match(notZip.error ?? '', /^not a ZIP archive/);

      const noXml = await writeZip(`${files.folder}/no-xml.zip`, [
        { name: 'readme.txt', content: 'no extraction here' },
      ]);
      const empty = await importFile(t.database, engine, noXml, 'delta');
      assert.equal(empty.status, 'failed');
      assert.equal(empty.error, 'the ZIP holds no XML file (it holds readme.txt)');

      // Two batches of good records, then a broken item: the batches were committed (staged), not applied.
      const items = Array.from({ length: 1500 }, (_, n) => syntheticGoods(n));
      const broken = extractionXml(items).replace(
        '</ns2:TariffHistoryResponse>',
        '<TariffHistoryItem><GoodsNomenclature></TariffHistoryItem></ns2:TariffHistoryResponse>',
      );
      for (const importKind of ['delta', 'full'] as const) {
        const path = await writeZip(`${files.folder}/broken-${importKind}.zip`, [
          { name: 'export.xml', content: broken },
        ]);
        const failed = await importFile(t.database, engine, path, importKind);
        assert.equal(failed.status, 'failed');
        assert.match(
          failed.error ?? '',
          /^malformed XML at line \d+, column \d+: unexpected close tag/,
        );
        assert.equal(failed.rowsDone, 1000, 'the batch before the error was committed');
        assert.equal(await stagedRows(t, failed.id), 0, 'and dropped when the import failed');
      }

      const badCode = await writeExtraction(files.folder, 'bad-code.zip', [
        syntheticGoods(1),
        goodsItem({ sid: 7, code: '850110100' }),
      ]);
      const refused = await importFile(t.database, engine, badCode, 'delta');
      assert.equal(
        refused.error,
        'item 2 (GoodsNomenclature): goodsNomenclatureItemId 850110100 is not ten digits',
      );

      assert.equal(await tariffDump(t), before, 'no lookup sees anything of the failed imports');
      const failedSyncs = await countRows(
        t.database.db,
        'reference_syncs',
        sql`kind = 'tariff' and outcome = 'failed' and detail is not null`,
      );
      assert.equal(failedSyncs, 5);
    });
  });
}
