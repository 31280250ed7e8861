import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { schema } from '../../src/db/index.ts';
import { countRows, databaseKinds, type TestDatabase } from '../support/databases.ts';
import { startFilingApp, type FilingApp } from '../support/filing-app.ts';

const TENANT = 'tenant-submit-race';
const problemTypeOf = async (answer: Response) => ((await answer.json()) as { type: string }).type;
const CLIENT = 'client-submit-race';

/**
 * Holds the dossier's row lock on a connection of its own until both submits wait for it, so the
 * two really race on PostgreSQL: each on its own pool connection, both past their start when the
 * row is let go. The embedded database has one connection: there the two run one after the other.
 */
const holdRowUntilBothWait = async (connectionString: string, dossierId: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('begin');
  await client.query('select id from dossiers where id = $1 for update', [dossierId]);
  return {
    async releaseOnceWaiting(count: number) {
      const deadline = Date.now() + 15_000;
      for (;;) {
        // Within a transaction the activity view is read once; a fresh look each time round.
        await client.query('select pg_stat_clear_snapshot()');
        const { rows } = await client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (Number(rows[0]!.n) >= count) break;
        if (Date.now() > deadline) throw new Error(`fewer than ${count} submits waited on the row`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query('commit');
      await client.end();
    },
    abandon: () => client.end(),
  };
};

for (const kind of databaseKinds) {
  describe(`two submits of one dossier at once on ${kind.name}`, { skip: kind.skip }, () => {
    let t: TestDatabase;
    let filing: FilingApp;
    const submit = async (uuid: string) =>
      fetch(`${filing.api.baseUrl}/api/dossiers/${uuid}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await filing.token(['Admins'])}` },
      });
    /** A T1 sent without auto_dispatch: it waits in Review for a declarant. */
    const ingested = (ucr: string, change?: (d: Record<string, any>) => void) =>
      filing.ingested(ucr, change);
    const outboxOf = (uuid: string) =>
      countRows(t.database.db, 'outbox_messages', sql`dossier_id = ${uuid}`);
    const submittedEntriesOf = (uuid: string) =>
      countRows(
        t.database.db,
        'audit_log',
        sql`entity_id = ${uuid} and action = 'dossier.submitted'`,
      );
    const statusOf = async (uuid: string) =>
      (
        await t.database.db
          .select({ status: schema.dossiers.status })
          .from(schema.dossiers)
          .where(eq(schema.dossiers.id, uuid))
      )[0]?.status;

    before(async () => {
      t = await kind.open();
      filing = await startFilingApp(t.database, { tenant: TENANT, client: CLIENT });
    });
    after(async () => {
      await filing?.close();
      await t?.dispose();
    });

    it('files it once: one submit wins, the other gets 409 invalid-transition', async () => {
      const uuid = await ingested(`RACE-${kind.name}`);
      const held = t.connectionString
        ? await holdRowUntilBothWait(t.connectionString, uuid)
        : undefined;
      const racing = Promise.all([submit(uuid), submit(uuid)]);
      try {
        await held?.releaseOnceWaiting(2);
      } catch (error) {
        await held?.abandon();
        throw error;
      }
      const answers = await racing;
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [200, 409], await answers[1].clone().text());
      const refused = answers.find((answer) => answer.status === 409)!;
      assert.equal(await problemTypeOf(refused), '/problems/invalid-transition');
      assert.equal(await statusOf(uuid), 'Submitted');
      assert.equal(await outboxOf(uuid), 1, 'one message in the outbox');
      assert.equal(await submittedEntriesOf(uuid), 1, 'one Submitted entry in the audit trail');
    });

    it('answers 409, not 422, to a dossier filed already whose declaration is now incomplete', async () => {
      const uuid = await ingested(`RACE-FILED-${kind.name}`);
      assert.equal((await submit(uuid)).status, 200);
      // The state machine speaks before the message is judged: filed is filed.
      await t.database.db.execute(
        sql`update dossiers set corrected_data = corrected_data - 'guarantees' where id = ${uuid}`,
      );
      const again = await submit(uuid);
      assert.equal(again.status, 409);
      assert.equal(await problemTypeOf(again), '/problems/invalid-transition');
      assert.equal(await outboxOf(uuid), 1);
      assert.equal(await submittedEntriesOf(uuid), 1);
    });

    it('answers 422 to an incomplete dossier in Review and leaves it there, unaudited', async () => {
      const uuid = await ingested(`RACE-BAD-${kind.name}`, (d) => {
        delete d.guarantees;
      });
      const refused = await submit(uuid);
      assert.equal(refused.status, 422);
      assert.equal(await problemTypeOf(refused), '/problems/declaration-incomplete');
      assert.equal(await statusOf(uuid), 'Review');
      assert.equal(await outboxOf(uuid), 0);
      assert.equal(await submittedEntriesOf(uuid), 0, 'the move was undone with the refusal');
    });
  });
}
