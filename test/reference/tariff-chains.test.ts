import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createApiKey } from '../../src/api-keys/index.ts';
import {
  enqueueTariffImport,
  findTariffImport,
  seedTariff,
} from '../../src/reference/tariff/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import {
  goodsItem,
  tempFolder,
  waitFor,
  writeExtraction,
  type PeriodSpec,
} from './tariff-fixtures.ts';

type Texts = PeriodSpec['texts'];

/** One goods line of heading 7318 with one description period from 2020, as Tarbel sends it. */
const line = (
  sid: number,
  code: string,
  suffix: string,
  indent: number,
  texts: Texts,
  dates: { from?: string; to?: string } = {},
) =>
  goodsItem({
    sid,
    code,
    suffix,
    indent,
    ...dates,
    periods: [{ sid: sid * 10, from: dates.from ?? '2020-01-01', texts }],
  });

const HEADING_EN =
  'Screws, bolts, nuts, coach screws, screw hooks, rivets, cotters, cotter pins, washers and similar articles, of iron or steel';

/** Heading 7318 down to 7318 15 58 ("Other"), with a grouping line renamed on 2026-01-01. */
const heading7318 = [
  line(1, '7300000000', '80', 0, { EN: 'ARTICLES OF IRON OR STEEL' }),
  line(2, '7318000000', '80', 0, {
    EN: HEADING_EN,
    NL: 'Schroeven, bouten, moeren en dergelijke artikelen, van gietijzer, van ijzer of van staal',
    FR: 'Vis, boulons, écrous et articles similaires, en fonte, fer ou acier',
  }),
  line(3, '7318110000', '10', 1, {
    EN: '- Threaded articles',
    NL: '- met schroefdraad',
    FR: '- filetés',
  }),
  line(4, '7318110000', '80', 2, { EN: '- - Coach screws', NL: '- - kraagschroeven' }),
  line(5, '7318150000', '80', 2, {
    EN: '- - Other screws and bolts, whether or not with their nuts or washers',
    NL: '- - andere schroeven en bouten, ook indien met bijbehorende moeren of sluitringen',
    FR: '- - autres vis et boulons, même avec leurs écrous ou rondelles',
  }),
  line(6, '7318153500', '10', 3, { EN: '- - - Other', NL: '- - - andere', FR: '- - - autres' }),
  line(7, '7318153500', '80', 4, { EN: '- - - - Without heads' }),
  goodsItem({
    sid: 8,
    code: '7318155200',
    suffix: '10',
    indent: 4,
    periods: [
      { sid: 80, from: '2020-01-01', texts: { EN: '- - - - With heads', NL: '- - - - met kop' } },
      {
        sid: 81,
        from: '2026-01-01',
        texts: { EN: '- - - - With a head', NL: '- - - - met een kop' },
      },
    ],
  }),
  line(
    9,
    '7318155200',
    '20',
    5,
    { EN: '- - - - - Slotted and cross-recessed screws' },
    { to: '2025-12-31' },
  ),
  line(
    10,
    '7318155200',
    '20',
    5,
    { EN: '- - - - - Slotted or cross-recessed screws' },
    { from: '2026-01-01' },
  ),
  line(11, '7318155200', '80', 6, { EN: '- - - - - - Of stainless steel' }),
  line(12, '7318155800', '80', 6, {
    EN: '- - - - - - Other',
    NL: '- - - - - - andere',
    FR: 'autres',
  }),
  line(13, '7318160000', '80', 2, { EN: '- - Nuts' }),
  // A national line a delta sent without its indent: the lines of its 6- and 8-digit codes.
  goodsItem({
    sid: 14,
    code: '7318160011',
    periods: [{ sid: 140, from: '2020-01-01', texts: { EN: 'For aircraft' } }],
  }),
  // Heading 0101 is not in these deltas: the CN seed, still there, gives it.
  goodsItem({
    sid: 20,
    code: '0101291000',
    indent: 3,
    periods: [{ sid: 200, from: '2020-01-01', texts: { EN: '- - - For slaughter' } }],
  }),
];

