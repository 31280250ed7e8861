import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseDeclaration } from '../../src/canonical/index.ts';
import type { Db } from '../../src/db/index.ts';
import { completeDeclaration } from '../../src/ingestion/complete-declaration.ts';
import { embeddedTariff, seedTariff, tariffForCodes } from '../../src/reference/tariff/index.ts';
import { buildDeclarationMessage, type MessageRequest } from '../../src/regimes/index.ts';
import { companySettings } from '../../src/runtime-settings/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { DECLARANT_SETTINGS, filingSetup } from '../support/filing.ts';
import { exportAsCompleted, sample, withCn2026Codes } from '../support/samples.ts';
import {
  goodsItem,
  importFile,
  startTariffEngine,
  tempFolder,
  writeExtraction,
} from '../reference/tariff-fixtures.ts';

const DAY = '2026-11-23';
const company = companySettings({
  'declarations:sender_gln': '5412345000013',
  'declarations:auth_c521': 'BEACEBE0403000158-2021-TR01',
  ...DECLARANT_SETTINGS,
});

type Json = Record<string, any>;

/** The problems of the commodity-code rules when a declaration is built with this tariff. */
const tariffProblems = (raw: Json, tariff: MessageRequest['tariff']) => {
  const parsed = parseDeclaration(raw);
  if (!parsed.ok) assert.fail(JSON.stringify(parsed.complaints));
  const built = buildDeclarationMessage(filingSetup(6), {
    dossierId: '3f2a7c10-5b6d-4e8f-9a01-23456789abcd',
    declaration: completeDeclaration(parsed.declaration, company, DAY),
    company,
    messageId: '7d1c2f00-aaaa-4bbb-8ccc-000000000001',
    now: new Date(`${DAY}T09:15:00Z`),
    ...(tariff ? { tariff } : {}),
  });
  return built.ok
    ? []
    : built.problems.filter((problem) =>
        /^(R0060|EX-COMMODITY-CODE|IM-COMMODITY-CODE)$/.test(problem.rule ?? ''),
      );
};

const exportSample = () => withCn2026Codes(exportAsCompleted());

/**
 * A Tarbel extraction of one family: 7318 15 58 undivided, 7318 15 95 divided at TARIC level,
 * 7318 16 30 ended with 2025 and 7318 16 39 from 2026.
 */
const EXTRACTION = [
  goodsItem({ sid: 1, code: '7318000000', indent: 0 }),
  goodsItem({ sid: 2, code: '7318150000', indent: 1 }),
  goodsItem({ sid: 3, code: '7318155800', indent: 2 }),
  goodsItem({ sid: 4, code: '7318159500', indent: 2 }),
  goodsItem({ sid: 5, code: '7318159510', indent: 3 }),
  goodsItem({ sid: 6, code: '7318159590', indent: 3 }),
  goodsItem({ sid: 7, code: '7318160000', indent: 1 }),
  goodsItem({ sid: 8, code: '7318163000', indent: 2, to: '2025-12-31' }),
  goodsItem({ sid: 9, code: '7318163900', indent: 2, from: '2026-01-01' }),
];

describe('commodity codes against the CN 2026 the service ships (no database)', () => {
  const tariff = embeddedTariff(DAY);

  it('builds the samples with CN 2026 codes, and refuses the shared samples’ outdated ones per regime', () => {
    assert.deepEqual(tariffProblems(withCn2026Codes(sample('t1-auto-dispatch')), tariff), []);
    assert.deepEqual(tariffProblems(exportSample(), tariff), []);
    assert.deepEqual(tariffProblems(sample('im-h1b'), tariff), []);

    const transit = tariffProblems(sample('t1-auto-dispatch'), tariff);
    assert.deepEqual(
      transit.map(({ rule, path, element }) => ({ rule, path, element })),
      [
        {
          rule: 'R0060',
          path: '/goods_items/1/commodity_code',
          element: 'ConsignmentItem/Commodity/CommodityCode/harmonizedSystemSubHeadingCode',
        },
      ],
    );
    assert.equal(
      transit[0]!.message,
      '73181630 is not a code of the tariff (CN 2026) on 2026-11-23; the codes of 731816 are 73181631, 73181639, 73181640, 73181660, 73181692, 73181699',
    );

    const d = exportSample();
    d.goods_items[0].commodity_code = '84596100';
    const exported = tariffProblems(d, tariff);
    assert.equal(exported.length, 1);
    assert.equal(exported[0]!.rule, 'EX-COMMODITY-CODE');
    assert.equal(
      exported[0]!.message,
      '84596100 is a heading, not a declarable subheading of the tariff (CN 2026) on 2026-11-23: declare one of 84596110, 84596190',
    );
  });

  it('checks an import code at its first eight digits until a Tarbel extraction is loaded', () => {
    const d = sample('im-h1b');
    // 94051190 is a CN subheading; the TARIC digits cannot be checked against the CN.
    d.goods_items[0].commodity_code = '9405119099';
    d.goods_items[1].commodity_code = '7318000000';
    const problems = tariffProblems(d, tariff);
    assert.deepEqual(
      problems.map(({ rule, path }) => ({ rule, path })),
      [{ rule: 'IM-COMMODITY-CODE', path: '/goods_items/1/commodity_code' }],
    );
    assert.match(
      problems[0]!.message,
      /^73180000 is a heading, .*: declare one of 73181100, .* \(and \d+ more\)$/,
    );
    assert.equal(
      problems[0]!.element,
      'GoodsItem/Commodity/CommodityCode/harmonizedSystemSubHeadingCode',
    );
  });

  it('says so when a code has no neighbours to propose', () => {
    const d = withCn2026Codes(sample('t1-auto-dispatch'));
    d.goods_items[2].commodity_code = '99999999';
    assert.deepEqual(
      tariffProblems(d, tariff).map(({ path, message }) => ({ path, message })),
      [
        {
          path: '/goods_items/2/commodity_code',
          message: '99999999 is not a code of the tariff (CN 2026) on 2026-11-23',
        },
      ],
    );
  });

  it('checks nothing without a tariff', () => {
    assert.deepEqual(tariffProblems(sample('t1-auto-dispatch'), undefined), []);
  });
});

