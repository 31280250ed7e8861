import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { queryRows } from '../../src/db/index.ts';
import { SYSTEM, transitionDossier, type Actor } from '../../src/dossiers/index.ts';
import {
  extractionJob,
  extractionSetup,
  type ExtractionJobData,
  type ExtractionSetup,
} from '../../src/extraction/index.ts';
import { testSettings } from '../support/app.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { statusMoves, uploadDossier } from '../support/extraction-flow.ts';
import { startIngestionApp, type IngestionTestApp } from '../support/ingestion-app.ts';
import { signedIn } from '../support/sessions.ts';

/** A spreadsheet of goods lines: no PDF, no model, the quickest reading there is. */
const lines = Buffer.from(
  'Description;Quantity;HS code;Origin;Net weight;Gross weight\nBall bearings;120;84821010;CN;35,5;38\n',
  'latin1',
);
const ADMIN: Actor = { name: 'Ada Admin', roles: ['Admins'] };

/**
 * Resolves once `count` callers wait on it: every run has read the dossier before any lands. A
 * run that never comes fails the wait rather than hanging the test.
 */
const barrier = (count: number, timeoutMs = 60_000) => {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    arrived += 1;
    if (arrived >= count) open();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${arrived} of ${count} runs came to the reading`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([opened, late]);
    } finally {
      clearTimeout(timer);
    }
  };
};

for (const kind of databaseKinds) {
  describe(
    `overlapping extraction runs of one dossier on ${kind.name}`,
    { skip: kind.skip },
    () => {
      let t: TestDatabase;
      let api: IngestionTestApp;
      let setup: ExtractionSetup;
      let headers: Record<string, string>;

      /** The extraction job's handler as the engine runs it, with `beforeReading` in its way. */
      const handlerWith = (beforeReading: () => Promise<void>) => {
        const job = extractionJob({
          db: t.database.db,
          uploadFolder: api.uploadFolder,
          reading: setup.reading,
          lookups: async () => {
            await beforeReading();
            return setup.lookups();
          },
          concurrency: 1,
          logger: pino({ level: 'silent' }),
        });
        return (data: ExtractionJobData, attempt: number) =>
          job.handle(data, { id: `run-${attempt}`, attempt, signal: new AbortController().signal });
      };
      const upload = async (code: string) =>
        uploadDossier(api.baseUrl, headers, {
          regime: 'EX',
          newClient: JSON.stringify({ code, name: `${code} NV`, country: 'BE' }),
          spreadsheet: { name: 'lines.csv', bytes: lines, type: 'text/csv' },
        });
      const move = (dossierId: string, event: 'start-extraction' | 'approve', actor = SYSTEM) =>
        t.database.db.transaction((tx) =>
          transitionDossier(tx, { dossierId, event, actor, at: new Date() }),
        );
      const recordsOf = async (dossierId: string) =>
        (
          await queryRows<{ attempt: number; status: string }>(
            t.database.db,
            sql`select attempt, status from extraction_records where dossier_id = ${dossierId}
              order by attempt`,
          )
        ).map((row) => `${row.attempt}:${row.status}`);
      const readingOf = async (dossierId: string) =>
        (
          await queryRows<{
            status: string;
            revision: number;
            raw: { attempt: number; at: string } | null;
          }>(
            t.database.db,
            sql`select status, revision, raw_extraction as raw from dossiers where id = ${dossierId}`,
          )
        )[0]!;
      const extractedEntries = (dossierId: string) =>
        queryRows<{ attempt: number }>(
          t.database.db,
          sql`select (after->>'attempt')::int as attempt from audit_log
            where entity_id = ${dossierId} and action = 'dossier.extracted'`,
        );

      before(async () => {
        t = await kind.open();
        // Jobs are sent (an upload queues its extraction) but no worker takes them: the test runs
        // the handler itself, twice at once.
        api = await startIngestionApp(t.database, {}, { jobs: 'send' });
        setup = extractionSetup(testSettings(), t.database.db);
        headers = (await signedIn(t.database.db, ['SuperUsers'], 'Sam Super')).headers;
      });
      after(async () => {
        await setup?.close();
        await api?.close();
        await t?.dispose();
      });

      it('lands one reading when a retry runs while the first run still reads; the other is kept as an attempt only', async () => {
        const id = await upload('OVERLAP');
        await move(id, 'start-extraction');
        const run = handlerWith(barrier(2));
        // The first attempt outlived its timeout: the engine hands the job out again meanwhile.
        await Promise.all([run({ dossierId: id }, 1), run({ dossierId: id }, 2)]);

        const { status, raw, revision } = await readingOf(id);
        assert.equal(status, 'Review');
        // The reading that filled the declaration is a revision: a page opened before it is stale.
        assert.equal(revision, 1);
        const landed = await extractedEntries(id);
        assert.equal(landed.length, 1, 'one finish-extraction move');
        assert.equal(
          raw!.attempt,
          landed[0]!.attempt,
          'the reading stored is the one that moved it',
        );
        assert.deepEqual(await statusMoves(t.database.db, id), [
          'dossier.created>Queued',
          'dossier.extraction-started>Processing',
          'dossier.extracted>Review',
        ]);
        // Both attempts are kept side by side, neither as a failure.
        assert.deepEqual(await recordsOf(id), ['1:ok', '2:ok']);
      });

      it('keeps a reading again that ends after the dossier was approved as an attempt only', async () => {
        const id = await upload('AGAIN');
        await move(id, 'start-extraction');
        await handlerWith(async () => {})({ dossierId: id }, 1);
        const before = await readingOf(id);
        assert.equal(before.status, 'Review');

        // A declarant approves while the documents are read again.
        await handlerWith(() => move(id, 'approve', ADMIN).then(() => {}))(
          { dossierId: id, again: true },
          1,
        );
        const afterwards = await readingOf(id);
        assert.equal(afterwards.status, 'Approved');
        assert.deepEqual(afterwards.raw, before.raw, 'the approved dossier keeps its reading');
        assert.equal(afterwards.revision, before.revision, 'a reading kept aside is no revision');
        assert.deepEqual(await recordsOf(id), ['1:ok', '1:ok']);
      });
    },
  );
}
