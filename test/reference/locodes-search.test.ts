import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { createApiKey } from '../../src/api-keys/index.ts';
import { createTokenVerifier } from '../../src/auth/index.ts';
import { queryRows } from '../../src/db/index.ts';
import { importLocodes } from '../../src/reference/locodes/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { sharedDir } from '../support/samples.ts';
import { startOidcServer } from '../support/oidc-server.ts';

const GEOAPIFY = join(sharedDir, 'refdata/unlocode/geoapify-un-locode/code-list-geoapify-2024.csv');
const TENANT = '3f1c2a9e-7d4b-4c1e-9a2f-000000000015';
const CLIENT = '8a7b6c5d-1111-2222-3333-444455550015';

/**
 * Belgium, its neighbours Netherlands, Luxembourg and Germany (13,908 rows of the geoapify copy)
 * and every Antw... elsewhere; Liège with its accent, which that copy lost.
 */
const subset = (rename: (text: string) => string = (text) => text): Buffer => {
  const lines = readFileSync(GEOAPIFY, 'utf8').split('\n');
  const kept = lines.filter(
    (line, index) => index === 0 || /^(BE|NL|LU|DE),/.test(line) || /^..,...,Antw/i.test(line),
  );
  return Buffer.from(rename(kept.join('\n').replace('BE,LGG,Li\uFFFDge,', 'BE,LGG,Liège,')));
};

const importSubset = (t: TestDatabase, rename?: (text: string) => string) =>
  importLocodes(t.database.db, pino({ level: 'silent' }), {
    scope: 'subset.csv',
    source: 'test:subset.csv',
    open: async () => ({
      bytes: (async function* () {
        yield subset(rename);
      })(),
    }),
  });

