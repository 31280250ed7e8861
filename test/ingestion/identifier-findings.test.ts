import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, schema } from '../../src/db/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startFilingApp, type FilingApp } from '../support/filing-app.ts';
import type { IngestionTestApp } from '../support/ingestion-app.ts';
import { queueHandlerOn } from '../support/queue-handler.ts';
import { sampleForToday } from '../support/samples.ts';

// A partner's shipment is never refused at the door for a typo in an identifier: it is stored as
// sent, the dossier shows what customs would refuse, and filing refuses it until it is corrected.

type Errors = { type: string; errors: { path: string; message: string }[] };
type Finding = {
  code: string;
  severity: string;
  path: string;
  message: string;
  params?: Record<string, string>;
};

const EORI_FINDING = {
  code: 'ALL-EORI',
  severity: 'error',
  path: '/parties/consignor/eori',
  message:
    'BE0403000111: the last two digits of a Belgian enterprise number are a check (mod 97) and should be 58',
  // What the dossier page words it from, in the declarant's language.
  params: { kind: 'eori', fault: 'check', value: 'BE0403000111', expected: '58' },
};

const transit = (ucr: string, change: (d: Record<string, any>) => void) => {
  const body = sampleForToday('t1-auto-dispatch') as Record<string, any>;
  delete body.auto_dispatch;
  body.ucr = ucr;
  change(body);
  return body;
};

