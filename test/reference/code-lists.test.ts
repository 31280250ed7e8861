import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { createApiKey } from '../../src/api-keys/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { schema } from '../../src/db/index.ts';
import {
  catalogOf,
  embeddedSnapshot,
  installEmbeddedSnapshot,
  referenceCodesSource,
  syncCodeLists,
} from '../../src/reference/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestApp, testSettings, type TestApp } from '../support/app.ts';
import { startOidcServer } from '../support/oidc-server.ts';
import { createTokenVerifier } from '../../src/auth/index.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { sharedDir } from '../support/samples.ts';

const logger = pino({ level: 'silent' });
const payloads = join(sharedDir, 'refdata/eu-codelists/csrd2-payloads');
const realP5 = readFileSync(join(payloads, 'RD_NCTS-P5.json.gz'));
const realOffices = readFileSync(join(payloads, 'COL-Generic-20250212.json.gz'));

/** A publication of two lists, CL017 without PK (so a check sees the synced copy, not the embedded one). */
const smallPayload = JSON.stringify({
  messageInformation: { snapshotDate: '2026-11-01' },
  lists: {
    KindOfPackages: {
      listName: 'KindOfPackages',
      listEntries: [
        { state: 'valid', activeFrom: '2026-11-01', code: 'BX', description: 'Box' },
        { state: 'invalid', activeFrom: '2026-11-01', code: 'CT', description: 'Carton' },
      ],
    },
    CurrencyCodes: {
      listName: 'CurrencyCodes',
      listEntries: [{ state: 'valid', activeFrom: '2026-11-01', currency: 'EUR' }],
    },
  },
});

