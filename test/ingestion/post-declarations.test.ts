import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { canonicalToXml, type CanonicalDeclaration } from '../../src/canonical/index.ts';
import { schema } from '../../src/db/index.ts';
import { brusselsToday } from '../../src/ingestion/complete-declaration.ts';
import { purgeIdempotencyKeys } from '../../src/idempotency/index.ts';
import { setRuntimeSetting } from '../../src/runtime-settings/index.ts';
import { invoicePdf, packingListPng } from '../support/documents.ts';
import {
  databaseKinds,
  dossiersWithContainer,
  markedDeclaration,
  type TestDatabase,
} from '../support/databases.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { SAMPLE_NAMES, sample, sampleForToday } from '../support/samples.ts';

type Json = Record<string, any>;
const json = async (response: Response): Promise<Json> => (await response.json()) as Json;
let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++serial}`;

for (const kind of databaseKinds) {
  describe(`POST /api/declarations on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let api: IngestionTestApp;
    before(async () => {
      t = await kind.open();
      api = await startIngestionApp(t.database);
    });
    after(async () => {
      await api?.close();
      await t?.dispose();
    });

    for (const name of SAMPLE_NAMES) {
      it(`creates a dossier in Review from the ${name} sample and shows it back`, async () => {
        const body = sample(name);
        // The ACME client of these samples is the subject of its own test below.
        delete body.client_code;
        const response = await api.post(body);
        assert.equal(response.status, 201, JSON.stringify(await response.clone().json()));
        const created = await json(response);
        assert.deepEqual(Object.keys(created).sort(), [
          'autoDispatch',
          'regime',
          'status',
          'ucr',
          'uuid',
        ]);
        assert.equal(created.ucr, body.ucr);
        assert.equal(created.regime, body.declaration_type);
        assert.equal(created.status, 'Review');
        assert.equal(response.headers.get('location'), `/api/declarations/${created.uuid}`);
        const shown = await json(await api.get(`/api/declarations/${created.uuid}`));
        assert.equal(shown.status, 'Review');
        assert.equal(shown.source, 'ApiIngestion');
        assert.equal(shown.requiresReview, true);
        assert.match(shown.ingestionPartner, /^partner-under-test-/);
        assert.deepEqual(shown.declaration.goods_items, body.goods_items);
        assert.deepEqual(
          shown.declaration.parties.consignee ?? null,
          (body.parties as Json).consignee ?? null,
        );
      });
    }

    it('refuses automatic dispatch until filing exists, keeps the dossier in Review and audits it', async () => {
      const body = { ...sampleForToday('t1-auto-dispatch'), ucr: unique('T1-AUTO') };
      const created = await json(await api.post(body));
      assert.match(created.autoDispatch, /^refused: /);
      const entries = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.entityId, created.uuid));
      assert.deepEqual(entries.map((entry) => entry.action).sort(), [
        'dossier.auto-dispatch-refused',
        'dossier.ingested',
      ]);
      assert.equal(entries[0]?.actor.startsWith('partner-under-test-'), true);
      const plain = await json(await api.post({ ...sample('ex'), ucr: unique('EX') }));
      assert.equal(plain.autoDispatch, 'not requested');
    });

    it('gives a JSON declaration and its XML twin identical dossiers', async () => {
      const base = sample('t2-groupage') as unknown as CanonicalDeclaration;
      const fromJson = await json(await api.post({ ...base, ucr: unique('TWIN-J') }));
      const xmlResponse = await api.post(canonicalToXml({ ...base, ucr: unique('TWIN-X') }));
      assert.equal(xmlResponse.status, 201);
      const fromXml = await json(xmlResponse);
      const [a, b] = await Promise.all(
        [fromJson, fromXml].map(async (created) =>
          json(await api.get(`/api/declarations/${created.uuid}`)),
        ),
      );
      for (const shown of [a!, b!]) {
        delete shown.uuid;
        delete shown.ucr;
        delete shown.createdAt;
        delete shown.updatedAt;
        delete shown.declaration.ucr;
      }
      assert.deepEqual(a, b);
    });

    it('accepts a gzip body as the same declaration', async () => {
      const body: Json = { ...sample('ex'), ucr: unique('EX-GZ') };
      const response = await api.post(body, { gzip: true });
      assert.equal(response.status, 201);
      const shown = await json(await api.get(`/api/declarations/${(await json(response)).uuid}`));
      assert.deepEqual(shown.declaration.goods_items, body.goods_items);
    });

    it('also answers on /api/v1/declarations', async () => {
      const response = await api.post({ declaration_type: 'EX' }, { path: '/api/v1/declarations' });
      assert.equal(response.status, 201);
    });

    it('keeps T2 house consignment sequences 17 and 4 and the goods linked to them', async () => {
      const created = await json(await api.post({ ...sample('t2-groupage'), ucr: unique('T2') }));
      const { declaration } = await json(await api.get(`/api/declarations/${created.uuid}`));
      assert.deepEqual(
        declaration.house_consignments.map((house: Json) => house.sequence_number),
        [17, 4],
      );
      assert.deepEqual(
        declaration.goods_items.map((item: Json) => item.house_consignment_sequence),
        [17, 17, 4],
      );
    });

    it('keeps generated UCRs unique past the six digits: 999999 is followed by 1000000', async () => {
      await t.database.db.execute(sql`select setval('dossier_ucr_seq', 999998)`);
      const ucrs: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await api.post({ declaration_type: 'EX' });
        assert.equal(response.status, 201);
        ucrs.push((await json(response)).ucr);
      }
      assert.deepEqual(
        ucrs.map((ucr) => ucr.split('-').at(-1)),
        ['999999', '1000000', '1000001'],
      );
    });

    it('derives regime, generates a readable unique UCR, and fills transit defaults', async () => {
      const [first, second] = await Promise.all(
        [api.post({ declaration_type: 'T1' }), api.post({ declaration_type: 'T1' })].map(
          async (r) => json(await r),
        ),
      );
      assert.match(first!.ucr, /^CDS-T1-\d{6}-\d{6,}$/);
      assert.notEqual(first!.ucr, second!.ucr);
      const { declaration } = await json(await api.get(`/api/declarations/${first!.uuid}`));
      const expected = new Date(`${brusselsToday(new Date())}T00:00:00Z`);
      expected.setUTCDate(expected.getUTCDate() + 8);
      assert.equal(declaration.limit_date, expected.toISOString().slice(0, 10));
      assert.equal(declaration.binding_itinerary, false);
      assert.equal(declaration.security_code, 0);
      assert.equal(declaration.regime, 'D1');
      assert.equal(
        (
          await json(
            await api.get(
              `/api/declarations/${(await json(await api.post({ declaration_type: 'IM' }))).uuid}`,
            ),
          )
        ).declaration.regime,
        'H1',
      );
    });

    it('merges company defaults into gaps only; the sender wins', async () => {
      const settings: [string, string][] = [
        ['declarations:departure_office', 'BE212000'],
        ['declarations:consignor_eori', 'BE0999999999'],
        ['declarations:consignor_name', 'Our Forwarding NV'],
        ['declarations:guarantee_grn', '26BE0000000099999'],
        ['declarations:guarantee_type', '1'],
        ['declarations:guarantee_access_code', 'AB12'],
        ['declarations:auth_c521', 'BEACRBE0999999999'],
        ['declarations:location_of_goods', 'BEANR'],
        ['declarations:security_code', '2'],
      ];
      for (const [key, value] of settings)
        await setRuntimeSetting(t.database.db, key, value, 'test');
      try {
        const bare = await json(await api.post({ declaration_type: 'T1', ucr: unique('DEF') }));
        const merged = (await json(await api.get(`/api/declarations/${bare.uuid}`))).declaration;
        assert.equal(merged.customs_offices.departure, 'BE212000');
        assert.deepEqual(merged.parties.consignor, {
          eori: 'BE0999999999',
          name: 'Our Forwarding NV',
        });
        assert.deepEqual(merged.guarantees, [
          { sequence_number: 1, type: '1', grn: '26BE0000000099999', access_code: '****' },
        ]);
        assert.deepEqual(merged.authorisations, [{ type: 'C521', reference: 'BEACRBE0999999999' }]);
        assert.deepEqual(merged.authorised_location_of_goods, { un_locode: 'BEANR' });
        assert.equal(merged.security_code, 2);
        const [row] = await t.database.db
          .select()
          .from(schema.dossiers)
          .where(eq(schema.dossiers.id, bare.uuid));
        assert.equal(
          (row!.correctedData as Json).guarantees[0].access_code,
          'AB12',
          'the real code is kept for filing',
        );

        const own = sample('t1-auto-dispatch');
        const sent = await json(await api.post({ ...own, ucr: unique('OWN'), security_code: 0 }));
        const kept = (await json(await api.get(`/api/declarations/${sent.uuid}`))).declaration;
        assert.deepEqual(kept.parties.consignor, (own.parties as Json).consignor);
        assert.equal(kept.customs_offices.departure, 'BE101000');
        assert.equal(kept.guarantees[0].grn, '25BE0000000394345');
        assert.equal(kept.security_code, 0);
        assert.equal(
          kept.authorised_location_of_goods.authorisation_number,
          'BEACEBE0403000158-2021-TR01',
        );
        const ex = (
          await json(
            await api.get(
              `/api/declarations/${(await json(await api.post({ declaration_type: 'EX' }))).uuid}`,
            ),
          )
        ).declaration;
        assert.equal(ex.parties, undefined, 'transit defaults stay out of an export');
      } finally {
        for (const [key] of settings)
          await setRuntimeSetting(
            t.database.db,
            key,
            key.endsWith('security_code') ? '0' : '',
            'test',
          );
      }
    });

    it('resolves the client by code, then by the regime party EORI, else creates a customs client', async () => {
      await t.database.db.insert(schema.clients).values({
        code: 'ACME2',
        name: 'Acme Two BV',
        identificationNumber: 'BE0456000001',
        createdBy: 'test',
        updatedBy: 'test',
      });
      const importer = { eori: 'BE0456000001', name: 'Acme as the sender spells it' };
      const byCode = await json(
        await api.get(
          `/api/declarations/${(await json(await api.post({ declaration_type: 'IM', client_code: 'ACME2' }))).uuid}`,
        ),
      );
      assert.equal(byCode.client.code, 'ACME2');
      const byEori = await json(
        await api.get(
          `/api/declarations/${(await json(await api.post({ declaration_type: 'IM', parties: { importer } }))).uuid}`,
        ),
      );
      assert.equal(byEori.client.code, 'ACME2');
      const [acme] = await t.database.db
        .select()
        .from(schema.clients)
        .where(eq(schema.clients.code, 'ACME2'));
      assert.equal(acme?.isCustomsClient, false, 'an existing client is not promoted by ingestion');

      const exporter = {
        eori: 'BE0777000111',
        name: 'New Exporter NV',
        street_and_number: 'Dok 1',
        postcode: '9000',
        city: 'Gent',
        country: 'BE',
      };
      const first = await json(
        await api.get(
          `/api/declarations/${(await json(await api.post({ declaration_type: 'EX', parties: { exporter } }))).uuid}`,
        ),
      );
      assert.deepEqual(
        first.client,
        { code: 'BE0777000111' },
        "a partner sees the code its dossier is filed under, not the broker's client record",
      );
      const again = await json(
        await api.get(
          `/api/declarations/${(await json(await api.post({ declaration_type: 'EX', parties: { exporter } }))).uuid}`,
        ),
      );
      assert.equal(again.client.code, 'BE0777000111');
      const created = await t.database.db
        .select()
        .from(schema.clients)
        .where(eq(schema.clients.identificationNumber, 'BE0777000111'));
      assert.equal(created.length, 1);
      assert.equal(created[0]?.city, 'Gent');
      assert.equal(created[0]?.name, 'New Exporter NV');
      assert.equal(created[0]?.isCustomsClient, true);

      const noName = await json(
        await api.get(
          `/api/declarations/${(await json(await api.post({ declaration_type: 'T1', parties: { consignee: { name: 'Ferramenta Lombarda' } } }))).uuid}`,
        ),
      );
      assert.equal(noName.client.code, 'FERRAMENTALOMBARDA');
      const none = await json(
        await api.get(
          `/api/declarations/${(await json(await api.post({ declaration_type: 'T1' }))).uuid}`,
        ),
      );
      assert.equal(none.client, null);
    });

    it('refuses an unknown client_code with 422 and writes nothing', async () => {
      const before = await t.database.db.select().from(schema.dossiers);
      const response = await api.post({
        declaration_type: 'IM',
        client_code: 'NOPE',
        parties: { importer: { eori: 'BE0111222333', name: 'X' } },
      });
      assert.equal(response.status, 422);
      assert.deepEqual((await json(response)).errors, [
        {
          path: '/client_code',
          message: 'names no client; leave it out to match the client by EORI or create it',
        },
      ]);
      assert.equal((await t.database.db.select().from(schema.dossiers)).length, before.length);
      assert.equal(
        (
          await t.database.db
            .select()
            .from(schema.clients)
            .where(eq(schema.clients.identificationNumber, 'BE0111222333'))
        ).length,
        0,
      );
    });

    it('refuses a second dossier with the same UCR in one regime with 409, allows it in another', async () => {
      const ucr = unique('SAME');
      assert.equal((await api.post({ declaration_type: 'EX', ucr })).status, 201);
      const repeat = await api.post({ declaration_type: 'EX', ucr });
      assert.equal(repeat.status, 409);
      assert.equal((await json(repeat)).type, '/problems/ucr-taken');
      assert.equal((await api.post({ declaration_type: 'T1', ucr })).status, 201);
    });

    it('stores attachments under generated names in the upload folder, keeping the sender name as metadata', async () => {
      const pdf = Buffer.from('%PDF-1.4 test invoice');
      const response = await api.post({
        declaration_type: 'IM',
        attachments: [
          {
            file_name: '../../../etc/passwd',
            content_type: 'application/pdf',
            kind: 'invoice',
            data: pdf.toString('base64'),
          },
          {
            file_name: 'packing.pdf',
            content_type: 'application/pdf',
            kind: 'packing_list',
            data: invoicePdf().toString('base64'),
          },
          {
            file_name: 'cert.png',
            content_type: 'image/png',
            kind: 'other',
            data: packingListPng().toString('base64'),
          },
        ],
      });
      assert.equal(response.status, 201);
      const { uuid } = await json(response);
      const shown = await json(await api.get(`/api/declarations/${uuid}`));
      assert.deepEqual(
        shown.documents.map((document: Json) => [
          document.kind,
          document.file_name,
          document.size_bytes,
        ]),
        [
          ['invoice', '../../../etc/passwd', pdf.length],
          ['packing_list', 'packing.pdf', invoicePdf().length],
          ['other', 'cert.png', packingListPng().length],
        ],
      );
      assert.equal(
        shown.declaration.attachments,
        undefined,
        'the file content is not kept in the declaration',
      );
      const files = readdirSync(join(api.uploadFolder, uuid)).sort();
      assert.equal(files.length, 3);
      assert.equal(statSync(join(api.uploadFolder, uuid)).mode & 0o777, 0o700);
      for (const file of files)
        assert.equal(
          statSync(join(api.uploadFolder, uuid, file)).mode & 0o777,
          0o600,
          'readable by the service alone',
        );
      assert.ok(files.every((file) => /^[0-9a-f-]{36}\.(pdf|png)$/.test(file)));
      const [row] = await t.database.db
        .select()
        .from(schema.dossiers)
        .where(eq(schema.dossiers.id, uuid));
      assert.deepEqual(readFileSync(join(api.uploadFolder, row!.invoicePdfPath!)), pdf);
      assert.match(row!.packingPdfPath!, new RegExp(`^${uuid}/`));
    });

    it('replays the first response for an Idempotency-Key repeat and creates nothing more', async () => {
      const key = unique('idem');
      const marker = `IDEM${process.pid % 10000}${++serial}`.slice(0, 17);
      const body = markedDeclaration('EX', marker);
      const first = await api.post(body, { headers: { 'idempotency-key': key } });
      const second = await api.post(body, { headers: { 'idempotency-key': key } });
      assert.equal(first.status, 201);
      assert.equal(second.status, 201);
      assert.equal(second.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(await json(second), await json(first));
      assert.equal((await dossiersWithContainer(t.database.db, marker)).length, 1);
      const other = await api.post(
        { ...body, ucr: unique('IDEM2') },
        { headers: { 'idempotency-key': key } },
      );
      assert.equal(other.status, 422);
      assert.equal((await json(other)).type, '/problems/idempotency-key-reused');
    });

    it('creates one dossier when repeats of one Idempotency-Key race each other', async () => {
      const key = unique('race');
      // No UCR: the service generates one per dossier, so no unique index stands in for the key.
      // The container number marks this test's dossiers; nothing enforces it to be unique.
      const marker = `RACE${process.pid % 10000}${++serial}`.slice(0, 17);
      const body = markedDeclaration('T1', marker);
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => api.post(body, { headers: { 'idempotency-key': key } })),
      );
      const answers = await Promise.all(responses.map(json));
      const created = answers.filter((_, index) => responses[index]!.status === 201);
      const refused = answers.filter((_, index) => responses[index]!.status !== 201);
      assert.ok(created.length >= 1, JSON.stringify(answers));
      // A repeat while the first runs is told so; it is not a UCR conflict or any other refusal.
      for (const answer of refused) assert.equal(answer.type, '/problems/idempotency-in-progress');
      assert.equal(new Set(created.map((answer) => answer.uuid)).size, 1);
      assert.equal(new Set(created.map((answer) => answer.ucr)).size, 1);
      const stored = await dossiersWithContainer(t.database.db, marker);
      assert.deepEqual(
        stored.map((row) => row.id),
        [created[0]!.uuid],
      );
      // Once the first has committed, a repeat gets its answer back, not a second dossier.
      const repeat = await api.post(body, { headers: { 'idempotency-key': key } });
      assert.equal(repeat.status, 201);
      assert.equal((await json(repeat)).uuid, created[0]!.uuid);
    });

    it('lists dossiers newest first, filtered by ucr, status, source and partner', async () => {
      const ucr = unique('LIST');
      const created = await json(await api.post({ declaration_type: 'IM', ucr }));
      const byUcr = await json(await api.get(`/api/declarations?ucr=${ucr}`));
      assert.deepEqual(
        byUcr.map((row: Json) => row.uuid),
        [created.uuid],
      );
      const recent = (await json(
        await api.get('/api/declarations?status=Review&source=ApiIngestion&limit=2'),
      )) as unknown as Json[];
      assert.equal(recent.length, 2);
      assert.ok(recent[0]!.createdAt >= recent[1]!.createdAt);
      assert.deepEqual(await json(await api.get('/api/declarations?partner=someone-else')), []);
      assert.equal((await api.get('/api/declarations?limit=500')).status, 400);
      assert.equal((await api.get('/api/declarations?status=Lost')).status, 400);
      assert.equal(
        (await api.get('/api/declarations/0b7d2f2e-5b7a-4f43-9d32-2c1b1c0d0e0f')).status,
        404,
      );
      assert.equal((await api.get('/api/declarations/not-a-uuid')).status, 404);
    });
  });
}

for (const kind of databaseKinds) {
  describe(`expired idempotency keys on ${kind.name}`, { skip: kind.skip }, () => {
    it('are purged after 24 hours, and only those', async () => {
      const t = await kind.open();
      try {
        const row = {
          partner: 'p',
          endpoint: 'declarations',
          requestHash: 'h'.repeat(64),
          responseStatus: '201',
          responseBody: { uuid: 'x' },
        };
        await t.database.db.insert(schema.idempotencyKeys).values([
          { ...row, key: 'old', createdAt: new Date(Date.now() - 25 * 3_600_000) },
          { ...row, key: 'fresh', createdAt: new Date(Date.now() - 23 * 3_600_000) },
        ]);
        assert.equal(await purgeIdempotencyKeys(t.database.db), 1);
        assert.deepEqual(
          (await t.database.db.select().from(schema.idempotencyKeys)).map((key) => key.key),
          ['fresh'],
        );
      } finally {
        await t.dispose();
      }
    });
  });
}