for (const kind of databaseKinds) {
  describe(`identifiers in partners' declarations on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let filing: FilingApp;
    let api: IngestionTestApp;
    before(async () => {
      t = await kind.open();
      filing = await startFilingApp(t.database, { tenant: 'tenant-ids', client: 'client-ids' });
      ({ api } = filing);
    });
    after(async () => {
      await filing?.close();
      await t?.dispose();
    });

    const created = async (body: unknown) => {
      const response = await api.post(body);
      assert.equal(response.status, 201, await response.clone().text());
      return (await response.json()) as { uuid: string; status: string; autoDispatch: string };
    };
    const detailOf = async (uuid: string) =>
      (await (await api.get(`/api/declarations/${uuid}`)).json()) as {
        status: string;
        findings: Finding[];
        declaration: Record<string, any>;
      };
    const submit = async (uuid: string) =>
      fetch(`${api.baseUrl}/api/dossiers/${uuid}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await filing.token(['Admins'])}` },
      });
    const outboxOf = (uuid: string) =>
      t.database.db
        .select()
        .from(schema.outboxMessages)
        .where(eq(schema.outboxMessages.dossierId, uuid));

    it('accepts a wrong EORI check digit, stores it as sent, shows a finding and refuses to file it', async () => {
      const { uuid, status } = await created(
        transit(`IDS-EORI-${kind.name}`, (d) => (d.parties.consignor.eori = 'BE0403000111')),
      );
      assert.equal(status, 'Review');
      const detail = await detailOf(uuid);
      assert.equal(detail.declaration.parties.consignor.eori, 'BE0403000111');
      assert.deepEqual(detail.findings, [EORI_FINDING]);
      const [stored] = await queryRows<{ eori: string }>(
        t.database.db,
        sql`select raw_extraction->'parties'->'consignor'->>'eori' as eori from dossiers where id = ${uuid}`,
      );
      assert.equal(stored!.eori, 'BE0403000111', 'as received, untouched');

      for (const refused of [await api.get(`/api/declarations/${uuid}/xml`), await submit(uuid)]) {
        assert.equal(refused.status, 422);
        const problem = (await refused.json()) as Errors;
        assert.equal(problem.type, '/problems/declaration-incomplete');
        assert.deepEqual(problem.errors, [
          {
            path: '/parties/consignor/eori',
            message: `identificationNumber: ${EORI_FINDING.message} (filing rule ALL-EORI)`,
            element: 'identificationNumber',
            rule: 'ALL-EORI',
          },
        ]);
      }
      assert.equal((await detailOf(uuid)).status, 'Review');
      assert.deepEqual(await outboxOf(uuid), []);
    });

    it('does not dispatch a T1 whose container check digit is wrong; it waits in Review', async () => {
      const response = await created({
        ...transit(`IDS-BOX-${kind.name}`, (d) => {
          // A container of its own, with a seal of its own (a seal closes one container, R0107).
          d.goods_items[0].containers[0] = {
            container_number: 'MSKU7654321',
            seals: ['BE-448812'],
          };
        }),
        auto_dispatch: true,
      });
      assert.equal(response.status, 'Review');
      assert.match(
        response.autoDispatch,
        /^refused: the declaration is not complete: \/goods_items\/0\/containers\/0\/container_number MSKU7654321: the last digit of a container number is a check digit \(ISO 6346\) and should be 8$/,
      );
      assert.deepEqual(await outboxOf(response.uuid), []);
      assert.deepEqual(
        (await detailOf(response.uuid)).findings.map((finding) => [finding.code, finding.path]),
        [['ALL-CONTAINER-NUMBER', '/goods_items/0/containers/0/container_number']],
      );
      const [refusal] = await t.database.db
        .select({ after: schema.auditLog.after })
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.entityId, response.uuid),
            eq(schema.auditLog.action, 'dossier.auto-dispatch-refused'),
          ),
        );
      assert.deepEqual(
        (refusal!.after as { problems: { rule?: string }[] }).problems.map((p) => p.rule),
        ['ALL-CONTAINER-NUMBER'],
      );
    });

    it('holds an office to the role its place needs, on arrival and at filing', async () => {
      // BE000001 is an office of the list, but no office of departure.
      const { uuid } = await created(
        transit(`IDS-OFFICE-${kind.name}`, (d) => (d.customs_offices.departure = 'BE000001')),
      );
      assert.deepEqual((await detailOf(uuid)).findings, [
        {
          code: 'ALL-CUSTOMS-OFFICE',
          severity: 'error',
          path: '/customs_offices/departure',
          message: 'BE000001 is a customs office without the role DEP',
          params: { kind: 'office-code', fault: 'role', value: 'BE000001', expected: 'DEP' },
        },
      ]);
      const refused = await submit(uuid);
      assert.equal(refused.status, 422);
      assert.deepEqual(((await refused.json()) as Errors).errors, [
        {
          path: '/customs_offices/departure',
          message:
            'CustomsOfficeOfDeparture/referenceNumber: BE000001 is a customs office without the role DEP (filing rule ALL-CUSTOMS-OFFICE)',
          element: 'CustomsOfficeOfDeparture/referenceNumber',
          rule: 'ALL-CUSTOMS-OFFICE',
        },
      ]);
    });

    it('carries no finding for a declaration whose identifiers customs takes', async () => {
      const { uuid } = await created(transit(`IDS-OK-${kind.name}`, () => {}));
      assert.deepEqual((await detailOf(uuid)).findings, []);
    });

    it('stores partners’ client masterdata as sent, whatever its EORI’s check digits', async () => {
      const pushed = await api.post(
        { clients: [{ code: 'MD-EORI', name: 'Typo NV', identification_number: 'BE0403000111' }] },
        { path: '/api/v1/clients' },
      );
      assert.equal(pushed.status, 200, await pushed.clone().text());
      const client = (await (await api.get('/api/v1/clients/MD-EORI')).json()) as {
        identification_number: string;
      };
      assert.equal(client.identification_number, 'BE0403000111');
    });

    it('accepts the same typo from the queue and records the same finding', async () => {
      const queue = queueHandlerOn(t.database.db);
      try {
        const settled = await queue.handler({
          body: Buffer.from(
            JSON.stringify(
              transit(`IDS-QUEUE-${kind.name}`, (d) => (d.parties.consignor.eori = 'BE0403000111')),
            ),
          ),
          messageId: `ids-queue-${kind.name}`,
          contentType: 'application/json',
          properties: { Partner: 'tms-queue' },
          deliveries: 1,
          redelivered: false,
        });
        assert.deepEqual(settled, { kind: 'complete' });
      } finally {
        await queue.close();
      }
      const [entry] = await queryRows<{ findings: Finding[] }>(
        t.database.db,
        sql`select after->'findings' as findings from audit_log
            where action = 'dossier.ingested' and after->>'ucr' = ${`IDS-QUEUE-${kind.name}`}`,
      );
      assert.deepEqual(entry!.findings, [EORI_FINDING]);
    });

    // Last: it loads a UN/LOCODE list into this database.
    it('checks a UN/LOCODE against the list once one is loaded', async () => {
      const { uuid } = await created(
        transit(
          `IDS-LOCODE-${kind.name}`,
          (d) => (d.loading_location.loading_place_code = 'BEXXX'),
        ),
      );
      assert.deepEqual(
        (await detailOf(uuid)).findings,
        [],
        'well formed; no list asked on arrival',
      );
      const preview = async () => api.get(`/api/declarations/${uuid}/xml`);
      assert.equal((await preview()).status, 200, 'no list loaded: the form only');
      await t.database.db.insert(schema.locodes).values(
        ['BEANR', 'BEKRT'].map((code) => ({
          code,
          country: 'BE',
          location: code.slice(2),
          name: code,
          searchName: code.toLowerCase(),
        })),
      );
      const refused = await preview();
      assert.equal(refused.status, 422);
      assert.deepEqual(((await refused.json()) as Errors).errors, [
        {
          path: '/loading_location/loading_place_code',
          message:
            'PlaceOfLoading/UNLocode: BEXXX is not in the UN/LOCODE list (filing rule ALL-UNLOCODE)',
          element: 'PlaceOfLoading/UNLocode',
          rule: 'ALL-UNLOCODE',
        },
      ]);
      const known = await created(transit(`IDS-LOCODE-OK-${kind.name}`, () => {}));
      assert.equal((await api.get(`/api/declarations/${known.uuid}/xml`)).status, 200);
    });
  });
}
