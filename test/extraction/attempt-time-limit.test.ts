import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/index.ts';
import type { ReaderTaskStats } from '../../src/extraction/index.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { statusMoves, uploadDossier, waitForStatus } from '../support/extraction-flow.ts';
import { slowPage } from '../support/hostile-pdfs.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { signedIn } from '../support/sessions.ts';

const EXPIRY_SECONDS = 6;

/**
 * Issue 24 point 3: the reader of an attempt is killed when the attempt's time runs out, before the
 * job engine could hand the job out again, so no two attempts of one dossier ever read at once.
 */
for (const kind of databaseKinds) {
  describe(
    `an attempt that outlives Processing:ExtractionTimeoutSeconds on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let api: IngestionTestApp;
      const tasks: ReaderTaskStats[] = [];
      before(async () => {
        t = await kind.open();
        api = await startIngestionApp(
          t.database,
          {
            Processing__ExtractionTimeoutSeconds: String(EXPIRY_SECONDS),
            Processing__ExtractionRetryDelaySeconds: '1',
            // The page and the document may take all the time they like: the attempt's limit stops them.
            Processing__PageTimeoutSeconds: '600',
            Processing__DocumentTimeoutSeconds: '600',
          },
          { jobs: 'work', compose: { onReaderTask: (stats) => tasks.push(stats) } },
        );
      });
      after(async () => {
        await api?.close();
        await t?.dispose();
      });

      it('kills its reader before the job is handed out again, three times, then fails the dossier', async () => {
        const { headers } = await signedIn(t.database.db, ['SuperUsers'], 'Patient Tester');
        const id = await uploadDossier(api.baseUrl, headers, {
          regime: 'IM',
          newClient: JSON.stringify({ code: 'LATE', name: 'Late NV', country: 'BE' }),
          invoice: { name: 'late.pdf', bytes: slowPage(20_000), type: 'application/pdf' },
        });
        assert.equal(
          await waitForStatus(t.database.db, id, ['Review', 'Failed'], 180_000),
          'Failed',
        );
        const moves = await statusMoves(t.database.db, id);
        assert.match(
          moves.at(-1)!,
          /^dossier\.failed>Failed \(The extraction ran out of time: an attempt may take 6 s \(Processing:ExtractionTimeoutSeconds\)\)$/,
        );
        const attempts = await queryRows<{ attempt: number; status: string }>(
          t.database.db,
          sql`select attempt, status from extraction_records where dossier_id = ${id} order by attempt`,
        );
        assert.deepEqual(
          attempts.map((row) => [row.attempt, row.status]),
          [
            [1, 'failed'],
            [2, 'failed'],
            [3, 'failed'],
          ],
        );
        // One reader task an attempt, each killed within the attempt's time, none overlapping.
        assert.equal(tasks.length, 3, JSON.stringify(tasks));
        const runs = [...tasks].sort((a, b) => a.startedAt - b.startedAt);
        for (const [index, run] of runs.entries()) {
          assert.ok(run.stopped, `run ${index + 1} ended by itself`);
          assert.ok(
            run.endedAt - run.startedAt < EXPIRY_SECONDS * 1000,
            `run ${index + 1} outlived the expiry`,
          );
          if (index > 0)
            assert.ok(
              run.startedAt >= runs[index - 1]!.endedAt,
              `run ${index + 1} began before run ${index} ended`,
            );
        }
        assert.equal(
          new Set(runs.map((run) => run.pid)).size,
          3,
          'each attempt read by a fresh reader',
        );
      });
    },
  );
}
