import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sampleForToday } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';

type Session = Awaited<ReturnType<typeof signedIn>>;
type Declaration = Record<string, any>;
interface Problem {
  type: string;
  detail?: string;
  errors?: { path: string; message: string; keyword?: string; params?: Record<string, unknown> }[];
}

// The review page's writes (issue 27): corrections saved whole against the revision they were
// made from, value by value in the history; approval refused while errors stand.
for (const kind of databaseKinds) {
  describe(`corrections and approval of a dossier on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let dana: Session;
    let sam: Session;
    let ulla: Session;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
      dana = await signedIn(t.database.db, ['Admins'], 'Dana Declarant');
      sam = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
      ulla = await signedIn(t.database.db, ['Users'], 'Ulla User');
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    /** A partner's T1 whose consignor EORI has the wrong check digits: it waits in Review. */
    const received = async (ucr: string) => {
      const body = sampleForToday('t1-auto-dispatch');
      delete body.auto_dispatch;
      body.ucr = ucr;
      body.parties.consignor.eori = 'BE0403000111';
      const response = await api.post(body);
      assert.equal(response.status, 201, await response.clone().text());
      return ((await response.json()) as { uuid: string }).uuid;
    };
    const read = async (uuid: string, who: Session = dana) => {
      const response = await fetch(`${api.baseUrl}/api/declarations/${uuid}`, {
        headers: { cookie: who.cookie },
      });
      assert.equal(response.status, 200);
      const detail = (await response.json()) as {
        status: string;
        revision: number;
        declaration: Declaration;
      };
      assert.equal(response.headers.get('cache-control'), 'no-store');
      return { ...detail, etag: response.headers.get('etag') };
    };
    const save = (
      uuid: string,
      declaration: unknown,
      ifMatch: string | null,
      who: Session = dana,
      headers: Record<string, string> = who.headers,
    ) =>
      fetch(`${api.baseUrl}/api/dossiers/${uuid}/declaration`, {
        method: 'PUT',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(ifMatch === null ? {} : { 'if-match': ifMatch }),
        },
        body: JSON.stringify(declaration),
      });
    const approve = (uuid: string, ifMatch: string, body?: unknown, who: Session = dana) =>
      fetch(`${api.baseUrl}/api/dossiers/${uuid}/approve`, {
        method: 'POST',
        headers: {
          ...who.headers,
          'if-match': ifMatch,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const history = async (uuid: string) =>
      (await (
        await fetch(`${api.baseUrl}/api/declarations/${uuid}/history`, {
          headers: { cookie: dana.cookie },
        })
      ).json()) as {
        action: string;
        actor: string;
        reason: string | null;
        changes?: { path: string; from?: unknown; to?: unknown }[];
      }[];

    it('saves corrections against the revision they were made from, value by value in the history', async () => {
      const uuid = await received(`REVIEW-SAVE-${kind.name}`);
      const first = await read(uuid);
      assert.equal(first.status, 'Review');
      assert.deepEqual([first.revision, first.etag], [0, '"0"']);

      const corrected = structuredClone(first.declaration);
      corrected.parties.consignor.eori = 'BE0403000158';
      corrected.goods_items[0].gross_mass += 1.5;
      const oldMass = first.declaration.goods_items[0].gross_mass;

      const unsaid = await save(uuid, corrected, null);
      assert.equal(unsaid.status, 428);
      assert.equal(((await unsaid.json()) as Problem).type, '/problems/version-required');

      const saved = await save(uuid, corrected, '"0"', sam);
      assert.equal(saved.status, 200, await saved.clone().text());
      assert.equal(saved.headers.get('etag'), '"1"');
      assert.deepEqual(await saved.json(), {
        revision: 1,
        changes: [
          { path: '/parties/consignor/eori', from: 'BE0403000111', to: 'BE0403000158' },
          { path: '/goods_items/0/gross_mass', from: oldMass, to: oldMass + 1.5 },
        ],
      });
      const now = await read(uuid);
      assert.deepEqual([now.revision, now.declaration.parties.consignor.eori], [1, 'BE0403000158']);
      const entry = (await history(uuid)).find((row) => row.action === 'dossier.corrected');
      assert.equal(entry?.actor, 'Sam Super');
      assert.deepEqual(entry?.changes?.[0], {
        path: '/parties/consignor/eori',
        from: 'BE0403000111',
        to: 'BE0403000158',
      });

      // The same save again changes nothing and makes no revision.
      const again = await save(uuid, corrected, '"1"');
      assert.deepEqual(await again.json(), { revision: 1, changes: [] });

      // The reading beside it says which values were set by hand; a partner's dossier was never
      // read from documents; a person with read rights sees it, no one signed out does.
      const reading = async (who?: Session) =>
        fetch(`${api.baseUrl}/api/dossiers/${uuid}/reading`, {
          headers: who ? { cookie: who.cookie } : {},
        });
      const asUlla = await reading(ulla);
      assert.equal(asUlla.status, 200);
      assert.deepEqual(await asUlla.json(), {
        revision: 1,
        reading: null,
        changedByHand: ['/parties/consignor/eori', '/goods_items/0/gross_mass'],
        confirmed: [],
      });
      assert.equal((await reading()).status, 401);

      // A value confirmed as read is marked so; a reader confirms nothing, nor does a bad body.
      const confirm = (body: unknown, who: Session = dana) =>
        fetch(`${api.baseUrl}/api/dossiers/${uuid}/confirmations`, {
          method: 'POST',
          headers: { ...who.headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      assert.equal((await confirm({ paths: ['/goods_items/0/net_mass'] }, ulla)).status, 403);
      for (const bad of [{}, { paths: [] }, { paths: ['goods'] }, { paths: ['/a'], more: 1 }])
        assert.equal((await confirm(bad)).status, 422, JSON.stringify(bad));
      assert.equal(
        (await confirm({ paths: ['/goods_items/0/net_mass', '/goods_items/0/net_mass'] })).status,
        204,
      );
      const marked = (await (await reading(dana)).json()) as { confirmed: string[] };
      assert.deepEqual(marked.confirmed, ['/goods_items/0/net_mass']);
    });

    it('refuses a save made from an older revision, never writing over the other person', async () => {
      const uuid = await received(`REVIEW-STALE-${kind.name}`);
      const page = await read(uuid);
      const mine = structuredClone(page.declaration);
      mine.parties.consignor.eori = 'BE0403000158';
      assert.equal((await save(uuid, mine, page.etag)).status, 200);
      const theirs = structuredClone(page.declaration);
      theirs.parties.consignor.name = 'Someone Else NV';
      const stale = await save(uuid, theirs, page.etag, sam);
      assert.equal(stale.status, 412);
      const problem = (await stale.json()) as Problem;
      assert.equal(problem.type, '/problems/dossier-changed');
      // What the other person changed since, at its field: the page shows it beside the refused values.
      assert.deepEqual(
        problem.errors?.map(({ path, keyword, params }) => [
          path,
          keyword,
          params?.actor,
          params?.from,
          params?.to,
        ]),
        [
          [
            '/parties/consignor/eori',
            'changed-since',
            'Dana Declarant',
            'BE0403000111',
            'BE0403000158',
          ],
        ],
      );
      const kept = await read(uuid);
      assert.equal(kept.revision, 1);
      assert.equal(kept.declaration.parties.consignor.eori, 'BE0403000158');
      assert.equal(
        kept.declaration.parties.consignor.name,
        page.declaration.parties.consignor.name,
      );
    });

    it('refuses what is not a valid declaration, another regime or UCR, a reader and a request without its CSRF token, writing nothing', async () => {
      const uuid = await received(`REVIEW-REFUSE-${kind.name}`);
      const page = await read(uuid);
      const broken = structuredClone(page.declaration);
      broken.goods_items[0].gross_mass = 'heavy';
      const invalid = await save(uuid, broken, page.etag);
      assert.equal(invalid.status, 422);
      assert.deepEqual(
        ((await invalid.json()) as Problem).errors?.map((error) => error.path),
        ['/goods_items/0/gross_mass'],
      );
      const regime = await save(uuid, { ...page.declaration, declaration_type: 'T2' }, page.etag);
      assert.equal(regime.status, 422);
      const ucr = await save(uuid, { ...page.declaration, ucr: 'OTHER-UCR' }, page.etag);
      assert.equal(ucr.status, 422);
      assert.equal((await save(uuid, page.declaration, page.etag, ulla)).status, 403);
      const noCsrf = await save(uuid, page.declaration, page.etag, dana, { cookie: dana.cookie });
      assert.equal(noCsrf.status, 403);
      assert.equal(((await noCsrf.json()) as Problem).type, '/problems/csrf');
      const unchanged = await read(uuid);
      assert.equal(unchanged.revision, 0);
      assert.deepEqual(unchanged.declaration, page.declaration);
    });

    it('keeps a guarantee’s access code the page never sees, by its GRN, and keeps it out of the history', async () => {
      const uuid = await received(`REVIEW-ACCESS-${kind.name}`);
      const storedCode = async () =>
        (
          await queryRows<{ grn: string | null; code: string | null }>(
            t.database.db,
            sql`select g->>'grn' as grn, g->>'access_code' as code
                from dossiers, jsonb_array_elements(corrected_data->'guarantees') g
                where id = ${uuid}`,
          )
        ).map((row) => [row.grn, row.code]);
      const [[grn, code]] = (await storedCode()) as [[string, string]];
      assert.ok(code && code !== '****');
      const page = await read(uuid);
      assert.equal(page.declaration.guarantees[0].access_code, '****');
      // A second guarantee put first: the masked code stays with its own GRN.
      const moved = structuredClone(page.declaration);
      moved.guarantees = [
        { ...moved.guarantees[0], grn: '26BE0000000000001', access_code: '7777' },
        moved.guarantees[0],
      ];
      const saved = await save(uuid, moved, page.etag);
      assert.equal(saved.status, 200, await saved.clone().text());
      assert.deepEqual(await storedCode(), [
        ['26BE0000000000001', '7777'],
        [grn, code],
      ]);
      // A masked code under a GRN that has none stored is typed, not taken from another.
      const swapped = structuredClone(moved);
      swapped.guarantees = [
        { ...moved.guarantees[1], grn: '26BE0000000000002', access_code: '****' },
      ];
      const refused = await save(uuid, swapped, '"1"');
      assert.equal(refused.status, 422);
      assert.deepEqual(
        ((await refused.json()) as Problem).errors?.map((error) => error.path),
        ['/guarantees/0/access_code'],
      );
      const trail = JSON.stringify(await history(uuid));
      assert.ok(trail.includes('dossier.corrected'));
      assert.ok(!trail.includes(code) && !trail.includes('7777'), 'no access code in the history');
    });

    it('compares If-Match strictly: absent is 428, anything but this dossier’s ETag is 412', async () => {
      const uuid = await received(`REVIEW-ETAG-${kind.name}`);
      const page = await read(uuid);
      const status = async (ifMatch: string | null) =>
        (await save(uuid, page.declaration, ifMatch)).status;
      assert.equal(await status(null), 428);
      assert.equal(await status(''), 428);
      for (const tag of ['"00"', 'W/"0"', '"0", "1"', '0', '"-1"', '"1"', '*'])
        assert.equal(await status(tag), 412, tag);
      assert.equal(await status('"0"'), 200);
    });

    it('checks a declaration as the page holds it, unsaved, with the same findings approval reads', async () => {
      const uuid = await received(`REVIEW-CHECK-${kind.name}`);
      const page = await read(uuid);
      const check = async (declaration: unknown, who: Session = dana) =>
        fetch(`${api.baseUrl}/api/dossiers/${uuid}/checks`, {
          method: 'POST',
          headers: { ...who.headers, 'content-type': 'application/json' },
          body: JSON.stringify(declaration),
        });
      type Found = {
        code: string;
        severity: string;
        path: string;
        params?: Record<string, unknown>;
      };
      // What is only for the record (no tariff loaded here) is not what these tests look at.
      const findingsOf = async (declaration: unknown) =>
        ((await (await check(declaration)).json()) as { findings: Found[] }).findings.filter(
          (finding) => finding.severity !== 'info',
        );
      const asSent = await findingsOf(page.declaration);
      assert.deepEqual(
        asSent.map(({ code, path, params }) => [code, path, params?.expected]),
        [['ALL-EORI', '/parties/consignor/eori', '58']],
      );
      const fixed = structuredClone(page.declaration);
      fixed.parties.consignor.eori = 'BE0403000158';
      assert.deepEqual(await findingsOf(fixed), []);
      const broken = structuredClone(page.declaration);
      broken.totals.gross_mass = -1;
      assert.deepEqual(
        (await findingsOf(broken)).map((finding) => finding.code),
        ['contract'],
      );
      // The extraction's checks on the page's values: a warning to look at, an error at its field.
      const sums = structuredClone(fixed);
      sums.shipment = { ...sums.shipment, total_invoice_amount: 4904.94, currency: 'EUR' };
      sums.goods_items.forEach((item: Declaration) => (item.total_price = 471));
      sums.goods_items[0].net_mass = sums.goods_items[0].gross_mass + 1;
      assert.deepEqual(
        (await findingsOf(sums)).map(({ code, severity, path }) => [code, severity, path]),
        [
          ['total-mismatch', 'warning', '/shipment/total_invoice_amount'],
          ['gross-below-net', 'error', '/goods_items/0/gross_mass'],
        ],
      );
      assert.equal((await read(uuid)).revision, 0, 'a check stores nothing');
      assert.equal((await check(fixed, ulla)).status, 403);
    });

    it('approves only when no error stands, or with a reason that overrides them', async () => {
      const uuid = await received(`REVIEW-APPROVE-${kind.name}`);
      const page = await read(uuid);
      const refused = await approve(uuid, page.etag!);
      assert.equal(refused.status, 422);
      const problem = (await refused.json()) as Problem;
      assert.equal(problem.type, '/problems/findings-stand');
      assert.deepEqual(
        problem.errors?.map(({ path, keyword, params }) => [path, keyword, params?.fault]),
        [['/parties/consignor/eori', 'identifier', 'check']],
      );
      assert.equal((await read(uuid)).status, 'Review');
      // A reason too short is no reason; a User does not approve.
      assert.equal((await approve(uuid, page.etag!, { overrideReason: ' ' })).status, 422);
      assert.equal((await approve(uuid, page.etag!, undefined, ulla)).status, 403);

      const corrected = structuredClone(page.declaration);
      corrected.parties.consignor.eori = 'BE0403000158';
      assert.equal((await save(uuid, corrected, page.etag)).status, 200);
      assert.equal(
        (await approve(uuid, page.etag!)).status,
        412,
        'a saved dossier is not approved blind',
      );
      const approved = await approve(uuid, '"1"');
      assert.equal(approved.status, 200, await approved.clone().text());
      assert.equal((await read(uuid)).status, 'Approved');
      // An approved value is corrected after reopening; what comes after approval (the items'
      // grouping, decision 0035) is not.
      const renamed = structuredClone(corrected);
      renamed.parties.consignor.name = 'Another name';
      const late = await save(uuid, renamed, '"1"');
      assert.equal(late.status, 409, 'an approved dossier is reopened before it is corrected');
      assert.match(((await late.json()) as Problem).detail ?? '', /parties\/consignor\/name/);
      assert.equal((await approve(uuid, '"1"')).status, 409, 'approved once');
      const confirmedLate = await fetch(`${api.baseUrl}/api/dossiers/${uuid}/confirmations`, {
        method: 'POST',
        headers: { ...dana.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ paths: ['/parties/consignor/eori'] }),
      });
      assert.equal(confirmedLate.status, 409, 'values are confirmed in Review');

      const other = await received(`REVIEW-OVERRIDE-${kind.name}`);
      const overridden = await approve(other, '"0"', {
        overrideReason: 'Klant bevestigt het EORI-nummer per mail',
      });
      assert.equal(overridden.status, 200, await overridden.clone().text());
      const move = (await history(other)).find((row) => row.action === 'dossier.approved');
      assert.equal(move?.reason, 'Klant bevestigt het EORI-nummer per mail');
    });
  });
}
