import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { schema } from '../../src/db/index.ts';
import { createOutboxWorker } from '../../src/outbox/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { BROKER_SETTINGS, DECLARANT_SETTINGS } from '../support/filing.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { sampleForToday } from '../support/samples.ts';
import { signedIn } from '../support/sessions.ts';
import { testSettings } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';

type Session = Awaited<ReturnType<typeof signedIn>>;
type Json = Record<string, any>;

// The Declare page's server side (issue 28): its fields, the report, Approved -> Ready -> Submitted.
for (const kind of databaseKinds) {
  describe(`declaring a dossier from the app on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    let drop: string;
    let dana: Session;
    let sam: Session;
    let uma: Session;
    before(async () => {
      t = await kind.open();
      drop = mkdtempSync(join(tmpdir(), 'cds-declare-'));
      // A fresh installation's filing: a drop folder, no Filing:* setting.
      api = await startIngestionApp(t.database, { ServiceBus__Descartes__Pr__Folder: drop });
      for (const [key, value] of Object.entries({ ...BROKER_SETTINGS, ...DECLARANT_SETTINGS }))
        await setRuntimeSetting(t.database.db, key, value, 'test');
      dana = await signedIn(t.database.db, ['Admins'], 'Dana Declarant');
      sam = await signedIn(t.database.db, ['SuperUsers'], 'Sam Super');
      uma = await signedIn(t.database.db, ['Users'], 'Uma User');
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
      rmSync(drop, { recursive: true, force: true });
    });

    const call = (
      method: string,
      path: string,
      who: Session,
      options: { body?: unknown; ifMatch?: string } = {},
    ) =>
      fetch(`${api.baseUrl}${path}`, {
        method,
        headers: {
          ...who.headers,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    const fieldsOf = async (uuid: string) => {
      const response = await call('GET', `/api/dossiers/${uuid}/customs-declaration`, uma);
      assert.equal(response.status, 200);
      return { etag: response.headers.get('etag')!, ...((await response.json()) as Json) } as Json;
    };
    let made = 0;
    const approved = async (sample: 'im-h1b' | 'ex') => {
      const response = await api.post({
        ...sampleForToday(sample),
        client_code: undefined,
        ucr: `${sample.toUpperCase()}-DECLARE-${++made}`,
      });
      assert.equal(response.status, 201, await response.clone().text());
      const { uuid } = (await response.json()) as { uuid: string };
      const { etag } = await fieldsOf(uuid);
      const approval = await call('POST', `/api/dossiers/${uuid}/approve`, dana, {
        ifMatch: etag,
        body: { overrideReason: 'checked against the documents' },
      });
      assert.equal(approval.status, 200, await approval.text());
      return uuid;
    };
    const stored = async (uuid: string) => {
      const [row] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, uuid));
      return row!;
    };

    it('reads the fields from the declaration, saves them into it in Approved, and refuses a stale or wrong save', async () => {
      const uuid = await approved('im-h1b');
      const read = await fieldsOf(uuid);
      assert.equal(read.status, 'Approved');
      assert.equal(read.fields.useH2b, false);
      const fields = {
        ...read.fields,
        billOfLadingRef: 'MAEU123456789',
        originCertRef: 'EUR1-A-0042',
        originCertDate: '2026-10-02',
        containerNumber: 'MSKU1234565',
        countryOfDispatch: 'US',
        destinationCountry: 'BE',
        natureOfTransaction: 11,
        supervisingCustomsOfficeRef: 'BE101000',
      };
      delete fields.containerIndicator;
      const saved = await call('PUT', `/api/dossiers/${uuid}/customs-declaration`, sam, {
        ifMatch: read.etag,
        body: fields,
      });
      assert.equal(saved.status, 200, await saved.clone().text());
      const answer = (await saved.json()) as { revision: number; changes: { path: string }[] };
      assert.equal(saved.headers.get('etag'), `"${answer.revision}"`);
      assert.ok(
        answer.changes.some((change) => /^\/goods_items\/0\/previous_documents/.test(change.path)),
      );
      assert.ok(
        answer.changes.some(
          (change) => change.path === '/customs_declaration/supervisingCustomsOfficeRef',
        ),
      );

      // Written where the messages read them, and kept beside the dossier.
      const declaration = (await stored(uuid)).correctedData as Json;
      assert.equal(
        declaration.goods_items[0].previous_documents.find((d: Json) => d.type === 'N337')
          .reference,
        'MAEU123456789',
      );
      assert.deepEqual(
        declaration.supporting_documents.find((d: Json) => d.type === 'N935'),
        { type: 'N935', reference: 'EUR1-A-0042', date: '2026-10-02' },
      );
      assert.ok(
        declaration.goods_items.every((item: Json) =>
          item.containers.some((c: Json) => c.container_number === 'MSKU1234565'),
        ),
      );
      assert.equal(declaration.shipment.nature_of_transaction, 11);
      const [row] = await t.database.db
        .select()
        .from(schema.customsDeclarations)
        .where(eq(schema.customsDeclarations.dossierId, uuid));
      assert.equal(row!.supervisingCustomsOfficeRef, 'BE101000');
      assert.equal(row!.containerIndicator, true);
      assert.equal(row!.billOfLadingRef, 'MAEU123456789');
      const again = await fieldsOf(uuid);
      assert.equal(again.fields.originCertRef, 'EUR1-A-0042');
      assert.equal(again.fields.containerIndicator, true);

      // The page it was made from is out of date now; a wrong value and a date not in the
      // calendar are refused; a User saves nothing. Nothing of these is written.
      const stale = await call('PUT', `/api/dossiers/${uuid}/customs-declaration`, sam, {
        ifMatch: read.etag,
        body: fields,
      });
      assert.equal(stale.status, 412);
      for (const wrong of [
        { supervisingCustomsOfficeRef: 'BE1010' },
        { destinationCountry: 'be' },
        { natureOfTransaction: 100 },
        { natureOfTransaction: '11' },
        { originCertDate: '2026-02-30' },
        { extra: 1 },
      ]) {
        const refused = await call('PUT', `/api/dossiers/${uuid}/customs-declaration`, sam, {
          ifMatch: again.etag,
          body: { ...fields, ...wrong },
        });
        assert.ok(
          [400, 422].includes(refused.status),
          `${JSON.stringify(wrong)}: ${refused.status}`,
        );
      }
      const user = await call('PUT', `/api/dossiers/${uuid}/customs-declaration`, uma, {
        ifMatch: again.etag,
        body: fields,
      });
      assert.equal(user.status, 403);
      assert.equal((await stored(uuid)).revision, Number(again.etag.replaceAll('"', '')));
    });

    it('takes the breakdown and the costs in Approved, but no value the declarant approved', async () => {
      const uuid = await approved('im-h1b');
      const { etag } = await fieldsOf(uuid);
      const declaration = (await stored(uuid)).correctedData as Json;
      const put = (body: Json, ifMatch: string) =>
        call('PUT', `/api/dossiers/${uuid}/declaration`, dana, { ifMatch, body });
      const grouped = structuredClone(declaration);
      grouped.goods_items.forEach((item: Json) => (item.declaration_goods_item_number = 1));
      grouped.costs = [{ code: 'AK', amount: 120.5, currency: 'EUR' }];
      const ok = await put(grouped, etag);
      assert.equal(ok.status, 200, await ok.clone().text());
      const changed = structuredClone(grouped);
      changed.goods_items[0].description = 'Something else';
      const refused = await put(changed, ok.headers.get('etag')!);
      assert.equal(refused.status, 409);
      assert.match(((await refused.json()) as Json).detail, /goods_items\/0\/description/);
      assert.equal(
        ((await stored(uuid)).correctedData as Json).goods_items[0].description,
        declaration.goods_items[0].description,
      );
    });

    it('reports what stands in the way, makes it Ready once the message builds, and files it to the drop folder', async () => {
      const uuid = await approved('im-h1b');
      const preview = async () => {
        const response = await call('GET', `/api/dossiers/${uuid}/filing-preview`, uma);
        assert.equal(response.status, 200);
        return (await response.json()) as Json;
      };
      // The importer's EORI taken away: the report names it, at its value.
      const before = (await stored(uuid)).correctedData as Json;
      const without = structuredClone(before);
      const importer = without.parties.importer ?? without.parties.consignee;
      const eori = importer.eori;
      delete importer.eori;
      const { etag } = await fieldsOf(uuid);
      await t.database.db
        .update(schema.dossiers)
        .set({ correctedData: without })
        .where(eq(schema.dossiers.id, uuid));
      const incomplete = await preview();
      assert.equal(incomplete.messageType, 'IE415B');
      assert.equal(incomplete.xml, null);
      assert.ok(incomplete.problems.length > 0);
      assert.ok(
        incomplete.problems.every((problem: Json) => typeof problem.path === 'string'),
        JSON.stringify(incomplete.problems),
      );
      const notReady = await call('POST', `/api/dossiers/${uuid}/ready`, sam);
      assert.equal(notReady.status, 422);
      assert.equal((await stored(uuid)).status, 'Approved');

      importer.eori = eori;
      await t.database.db
        .update(schema.dossiers)
        .set({ correctedData: before })
        .where(eq(schema.dossiers.id, uuid));
      const complete = await preview();
      assert.deepEqual(complete.problems, []);
      assert.match(complete.xml, /<(\w+:)?IE415B|ImportOperation/);
      assert.deepEqual(complete.environments, ['pr']);
      assert.ok(etag);

      // A SuperUser may not file straight from Approved; made Ready, any declarant files it.
      const direct = await call('POST', `/api/dossiers/${uuid}/submit`, sam);
      assert.equal(direct.status, 403);
      assert.equal((await call('POST', `/api/dossiers/${uuid}/ready`, uma)).status, 403);
      const ready = await call('POST', `/api/dossiers/${uuid}/ready`, sam);
      assert.equal(ready.status, 200, await ready.clone().text());
      assert.equal((await stored(uuid)).status, 'Ready');
      assert.equal((await call('POST', `/api/dossiers/${uuid}/ready`, sam)).status, 409);
      // Without the CSRF token a session files nothing.
      const forged = await fetch(`${api.baseUrl}/api/dossiers/${uuid}/submit`, {
        method: 'POST',
        headers: { cookie: sam.cookie },
      });
      assert.equal(forged.status, 403);
      const filed = await call('POST', `/api/dossiers/${uuid}/submit`, sam);
      assert.equal(filed.status, 200, await filed.clone().text());
      const outcome = (await filed.json()) as Json;
      assert.equal(outcome.messageType, 'IE415B');
      assert.equal((await stored(uuid)).status, 'Submitted');
      // The outbox worker of the service sends it (this test app runs none: one is started here).
      const worker = createOutboxWorker({
        db: t.database.db,
        blocks: testSettings({ ServiceBus__Descartes__Pr__Folder: drop }).descartesBlocks,
        logger: pino({ level: 'silent' }),
      });
      assert.ok((await worker.drainOnce()) >= 1);
      await worker.stop();
      const sent = readFileSync(join(drop, `${outcome.messageId}.xml`), 'utf8');
      assert.match(sent, /IE415B/);
      // Filed: the report shows the status, and nothing on it changes any more.
      assert.equal((await preview()).status, 'Submitted');
      const { etag: last } = await fieldsOf(uuid);
      const late = await call('PUT', `/api/dossiers/${uuid}/customs-declaration`, sam, {
        ifMatch: last,
        body: { ...(await fieldsOf(uuid)).fields, containerIndicator: undefined },
      });
      assert.equal(late.status, 409);
    });

    it('reopens an Approved dossier with a reason, and no reason or a User reopens nothing', async () => {
      const uuid = await approved('ex');
      const reopen = (who: Session, body: unknown) =>
        call('POST', `/api/dossiers/${uuid}/reopen`, who, { body });
      assert.equal((await reopen(sam, {})).status, 422);
      assert.equal((await reopen(sam, { reason: 'no', extra: true })).status, 422);
      assert.equal((await reopen(uma, { reason: 'a wrong country' })).status, 403);
      assert.equal((await stored(uuid)).status, 'Approved');
      const done = await reopen(sam, { reason: 'the origin is wrong' });
      assert.equal(done.status, 200, await done.clone().text());
      assert.equal((await stored(uuid)).status, 'Review');
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'dossier.reopened'));
      assert.equal((entry!.after as Json).reason, 'the origin is wrong');
      assert.equal((await reopen(sam, { reason: 'again please' })).status, 409);
    });

    it('apportions transport costs to the cent for anyone signed in, and refuses what is not a number', async () => {
      const ask = (body: unknown, who: Session = uma) =>
        call('POST', '/api/tools/transport-costs', who, { body });
      const answer = await ask({
        lines: [{ grossMass: 1 }, { grossMass: 1 }, { grossMass: 1 }],
        basis: 'mass',
        air: { ratePerKg: 0.5, minimum: 100 },
        costs: [{ code: 'BA', amount: 10 }],
      });
      assert.equal(answer.status, 200);
      const result = (await answer.json()) as Json;
      assert.deepEqual(
        result.costs.map((cost: Json) => [cost.code, cost.amount, cost.parts]),
        [
          ['AK', 100, [33.34, 33.33, 33.33]],
          ['BA', 10, [3.34, 3.33, 3.33]],
        ],
      );
      assert.deepEqual(result.lineTotals, [36.68, 36.66, 36.66]);
      assert.equal(result.total, 110);
      for (const wrong of [
        { lines: [], basis: 'mass', costs: [] },
        { lines: [{ grossMass: -1 }], basis: 'mass', costs: [] },
        { lines: [{ grossMass: '5' }], basis: 'mass', costs: [] },
        { lines: [{ grossMass: 5 }], basis: 'weight', costs: [] },
        { lines: [{ grossMass: 5 }], basis: 'mass', costs: [{ code: 'ak', amount: 1 }] },
        { lines: [{ grossMass: 5 }], basis: 'mass', costs: [], extra: 1 },
      ])
        assert.equal((await ask(wrong)).status, 422, JSON.stringify(wrong));
      const anonymous = await fetch(`${api.baseUrl}/api/tools/transport-costs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: [{ grossMass: 1 }], basis: 'mass', costs: [] }),
      });
      assert.equal(anonymous.status, 401);
    });
  });
}