/** A local stand-in for the EU publication: path -> [status, body]. */
const publication = async (routes: Map<string, [number, Buffer | string]>) => {
  const server = createServer((request, response) => {
    const [status, body] = routes.get(request.url ?? '') ?? [404, 'not here'];
    response.writeHead(status).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
};

const syncSettings = (urls: Record<string, string>) =>
  testSettings({ ReferenceData__DownloadTimeoutSeconds: '5', ...urls });

describe('the embedded snapshot', () => {
  const snapshot = embeddedSnapshot();
  it('holds both NCTS phases of the transit lists and the customs office list, with its source', () => {
    const phases = snapshot.sets.map((set) => `${set.domain}-${set.phase}`);
    assert.deepEqual(phases, ['transit-6', 'transit-5']);
    const p6 = snapshot.sets[0]!.lists;
    assert.equal(p6.find((list) => list.list === 'CL213')?.entries.length, 45, 'CL213 phase 6');
    assert.equal(
      snapshot.sets[1]!.lists.find((list) => list.list === 'CL213')?.entries.length,
      37,
      'CL213 phase 5',
    );
    assert.ok(snapshot.offices.offices.some((office) => office.id === 'BE101000'));
    assert.match(snapshot.source, /Apache-2\.0/);
    assert.match(snapshot.generated, /^\d{4}-\d{2}-\d{2}$/);
  });

  it('checks only valid entries, offices by role, and shared lists for export from transit', () => {
    const catalog = catalogOf(snapshot.sets, snapshot.offices.offices);
    const transit = catalog.codes('transit', 6);
    assert.equal(transit.has('CL017', 'PK'), true);
    assert.equal(transit.has('CL017', 'P?'), false);
    assert.equal(transit.has('CL999', 'X'), undefined, 'a list not held is not checked');
    assert.ok(transit.officeRoles('BE101000')?.has('DEP'));
    assert.equal(transit.officeRoles('ZZ000000'), undefined);
    const exported = catalog.codes('export', 6);
    assert.equal(exported.has('CL017', 'PK'), true, 'packages are the same in every domain');
    assert.equal(
      exported.has('CL213', 'N380'),
      undefined,
      'supporting documents differ per domain: not checked without the export copy',
    );
    const invalid = catalogOf(
      [
        {
          domain: 'transit',
          phase: 6,
          snapshotDate: null,
          lists: [
            {
              list: 'CL017',
              name: 'KindOfPackages',
              entries: [{ code: 'OLD', description: null, state: 'invalid', validFrom: null }],
            },
          ],
        },
      ],
      [
        {
          id: 'BE999999',
          country: 'BE',
          names: {},
          roles: ['DEP'],
          phone: null,
          state: 'invalid',
          validFrom: null,
        },
      ],
    ).codes('transit', 6);
    assert.equal(invalid.has('CL017', 'OLD'), false);
    assert.equal(invalid.officeRoles('BE999999'), undefined);
  });
});

for (const kind of databaseKinds) {
  describe(`reference code lists on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    before(async () => {
      t = await kind.open();
    });
    after(() => t?.dispose());

    const listRow = async (domain: 'transit' | 'export', phase: number, list: string) =>
      (
        await t.database.db
          .select()
          .from(schema.codeLists)
          .where(
            and(
              eq(schema.codeLists.domain, domain),
              eq(schema.codeLists.phase, phase),
              eq(schema.codeLists.list, list),
            ),
          )
      )[0];

    it('installs the embedded snapshot on a fresh database, once', async () => {
      const installed = await installEmbeddedSnapshot(t.database.db);
      const snapshot = embeddedSnapshot();
      const lists = snapshot.sets.reduce((n, set) => n + set.lists.length, 0);
      assert.deepEqual(installed, { lists, offices: true });
      assert.equal(await countRows(t.database.db, 'code_lists'), lists + 1);
      assert.equal(
        await countRows(t.database.db, 'customs_offices'),
        snapshot.offices.offices.length,
      );
      const cl017 = await listRow('transit', 6, 'CL017');
      assert.equal(cl017?.origin, 'embedded');
      assert.equal(cl017?.entryCount, 406);
      assert.match(cl017.source, /^embedded snapshot of /);
      assert.deepEqual(await installEmbeddedSnapshot(t.database.db), { lists: 0, offices: false });
    });

    it('replaces lists of an older embedded snapshot but never a synced one', async () => {
      const older = { ...embeddedSnapshot(), generated: '2020-01-01' };
      await t.database.db
        .update(schema.codeLists)
        .set({ origin: 'synced', source: 'http://example.test/p6' })
        .where(and(eq(schema.codeLists.list, 'CL048'), eq(schema.codeLists.phase, 6)));
      const installed = await installEmbeddedSnapshot(t.database.db, older);
      const lists = older.sets.reduce((n, set) => n + set.lists.length, 0);
      assert.deepEqual(installed, { lists: lists - 1, offices: true });
      assert.equal((await listRow('transit', 6, 'CL048'))?.origin, 'synced');
      assert.match((await listRow('transit', 6, 'CL017'))!.source, /of 2020-01-01/);
      await installEmbeddedSnapshot(t.database.db);
      await t.database.db
        .update(schema.codeLists)
        .set({ origin: 'embedded' })
        .where(eq(schema.codeLists.list, 'CL048'));
    });

    describe('synced from the EU publication', () => {
      let server: Server;
      let base: string;
      const routes = new Map<string, [number, Buffer | string]>();
      before(async () => {
        ({ server, base } = await publication(routes));
        routes.set('/rd/p5.json.gz', [200, realP5]);
        routes.set('/rd/col.json.gz', [200, realOffices]);
        routes.set('/rd/small.json', [200, smallPayload]);
        routes.set('/rd/truncated.json.gz', [200, realP5.subarray(0, realP5.length / 2)]);
        routes.set('/rd/truncated-json.json.gz', [
          200,
          gzipSync(gunzipSync(realP5).subarray(0, 100_000)),
        ]);
        routes.set('/rd/broken', [500, 'internal error']);
        routes.set('/rd/not-lists.json', [200, '{"hello":"world"}']);
      });
      after(() => server?.close());

      it('replaces the transit phase 5 lists and the offices with the real publications', async () => {
        const outcome = await syncCodeLists({
          db: t.database.db,
          settings: syncSettings({
            ReferenceData__TransitP5Url: `${base}/rd/p5.json.gz`,
            ReferenceData__CustomsOfficesUrl: `${base}/rd/col.json.gz`,
          }),
          logger,
        });
        assert.ok(outcome.ok, JSON.stringify(outcome));
        assert.equal(outcome.lists, 55, 'every list of the publication, CUS codes included');
        const hs = await listRow('transit', 5, 'CL152');
        assert.equal(hs?.origin, 'synced');
        assert.equal(hs?.source, `${base}/rd/p5.json.gz`);
        assert.equal(hs?.snapshotDate, '2025-02-12');
        assert.equal(hs?.entryCount, 5717);
        assert.equal((await listRow('transit', 5, 'CL016'))?.entryCount, 57362, 'CUS codes');
        assert.equal((await listRow('transit', 6, 'CL017'))?.origin, 'embedded', 'phase 6 kept');
        const col = await listRow('transit', 0, 'COL');
        assert.equal(col?.origin, 'synced');
        assert.equal(await countRows(t.database.db, 'customs_offices'), col.entryCount);
        const [run] = await t.database.db
          .select()
          .from(schema.referenceSyncs)
          .where(eq(schema.referenceSyncs.outcome, 'ok'))
          .orderBy(schema.referenceSyncs.startedAt)
          .limit(1)
          .offset(
            (await countRows(
              t.database.db,
              'reference_syncs',
              eq(schema.referenceSyncs.outcome, 'ok'),
            )) - 1,
          );
        assert.equal(run?.scope, 'transit-p5,offices');
      });

      for (const [name, path, reason] of [
        ['a truncated gzip file', '/rd/truncated.json.gz', /not complete gzip/],
        ['a truncated JSON document', '/rd/truncated-json.json.gz', /not JSON/],
        ['a 500', '/rd/broken', /answered HTTP 500/],
        ['a document that is no publication', '/rd/not-lists.json', /no "lists" object/],
        ['an address that does not answer', '/nothing-here', /answered HTTP 404/],
      ] as const)
        it(`keeps every list whole after ${name}, and records why`, async () => {
          const before = await listRow('transit', 6, 'CL017');
          const entries = await countRows(t.database.db, 'code_list_entries');
          const outcome = await syncCodeLists({
            db: t.database.db,
            settings: syncSettings({
              // The good publication is downloaded first: all or nothing per run.
              ReferenceData__TransitP6Url: `${base}/rd/small.json`,
              ReferenceData__TransitP5Url: `${base}${path}`,
            }),
            logger,
          });
          assert.equal(outcome.ok, false);
          assert.match((outcome as { reason: string }).reason, reason);
          assert.deepEqual(await listRow('transit', 6, 'CL017'), before);
          assert.equal(await countRows(t.database.db, 'code_list_entries'), entries);
          const failed = await t.database.db
            .select()
            .from(schema.referenceSyncs)
            .where(eq(schema.referenceSyncs.outcome, 'failed'));
          assert.ok(failed.some((run) => reason.test(run.detail ?? '')));
        });

      it('lets filing see a synced list at once in this process and on the next poll elsewhere', async () => {
        const source = referenceCodesSource(t.database.db, logger);
        await source.refresh();
        assert.equal(source.catalog().codes('transit', 6).has('CL017', 'PK'), true);
        const outcome = await syncCodeLists({
          db: t.database.db,
          settings: syncSettings({ ReferenceData__TransitP6Url: `${base}/rd/small.json` }),
          logger,
        });
        assert.ok(outcome.ok);
        await source.refresh();
        const codes = source.catalog().codes('transit', 6);
        assert.equal(codes.has('CL017', 'PK'), false, 'the synced CL017 has no PK');
        assert.equal(codes.has('CL017', 'BX'), true);
        assert.equal(codes.has('CL017', 'CT'), false, 'invalid in the publication');
        assert.equal(codes.has('CL048', 'EUR'), true, 'keyed by `currency`');
        assert.equal(codes.has('CL008', 'BE'), true, 'lists the publication lacks stay embedded');
      });
    });
  });

  describe(`the reference-data read API on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let app: TestApp;
    let key: string;
    before(async () => {
      t = await kind.open();
      await installEmbeddedSnapshot(t.database.db);
      app = await startTestApp(t.database);
      key = (await createApiKey(t.database.db, { name: 'reader', scopes: ['masterdata'] }, 'test'))
        .rawKey;
    });
    after(async () => {
      await app?.close();
      await t?.dispose();
    });
    const get = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}${path}`, { headers: { 'x-api-key': key, ...headers } });

    it('lists every list with where it came from', async () => {
      const response = await get('/api/reference/code-lists?domain=transit&phase=6');
      assert.equal(response.status, 200);
      const lists = (await response.json()) as { list: string; origin: string }[];
      assert.ok(lists.some((list) => list.list === 'CL213' && list.origin === 'embedded'));
      assert.ok(
        lists.every((list) => list.list !== 'COL'),
        'phase 6 only',
      );
    });

    it('answers a picker with valid entries, by code start or description, and 304 when unchanged', async () => {
      const response = await get('/api/reference/code-lists/CL017?q=drum');
      assert.equal(response.status, 200);
      const body = (await response.json()) as { entries: { code: string; description: string }[] };
      assert.ok(body.entries.length > 3);
      assert.ok(body.entries.every((entry) => /drum/i.test(entry.description)));
      const etag = response.headers.get('etag')!;
      assert.match(response.headers.get('cache-control') ?? '', /max-age=300/);
      const again = await get('/api/reference/code-lists/CL017?q=drum', { 'if-none-match': etag });
      assert.equal(again.status, 304);
      const other = await get('/api/reference/code-lists/CL017?q=box', { 'if-none-match': etag });
      assert.equal(other.status, 200, 'another query is another answer');
      const byName = (await (
        await get('/api/reference/code-lists/KindOfPackages?q=PK')
      ).json()) as {
        list: string;
        entries: { code: string }[];
      };
      assert.equal(byName.list, 'CL017');
      assert.equal(byName.entries[0]?.code, 'PK', 'the exact code first');
    });

    it('serves export the transit copy of a shared list and refuses one that differs per domain', async () => {
      const shared = await get('/api/reference/code-lists/CL017?domain=export&q=PK');
      assert.equal(shared.status, 200);
      assert.equal(((await shared.json()) as { domain: string }).domain, 'transit');
      const own = await get('/api/reference/code-lists/CL213?domain=export');
      assert.equal(own.status, 404);
      assert.equal(((await own.json()) as { type: string }).type, '/problems/code-list-not-found');
    });

    it('finds customs offices by role and country', async () => {
      const response = await get('/api/reference/offices?role=DEP&country=BE&limit=500');
      assert.equal(response.status, 200);
      const offices = (await response.json()) as { id: string; roles: string[] }[];
      assert.ok(offices.length >= 10);
      assert.ok(
        offices.every((office) => office.id.startsWith('BE') && office.roles.includes('DEP')),
      );
      const named = (await (await get('/api/reference/offices?q=antwerpen')).json()) as unknown[];
      assert.ok(named.length > 0);
    });

    it('resolves a country name with the CountryAliases setting, and says which step matched', async () => {
      await setRuntimeSetting(t.database.db, 'CountryAliases', '{"Holland":"NL"}', 'test');
      const resolve = async (name: string) =>
        (await (
          await get(`/api/reference/countries/resolve?name=${encodeURIComponent(name)}`)
        ).json()) as {
          code?: string;
          step: string;
        };
      assert.deepEqual(await resolve('Holland'), { input: 'Holland', code: 'NL', step: 'alias' });
      assert.deepEqual(await resolve('België'), { input: 'België', code: 'BE', step: 'name' });
      assert.equal((await resolve('Atlantis')).step, 'unresolved');
    });

    it('refuses callers without credentials and bad parameters', async () => {
      assert.equal((await fetch(`${app.baseUrl}/api/reference/code-lists`)).status, 401);
      assert.equal((await get('/api/reference/code-lists?domain=nowhere')).status, 400);
      assert.equal((await get('/api/reference/offices?role=departure')).status, 400);
    });

    it('shows the sync runs', async () => {
      const runs = (await (await get('/api/reference/syncs?kind=code-lists')).json()) as {
        scope: string;
        outcome: string;
      }[];
      assert.deepEqual(
        runs.map((run) => [run.scope, run.outcome]),
        [['embedded', 'ok']],
      );
    });
  });
}

describe('a sync asked for by an administrator', () => {
  const TENANT = 'tenant-reference';
  const CLIENT = 'client-reference';
  let t: TestDatabase;
  let oidc: Awaited<ReturnType<typeof startOidcServer>>;
  let server: Server;
  let base: string;
  const apps: TestApp[] = [];
  before(async () => {
    t = await databaseKinds[0]!.open();
    await installEmbeddedSnapshot(t.database.db);
    oidc = await startOidcServer(TENANT);
    ({ server, base } = await publication(new Map([['/p6.json', [200, smallPayload]]])));
  });
  after(async () => {
    for (const app of apps) await app.close();
    server?.close();
    await oidc?.close();
    await t?.dispose();
  });
  const appWith = async (env: NodeJS.ProcessEnv) => {
    const verifyToken = createTokenVerifier({
      instance: oidc.instance,
      tenantId: TENANT,
      clientId: CLIENT,
      refetchCooldownMs: 0,
    });
    const app = await startTestApp(t.database, { env, compose: { verifyToken } });
    apps.push(app);
    return app;
  };
  const post = async (app: TestApp, roles: string[]) =>
    fetch(`${app.baseUrl}/api/reference/code-lists/sync`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await oidc.mint({ iss: oidc.issuerV2, aud: CLIENT, azp: 'admin-tool', roles })}`,
      },
    });

  it('is refused (409) when no publication is configured, and to a token without Admins (403)', async () => {
    const app = await appWith({});
    const refused = await post(app, ['Admins']);
    assert.equal(refused.status, 409);
    assert.equal(
      ((await refused.json()) as { type: string }).type,
      '/problems/reference-sync-not-configured',
    );
    assert.equal((await post(app, ['Ingestion.Write'])).status, 403);
  });

  it('runs as a job and the synced list is what the service then holds', async () => {
    const app = await appWith({ ReferenceData__TransitP6Url: `${base}/p6.json` });
    await app.components.jobs.start();
    const answer = await post(app, ['Admins']);
    assert.equal(answer.status, 202);
    assert.ok(((await answer.json()) as { job: string }).job);
    const deadline = Date.now() + 20_000;
    let origin: string | undefined;
    while (Date.now() < deadline) {
      const [row] = await t.database.db
        .select()
        .from(schema.codeLists)
        .where(and(eq(schema.codeLists.list, 'CL017'), eq(schema.codeLists.phase, 6)));
      origin = row?.origin;
      if (origin === 'synced') break;
      await sleep(200);
    }
    assert.equal(origin, 'synced');
    await sleep(100);
    assert.equal(
      app.components.referenceCodes.catalog().codes('transit', 6).has('CL017', 'PK'),
      false,
    );
  });
});
