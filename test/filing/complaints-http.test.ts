import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import { seedTariff } from '../../src/reference/tariff/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startFilingApp, type FilingApp } from '../support/filing-app.ts';
import { sampleForToday, withCn2026Codes } from '../support/samples.ts';

const TENANT = 'tenant-complaints';
const CLIENT = 'client-complaints';

interface Complaint {
  readonly path: string;
  readonly message: string;
  readonly rule?: string;
  readonly element?: string;
}

/** What the shared T1 sample breaks once the CN 2026 is loaded: its nuts' CN 2025 code. */
const OUTDATED_NUTS = {
  path: '/goods_items/1/commodity_code',
  rule: 'R0060',
  element: 'ConsignmentItem/Commodity/CommodityCode/harmonizedSystemSubHeadingCode',
};
const NUTS_MESSAGE =
  /73181630 is not a code of the tariff \(CN 2026\) on \d{4}-\d{2}-\d{2}; the codes of 731816 are 73181631, 73181639/;

const outdatedNuts = (complaints: readonly Complaint[]) => {
  const found = complaints.find((complaint) => complaint.rule === 'R0060');
  assert.ok(found, JSON.stringify(complaints, null, 1));
  const { path, rule, element } = found;
  assert.deepEqual({ path, rule, element }, OUTDATED_NUTS);
  assert.match(found.message, NUTS_MESSAGE);
};

for (const kind of databaseKinds) {
  describe(
    `complaints of a declaration that does not build, over HTTP on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let filing: FilingApp;

      before(async () => {
        t = await kind.open();
        // As the service does at every start: the CN 2026 is the tariff until Tarbel is imported.
        await seedTariff(t.database.db);
        filing = await startFilingApp(t.database, { tenant: TENANT, client: CLIENT });
      });
      after(async () => {
        await filing?.close();
        await t?.dispose();
      });

      const submit = async (uuid: string) =>
        fetch(`${filing.api.baseUrl}/api/dossiers/${uuid}/submit`, {
          method: 'POST',
          headers: { authorization: `Bearer ${await filing.token(['Admins'])}` },
        });

      it('name their rule, message element and path as members of their own, from /xml and from the submit', async () => {
        const uuid = await filing.ingested(`CMP-XML-${kind.name}`, (d) => {
          // A missing value beside the broken rule: no rule of its own, but its element.
          delete d.guarantees;
        });
        for (const response of [
          await filing.api.get(`/api/declarations/${uuid}/xml`),
          await submit(uuid),
        ]) {
          assert.equal(response.status, 422);
          assert.match(response.headers.get('content-type') ?? '', /application\/problem\+json/);
          const problem = (await response.json()) as { type: string; errors: Complaint[] };
          assert.equal(problem.type, '/problems/declaration-incomplete');
          outdatedNuts(problem.errors);
          const guarantees = problem.errors.find((complaint) => complaint.path === '/guarantees');
          assert.ok(guarantees, JSON.stringify(problem.errors, null, 1));
          assert.equal(guarantees.element, 'Guarantee');
          for (const complaint of problem.errors) {
            assert.ok(complaint.element, `an element for ${complaint.path}`);
            assert.match(complaint.path, /^(\/|settings:)/);
            // Partners get no wording aids of the web app.
            assert.deepEqual(
              Object.keys(complaint).filter(
                (key) => !['path', 'message', 'rule', 'element'].includes(key),
              ),
              [],
            );
          }
        }
        const [dossier] = await queryRows<{ status: string }>(
          t.database.db,
          sql`select status from dossiers where id = ${uuid}`,
        );
        assert.equal(dossier!.status, 'Review');
      });

      it('keep the automatic dispatch of the shared T1 in Review, each problem with its rule and element in the history', async () => {
        const response = await filing.api.post({
          ...sampleForToday('t1-auto-dispatch'),
          ucr: `CMP-AUTO-${kind.name}`,
        });
        assert.equal(response.status, 201);
        const body = (await response.json()) as {
          uuid: string;
          status: string;
          autoDispatch: string;
        };
        assert.equal(body.status, 'Review');
        assert.match(
          body.autoDispatch,
          /^refused: the declaration is not complete: \/goods_items\/1\/commodity_code 73181630 is not a code of the tariff/,
        );
        const [refusal] = await queryRows<{ after: { problems: Complaint[] } }>(
          t.database.db,
          sql`select after from audit_log where entity_id = ${body.uuid} and action = 'dossier.auto-dispatch-refused'`,
        );
        outdatedNuts(refusal!.after.problems);
        // The partner reads the same in the dossier's history, over HTTP.
        const history = (await (
          await fetch(`${filing.api.baseUrl}/api/declarations/${body.uuid}/history`, {
            headers: { authorization: `Bearer ${await filing.token(['Admins'])}` },
          })
        ).json()) as { action: string; problems?: Complaint[] }[];
        const refused = history.find((entry) => entry.action === 'dossier.auto-dispatch-refused');
        outdatedNuts(refused?.problems ?? []);

        // With the code CN 2026 gives those nuts, the same T1 is dispatched.
        const fixed = await filing.api.post({
          ...withCn2026Codes(sampleForToday('t1-auto-dispatch')),
          ucr: `CMP-AUTO-CN-${kind.name}`,
        });
        assert.equal(fixed.status, 201);
        const dispatched = (await fixed.json()) as { status: string; autoDispatch: string };
        assert.deepEqual([dispatched.status, dispatched.autoDispatch], ['Submitted', 'dispatched']);
      });
    },
  );
}