for (const kind of databaseKinds) {
  describe(`commodity codes against the loaded tariff on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let db: Db;
    before(async () => {
      t = await kind.open();
      db = t.database.db;
    });
    after(async () => {
      await t?.dispose();
    });

    it('checks nothing while no tariff is loaded', async () => {
      assert.equal(await tariffForCodes(db, ['73181630'], DAY), undefined);
    });

    it('answers at eight digits from the CN 2026 seed, only for the codes it was asked', async () => {
      await seedTariff(db);
      const tariff = await tariffForCodes(db, ['73181630', '7318155800', '73181500'], DAY);
      assert.ok(tariff);
      assert.deepEqual([tariff.digits, tariff.source, tariff.date], [8, 'CN 2026', DAY]);
      assert.deepEqual(tariff.verdict('73181630'), {
        kind: 'unknown',
        nearby: ['73181631', '73181639', '73181640', '73181660', '73181692', '73181699'],
      });
      assert.deepEqual(tariff.verdict('73181558'), { kind: 'declarable' });
      assert.equal(tariff.verdict('73181500')?.kind, 'heading');
      // No 10-digit answers from the CN, and none for a code the declaration does not name.
      assert.equal(tariff.verdict('7318155800'), undefined);
      assert.equal(tariff.verdict('84596190'), undefined);
      assert.deepEqual(
        tariffProblems(
          sample('t1-auto-dispatch'),
          await tariffForCodes(db, ['73181558', '73181630', '32081090'], DAY),
        ).map((problem) => problem.path),
        ['/goods_items/1/commodity_code'],
      );
    });

    it('answers at ten digits, on the date, once a full Tarbel extraction is imported', async () => {
      const files = await tempFolder();
      const { engine } = await startTariffEngine(t.database);
      try {
        const path = await writeExtraction(
          files.folder,
          'export-20260101-20260131.zip',
          EXTRACTION,
        );
        assert.equal((await importFile(t.database, engine, path, 'full')).status, 'done');
      } finally {
        await engine.stop(2000);
        await files.remove();
      }
      const codes = ['7318155800', '7318159500', '7318163000', '73181500', '84596190'];
      const tariff = await tariffForCodes(db, codes, DAY);
      assert.ok(tariff);
      assert.deepEqual([tariff.digits, tariff.source], [10, 'Tarbel']);
      assert.deepEqual(tariff.verdict('7318155800'), { kind: 'declarable' });
      // Divided at TARIC level: a CN subheading at eight digits, no TARIC code at ten.
      assert.deepEqual(tariff.verdict('73181595'), { kind: 'declarable' });
      assert.deepEqual(tariff.verdict('7318159500'), {
        kind: 'heading',
        below: ['7318159510', '7318159590'],
      });
      assert.deepEqual(tariff.verdict('73181500'), {
        kind: 'heading',
        below: ['73181558', '73181595'],
      });
      // Ended with 2025; valid again on a day it was.
      assert.deepEqual(tariff.verdict('7318163000'), { kind: 'unknown', nearby: ['7318163900'] });
      assert.deepEqual((await tariffForCodes(db, codes, '2025-06-01'))!.verdict('7318163000'), {
        kind: 'declarable',
      });
      // The seed is gone with the full extraction: a CN 2026 code it does not have is unknown.
      assert.deepEqual(tariff.verdict('84596190'), { kind: 'unknown', nearby: [] });

      // The same code: a CN subheading for an export, no declarable TARIC code for an import.
      const exported = exportSample();
      exported.goods_items = [{ ...exported.goods_items[0], commodity_code: '7318159500' }];
      exported.totals = { ...exported.totals, gross_mass: exported.goods_items[0].gross_mass };
      const imported = sample('im-h1b');
      imported.goods_items[0].commodity_code = '7318159500';
      imported.goods_items[1].commodity_code = '7318159510';
      const lookup = await tariffForCodes(db, ['7318159500', '7318159510'], DAY);
      assert.deepEqual(tariffProblems(exported, lookup), []);
      const problems = tariffProblems(imported, lookup);
      assert.deepEqual(
        problems.map(({ rule, path }) => ({ rule, path })),
        [{ rule: 'IM-COMMODITY-CODE', path: '/goods_items/0/commodity_code' }],
      );
      assert.equal(
        problems[0]!.message,
        '7318159500 is a heading, not a declarable subheading of the tariff (Tarbel) on 2026-11-23: declare one of 7318159510, 7318159590',
      );
    });
  });
}