interface Step {
  code: string;
  suffix: string;
  descriptions: { en: string | null; nl: string | null; fr: string | null };
}
const english = (chain: Step[]) => chain.map((step) => step.descriptions.en);

for (const kind of databaseKinds) {
  describe(`the tariff's description chains on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: TestApp;
    let key: string;
    let files: Awaited<ReturnType<typeof tempFolder>>;
    const body = async (path: string): Promise<any> => {
      const response = await fetch(`${api.baseUrl}${path}`, { headers: { 'x-api-key': key } });
      assert.equal(response.status, 200, path);
      return response.json();
    };

    before(async () => {
      t = await kind.open();
      files = await tempFolder();
      api = await startTestApp(t.database);
      await api.components.jobs.start();
      ({ rawKey: key } = await createApiKey(t.database.db, { name: 'tariff-reader' }, 'test'));
      await seedTariff(t.database.db);
      const path = await writeExtraction(
        files.folder,
        'tariff_dailyExtract_v1_20260102T010000.zip',
        heading7318,
      );
      const { import: queued } = await enqueueTariffImport(
        { db: t.database.db, jobs: api.components.jobs },
        { path, kind: 'delta', requestedBy: 'test' },
      );
      await waitFor(
        'the import',
        async () => (await findTariffImport(t.database.db, queued.id))?.status === 'done',
      );
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
      await files?.remove();
    });

    it('answers a code whose own description is "Other" with its chain from its heading, dashes off', async () => {
      const other = await body('/api/reference/tariff/7318155800?date=2025-06-30');
      assert.equal(other.descriptions.en, '- - - - - - Other', 'the description stays as stored');
      assert.deepEqual(english(other.chain), [
        HEADING_EN,
        'Threaded articles',
        'Other screws and bolts, whether or not with their nuts or washers',
        'Other',
        'With heads',
        'Slotted and cross-recessed screws',
        'Other',
      ]);
      assert.deepEqual(
        other.chain.map((step: Step) => `${step.code} ${step.suffix}`),
        [
          '7318000000 80',
          '7318110000 10',
          '7318150000 80',
          '7318153500 10',
          '7318155200 10',
          '7318155200 20',
          '7318155800 80',
        ],
      );
      assert.deepEqual(
        other.chain.map((step: Step) => step.descriptions.nl),
        [
          'Schroeven, bouten, moeren en dergelijke artikelen, van gietijzer, van ijzer of van staal',
          'met schroefdraad',
          'andere schroeven en bouten, ook indien met bijbehorende moeren of sluitringen',
          'andere',
          'met kop',
          null,
          'andere',
        ],
      );
    });

    it('climbs the lines valid on the date asked, each with the description in force then', async () => {
      const other = await body('/api/reference/tariff/7318155800?date=2026-06-30');
      assert.deepEqual(english(other.chain).slice(4), [
        'With a head',
        'Slotted or cross-recessed screws',
        'Other',
      ]);
      const steel = await body('/api/reference/tariff/7318155200?date=2025-06-30');
      assert.deepEqual(
        english(steel.chain).slice(-4),
        ['Other', 'With heads', 'Slotted and cross-recessed screws', 'Of stainless steel'],
        'the grouping lines of its own code are above it',
      );
      const nuts = await body('/api/reference/tariff/7318160000');
      assert.deepEqual(english(nuts.chain), [HEADING_EN, 'Threaded articles', 'Nuts']);
      const aircraft = await body('/api/reference/tariff/7318160011');
      assert.deepEqual(english(aircraft.chain), [HEADING_EN, 'Nuts', 'For aircraft']);
      const heading = await body('/api/reference/tariff/7318000000');
      assert.deepEqual(english(heading.chain), [HEADING_EN], 'a heading is its own chain');
      const chapter = await body('/api/reference/tariff/7300000000');
      assert.deepEqual(english(chapter.chain), ['ARTICLES OF IRON OR STEEL']);
    });

    it('gives every search hit its chain, for a code prefix and for words', async () => {
      const prefix = await body('/api/reference/tariff?q=7318%2015%2058&date=2025-06-30');
      const tarbel = prefix.find((hit: any) => hit.origin === 'tarbel');
      assert.equal(tarbel.code, '7318155800');
      assert.equal(tarbel.chain.length, 7);
      assert.equal(tarbel.chain.at(-2).descriptions.en, 'Slotted and cross-recessed screws');
      const seed = prefix.find((hit: any) => hit.origin === 'cn2026');
      assert.equal(seed.code, '73181558');
      assert.deepEqual(
        seed.chain.map((step: Step) => step.descriptions.fr),
        [
          'Vis, boulons, écrous, tire-fond, crochets à pas de vis, rivets, goupilles, clavettes, rondelles (y compris les rondelles destinées à faire ressort) et articles similaires, en fonte, fer ou acier',
          'autres',
        ],
        'the seed knows the heading above its line',
      );
      assert.equal(seed.chain[0].code, '73180000');

      const all = await body('/api/reference/tariff?q=7318&limit=100&date=2025-06-30');
      for (const hit of all) {
        assert.ok(hit.chain.length >= 1, hit.code);
        assert.deepEqual(
          [hit.chain.at(-1).code, hit.chain.at(-1).suffix],
          [hit.code, hit.suffix],
          'the line itself closes its chain',
        );
      }

      const words = await body('/api/reference/tariff?q=cross-recessed&date=2025-06-30');
      const grouping = words.find((hit: any) => hit.code === '7318155200' && hit.suffix === '20');
      assert.deepEqual(english(grouping.chain).slice(-3), [
        'Other',
        'With heads',
        'Slotted and cross-recessed screws',
      ]);
    });

    it('keeps the date filter of the search: lines and ancestors of another date stay out', async () => {
      const before2026 = await body('/api/reference/tariff?q=slotted%20screws&date=2025-06-30');
      const after2026 = await body('/api/reference/tariff?q=slotted%20screws&date=2026-06-30');
      const tarbelTexts = (hits: any[]) =>
        hits.filter((hit) => hit.origin === 'tarbel').map((hit) => hit.descriptions.en);
      assert.deepEqual(tarbelTexts(before2026), ['- - - - - Slotted and cross-recessed screws']);
      assert.deepEqual(tarbelTexts(after2026), ['- - - - - Slotted or cross-recessed screws']);
      const inForce = after2026.find((hit: any) => hit.origin === 'tarbel');
      assert.equal(inForce.chain.at(-2).descriptions.en, 'With a head');
    });

    it('gives a CN 2026 line its heading, and a Tarbel line of a heading the deltas lack the seed heading', async () => {
      const asses = await body('/api/reference/tariff/01019000');
      assert.deepEqual(
        asses.chain.map((step: Step) => step.descriptions.nl),
        ['Levende paarden, ezels, muildieren en muilezels', 'andere'],
      );
      const honey = await body('/api/reference/tariff/04090000');
      assert.deepEqual(english(honey.chain), ['Natural honey'], 'a heading of one line');
      const slaughter = await body('/api/reference/tariff/0101291000');
      assert.equal(slaughter.origin, 'tarbel');
      assert.deepEqual(
        slaughter.chain.map((step: Step) => [step.code, step.descriptions.en]),
        [
          ['0101000000', 'Live horses, asses, mules and hinnies'],
          ['0101291000', 'For slaughter'],
        ],
      );
    });

    it('documents the chain in both answers of the OpenAPI description', () => {
      const document = api.app.swagger() as { paths: Record<string, Record<string, any>> };
      const line =
        document.paths['/api/reference/tariff/{code}']!.get.responses['200'].content[
          'application/json'
        ].schema;
      const hits =
        document.paths['/api/reference/tariff']!.get.responses['200'].content['application/json']
          .schema;
      assert.equal(line.properties.chain.type, 'array');
      assert.ok(line.required.includes('chain'));
      assert.equal(hits.items.properties.chain.items.required.length, 3);
    });
  });
}
