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
import { goodsItem, SAMPLE_ZIP, tempFolder, waitFor, writeExtraction } from './tariff-fixtures.ts';

for (const kind of databaseKinds) {
  describe(`the tariff API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: TestApp;
    let key: string;
    let files: Awaited<ReturnType<typeof tempFolder>>;
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${api.baseUrl}${path}`, { headers: { 'x-api-key': key, ...headers } });
    const body = async (path: string): Promise<any> => (await get(path)).json();

    before(async () => {
      t = await kind.open();
      files = await tempFolder();
      api = await startTestApp(t.database);
      await api.components.jobs.start();
      ({ rawKey: key } = await createApiKey(t.database.db, { name: 'tariff-reader' }, 'test'));
      await seedTariff(t.database.db);
      // A line whose wording changed on 2026-01-01: one sid until then, another after.
      const dated = await writeExtraction(
        files.folder,
        'tariff_dailyExtract_v1_20260102T010000.zip',
        [
          goodsItem({
            sid: 70,
            code: '9503007000',
            from: '2020-01-01',
            to: '2025-12-31',
            periods: [
              {
                sid: 700,
                from: '2020-01-01',
                texts: { EN: 'Toys, old line', NL: 'Speelgoed (oud)' },
              },
            ],
          }),
          goodsItem({
            sid: 71,
            code: '9503007000',
            from: '2026-01-01',
            periods: [
              {
                sid: 710,
                from: '2026-01-01',
                texts: { EN: 'Toys, new line', NL: 'Speelgoed (nieuw)' },
              },
            ],
          }),
        ],
      );
      for (const path of [SAMPLE_ZIP, dated]) {
        const { import: queued } = await enqueueTariffImport(
          { db: t.database.db, jobs: api.components.jobs },
          { path, kind: 'delta', requestedBy: 'test' },
        );
        await waitFor(
          'the import',
          async () => (await findTariffImport(t.database.db, queued.id))?.status === 'done',
        );
      }
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
      await files?.remove();
    });

    it('answers a 10-digit Tarbel code with its line, cacheable privately, and 304 for its ETag', async () => {
      const response = await get('/api/reference/tariff/8424100011');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'private, max-age=300');
      const etag = response.headers.get('etag');
      assert.ok(etag);
      const line: any = await response.json();
      assert.equal(line.code, '8424100011');
      assert.equal(line.descriptions.en, 'For use in civil aircraft');
      assert.equal(line.origin, 'tarbel');
      const again = await get('/api/reference/tariff/8424100011', { 'if-none-match': etag });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), '');
      const other = await get('/api/reference/tariff/8424100011', { 'if-none-match': '"other"' });
      assert.equal(other.status, 200);
    });

    it('answers the line valid on the date asked, and falls back to the CN line only Tarbel lacks', async () => {
      const before2026 = await body('/api/reference/tariff/9503007000?date=2025-06-30');
      assert.equal(before2026.descriptions.en, 'Toys, old line');
      assert.equal(before2026.valid_to, '2025-12-31');
      const after2026 = await body('/api/reference/tariff/9503007000?date=2026-06-30');
      assert.equal(after2026.descriptions.nl, 'Speelgoed (nieuw)');
      const cn = await body('/api/reference/tariff/0101300010');
      assert.deepEqual(
        [cn.code, cn.origin, cn.descriptions.fr, cn.supplementary_unit],
        ['01013000', 'cn2026', 'Ânes', 'PST'],
      );
      const eight = await body('/api/reference/tariff/01013000');
      assert.equal(eight.code, '01013000');
    });

    it('answers 404 for an unknown code and 400 for a malformed code or date, as problems', async () => {
      const unknown = await get('/api/reference/tariff/9999999999');
      assert.equal(unknown.status, 404);
      assert.match(unknown.headers.get('content-type') ?? '', /application\/problem\+json/);
      assert.match(
        ((await unknown.json()) as { detail: string }).detail,
        /No tariff line has code 9999999999/,
      );
      assert.equal((await get('/api/reference/tariff/12345')).status, 400);
      assert.equal((await get('/api/reference/tariff/0101300000?date=2026-02-30')).status, 400);
      assert.equal((await get('/api/reference/tariff/0101300000?date=tomorrow')).status, 400);
      assert.equal(
        (await fetch(`${api.baseUrl}/api/reference/tariff/01013000`)).status,
        401,
        'an API key or a token is needed',
      );
    });

    it('searches words in Dutch, French or English, accents ignored, best first, and code prefixes', async () => {
      for (const q of ['ezels', 'anes', 'ÂNES', 'asses']) {
        const hits = await body(`/api/reference/tariff?q=${encodeURIComponent(q)}&limit=3`);
        assert.equal(hits[0]?.code, '01013000', q);
        assert.ok(hits.length <= 3);
      }
      const toys = await body('/api/reference/tariff?q=speelgoed&date=2025-06-30');
      assert.deepEqual(
        toys
          .filter((hit: { origin: string }) => hit.origin === 'tarbel')
          .map((hit: any) => hit.descriptions.en),
        ['Toys, old line'],
      );
      const prefix = await body('/api/reference/tariff?q=0101%2029&limit=5');
      assert.deepEqual(
        prefix.map((hit: { code: string }) => hit.code),
        ['01012910', '01012990'],
      );
      const response = await get('/api/reference/tariff?q=ezels');
      const etag = response.headers.get('etag')!;
      assert.equal(
        (await get('/api/reference/tariff?q=ezels', { 'if-none-match': etag })).status,
        304,
      );
      assert.equal((await get('/api/reference/tariff?q=ezels&limit=0')).status, 400);
    });

    it('lists the imports with their progress', async () => {
      const response = await get('/api/reference/tariff-imports');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), 'private, no-cache');
      const list: any = await response.json();
      assert.deepEqual(
        list.imports.map((entry: any) => [
          entry.file_name,
          entry.status,
          entry.rows_done,
          entry.rows_total,
        ]),
        [
          ['tariff_dailyExtract_v1_20260102T010000.zip', 'done', 2, 2],
          ['tariff_dailyExtract_v1_20251006T125959.zip', 'done', 5, 226],
        ],
      );
      assert.equal(list.latest_available, null, 'no daily cycle ran');
    });

    it('documents the three routes in the OpenAPI description', async () => {
      const document = api.app.swagger() as { paths: Record<string, Record<string, any>> };
      for (const path of [
        '/api/reference/tariff/{code}',
        '/api/reference/tariff',
        '/api/reference/tariff-imports',
      ]) {
        assert.ok(document.paths[path]?.get, path);
        assert.ok(document.paths[path].get.responses['304'], `${path} 304`);
      }
    });
  });
}