for (const kind of databaseKinds) {
  describe(`GET /api/locodes/search on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: TestApp;
    let oidc: Awaited<ReturnType<typeof startOidcServer>>;
    let key: string;
    before(async () => {
      t = await kind.open();
      oidc = await startOidcServer(TENANT);
      const verifyToken = createTokenVerifier({
        instance: oidc.instance,
        tenantId: TENANT,
        clientId: CLIENT,
        refetchCooldownMs: 0,
      });
      api = await startTestApp(t.database, { compose: { verifyToken } });
      // Any scope reads reference data: this key may only send masterdata.
      key = (
        await createApiKey(t.database.db, { name: 'accounting', scopes: ['masterdata'] }, 'test')
      ).rawKey;
      const done = await importSubset(t);
      assert.equal(done.rows, 13_908);
    });
    after(async () => {
      await api?.close();
      await oidc?.close();
      await t?.dispose();
    });

    const search = (query: string, headers: Record<string, string> = { 'x-api-key': key }) =>
      fetch(`${api.baseUrl}/api/locodes/search?${query}`, { headers });
    const codes = async (query: string) => {
      const response = await search(query);
      assert.equal(response.status, 200, await response.clone().text());
      return ((await response.json()) as { code: string }[]).map((hit) => hit.code);
    };
    const wordSimilarity = async (text: string, found: readonly string[]) => {
      const rows = await queryRows<{ code: string; score: number }>(
        t.database.db,
        sql`select code, word_similarity(${text}, search_name) as score from locodes
          where code = any(${sql.param(found)}::text[])`,
      );
      const scores = new Map(rows.map((row) => [row.code, Number(row.score)]));
      return found.map((code) => scores.get(code)!);
    };

    it('answers the exact code first, with the shape of DECISIONS.md section 5', async () => {
      const response = await search('q=BEANR');
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
      const [first] = (await response.json()) as object[];
      assert.deepEqual(first, {
        code: 'BEANR',
        name: 'Antwerpen',
        country: 'BE',
        subdivision: 'VAN',
        functions: '12345---',
        coordinates: { latitude: 51.21666666666667, longitude: 4.416666666666667 },
      });
      assert.equal((await codes('q=be%20anr'))[0], 'BEANR');
      assert.equal((await codes('q=BE+ANR'))[0], 'BEANR');
    });

    it('ranks the exact code, then names that start with q (shortest first), then names with the most trigrams of q', async () => {
      const found = await codes('q=belle');
      assert.equal(found.length, 20);
      assert.equal(found[0], 'BELLE');
      const rows = await queryRows<{ code: string; name: string; search_name: string }>(
        t.database.db,
        sql`select code, name, search_name from locodes where code = any(${sql.param(found)}::text[])`,
      );
      const row = (code: string) => rows.find((candidate) => candidate.code === code)!;
      const starting = found.slice(1).filter((code) => row(code).search_name.startsWith('belle'));
      assert.ok(starting.length >= 3, `${starting.length} names start with belle`);
      // Every prefix match comes before every other match: where belle is a whole word first, then the shortest.
      assert.deepEqual(found.slice(1, 1 + starting.length), starting);
      const keys = starting.map((code) => [
        /^belle[a-z0-9]/.test(row(code).search_name) ? 1 : 0,
        row(code).name.length,
      ]);
      assert.deepEqual(
        keys,
        [...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
      );
      const rest = found.slice(1 + starting.length);
      assert.ok(rest.length > 0);
      const scores = await wordSimilarity('belle', rest);
      assert.deepEqual(
        scores,
        [...scores].sort((a, b) => b - a),
      );
      assert.ok(scores.every((score) => score >= 0.5));
    });

    it('puts a name where q is a whole word before shorter ones that only start with it', async () => {
      const found = await codes('q=gent&limit=5');
      assert.equal(found[0], 'BEGNE', found.join(' '));
      assert.ok(found.includes('DEGNT'), 'Genthin, shorter than Gent (Ghent), comes after it');
    });

    it('finds Liège whether asked with its accent, without, or in capitals', async () => {
      for (const q of ['Liege', 'li%C3%A8ge', 'LI%C3%88GE']) {
        const response = await search(`q=${q}`);
        const [first] = (await response.json()) as { code: string; name: string }[];
        assert.deepEqual([first?.code, first?.name], ['BELGG', 'Liège'], q);
      }
    });

    it('finds Antwerpen for a misspelt antwrp, by similarity', async () => {
      const found = await codes('q=antwrp');
      assert.ok(found.includes('BEANR'), found.join(' '));
      const belgian = await codes('q=antw&country=be');
      assert.deepEqual(belgian.slice(0, 2), ['BEANR', 'BEANT']);
      assert.ok(
        belgian.every((code) => code.startsWith('BE')),
        belgian.join(' '),
      );
    });

    it('takes 20 by default, up to 100, and refuses other limits and a q under 2 characters', async () => {
      assert.equal((await codes('q=be')).length, 20);
      assert.equal((await codes('q=be&limit=100')).length, 100);
      assert.equal((await codes('q=be&limit=3')).length, 3);
      for (const query of ['q=be&limit=101', 'q=be&limit=0', 'q=be&limit=ten']) {
        const response = await search(query);
        assert.equal(response.status, 400, query);
        assert.equal(((await response.json()) as { type: string }).type, '/problems/bad-request');
      }
      for (const query of ['q=a', 'q=%20a%20', '']) {
        const response = await search(query);
        assert.equal(response.status, 400, query);
        const problem = (await response.json()) as { detail: string; errors: object[] };
        assert.match(problem.detail, /at least 2 characters/);
        assert.deepEqual(problem.errors, [
          { path: '?q', message: 'must hold at least 2 characters' },
        ]);
      }
    });

    it('answers 401 without credentials or with an unknown key, and takes a bearer token with a role of the service', async () => {
      const none = await search('q=BEANR', {});
      assert.equal(none.status, 401);
      assert.match(none.headers.get('www-authenticate') ?? '', /ApiKey/);
      assert.equal((await search('q=BEANR', { 'x-api-key': 'no-such-key' })).status, 401);
      const claims = {
        iss: oidc.issuerV2,
        aud: `api://${CLIENT}`,
        azp: 'b1e2c3d4-0000-0000-0000-000000000015',
      };
      const reader = await oidc.mint({ ...claims, roles: ['Users'] });
      assert.equal((await search('q=BEANR', { authorization: `Bearer ${reader}` })).status, 200);
      const stranger = await oidc.mint({ ...claims, roles: ['Something.Else'] });
      assert.equal((await search('q=BEANR', { authorization: `Bearer ${stranger}` })).status, 403);
    });

    it('lets a private cache keep the answer five minutes and answers 304 to its ETag until the next import shows, within a second', async () => {
      const first = await search('q=Antwerpen');
      assert.equal(first.headers.get('cache-control'), 'private, max-age=300');
      const etag = first.headers.get('etag');
      assert.match(etag ?? '', /^"[\w-]+"$/);
      const again = await search('q=antwerpen', { 'x-api-key': key, 'if-none-match': etag! });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), '');
      assert.equal(again.headers.get('etag'), etag);
      const weak = await search('q=Antwerpen', {
        'x-api-key': key,
        'if-none-match': `"x", W/${etag}`,
      });
      assert.equal(weak.status, 304);
      const other = await search('q=Antwerpen&limit=5', {
        'x-api-key': key,
        'if-none-match': etag!,
      });
      assert.equal(other.status, 200);
      assert.notEqual(other.headers.get('etag'), etag);

      await importSubset(t, (text) =>
        text.replace('BE,ANR,Antwerpen,', 'BE,ANR,Antwerpen (Anvers),'),
      );
      // The id of the current list is trusted for a second (an import elsewhere shows within it).
      await sleep(1100);
      const after = await search('q=Antwerpen', { 'x-api-key': key, 'if-none-match': etag! });
      assert.equal(after.status, 200);
      assert.notEqual(after.headers.get('etag'), etag);
      const [renamed] = (await after.json()) as { code: string; name: string }[];
      assert.deepEqual([renamed?.code, renamed?.name], ['BEANR', 'Antwerpen (Anvers)']);
      // An error is not cached.
      assert.equal((await search('q=a')).headers.get('cache-control'), 'no-store');
    });
  });
}
