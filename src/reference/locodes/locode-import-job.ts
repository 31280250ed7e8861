import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { audit } from '../../audit/index.ts';
import { schema, type Db } from '../../db/index.ts';
import { defineJob, type JobEngine } from '../../jobs/index.ts';
import type { ReferenceDeps, ReferenceJobs } from '../reference-deps.ts';
import { fileSource } from './file-source.ts';
import { importLocodes, LocodeImportError } from './import-locodes.ts';
import { readLocodeCsv, type LocodeForm } from './read-locode-csv.ts';
import { startSync } from './record-sync.ts';

export const LOCODE_IMPORT_JOB = 'reference-locodes-import';

export interface LocodeImportJobData {
  readonly syncId: string;
  /** The files of the list, in order (UNECE's parts 1, 2, 3). */
  readonly paths: readonly string[];
  /** The folder they were received in: removed once the import ended, either way. */
  readonly folder: string;
  readonly actor: string;
}

/** Rows read to judge a file before it is queued: its form and its first locations. */
const ROWS_CHECKED = 25;

/**
 * Reads the first rows of the files as the import will: a file that is not a UN/LOCODE CSV
 * (a PDF, a spreadsheet, an unknown header) is refused before anything is queued, with the
 * reader's reason (LocodeFileError). The rest is read by the import, all or nothing.
 */
export const checkLocodeFiles = async (paths: readonly string[]): Promise<LocodeForm> => {
  const tally = { rows: 0, headings: 0, removed: 0 } as {
    rows: number;
    headings: number;
    removed: number;
    form?: LocodeForm;
  };
  const { bytes } = await fileSource(paths).open();
  let seen = 0;
  for await (const _entry of readLocodeCsv(bytes, tally)) if (++seen >= ROWS_CHECKED) break;
  return tally.form!;
};

/**
 * Queues the import of received files: its reference_syncs row (`running`, "queued"), its job and
 * its audit entry commit together, so the page shows the import from the moment it is accepted.
 */
export const queueLocodeImport = async (
  deps: { readonly db: Db; readonly jobs: Pick<JobEngine, 'send'> },
  input: {
    readonly paths: readonly string[];
    readonly names: readonly string[];
    readonly folder: string;
    readonly actor: string;
  },
): Promise<{ readonly syncId: string; readonly job: string | null }> =>
  deps.db.transaction(async (tx) => {
    const scope = input.names.join(' + ');
    const syncId = await startSync(tx, { scope, source: `upload by ${input.actor}` });
    await tx
      .update(schema.referenceSyncs)
      .set({ detail: 'queued: waiting for the worker' })
      .where(eq(schema.referenceSyncs.id, syncId));
    const data: LocodeImportJobData = {
      syncId,
      paths: input.paths,
      folder: input.folder,
      actor: input.actor,
    };
    const job = await deps.jobs.send(LOCODE_IMPORT_JOB, data, { tx });
    await audit(tx, {
      actor: input.actor,
      action: 'locodes.import-queued',
      entityType: 'reference-sync',
      entityId: syncId,
      after: { files: input.names },
    });
    return { syncId, job };
  });

/**
 * The import of uploaded files, run by a worker through the use case the CLI runs
 * (`customs reference import-locodes`). A run already ended (a retry after the process died past
 * the commit) is left as it is. The import records its own failure: it is not retried, the same
 * bytes would fail again. Attempts 2: a process that died mid-import leaves the run `running`
 * and the files in place, and the retry reads them again.
 */
export const locodeImportJobs = (deps: ReferenceDeps): ReferenceJobs => ({
  definitions: [
    defineJob<LocodeImportJobData>({
      name: LOCODE_IMPORT_JOB,
      attempts: 2,
      retryDelaySeconds: 30,
      expireInSeconds: 900,
      concurrency: 1,
      handle: async (data, job) => {
        const logger = deps.logger.child({ job: LOCODE_IMPORT_JOB, jobId: job.id });
        const [run] = await deps.db
          .select({ outcome: schema.referenceSyncs.outcome })
          .from(schema.referenceSyncs)
          .where(eq(schema.referenceSyncs.id, data.syncId));
        if (run?.outcome === 'running') {
          await deps.db
            .update(schema.referenceSyncs)
            .set({ detail: 'importing', startedAt: new Date() })
            .where(eq(schema.referenceSyncs.id, data.syncId));
          try {
            await importLocodes(deps.db, logger, fileSource(data.paths), {
              syncId: data.syncId,
              actor: data.actor,
            });
          } catch (error) {
            if (!(error instanceof LocodeImportError)) throw error;
          }
        }
        await rm(data.folder, { recursive: true, force: true });
      },
    }),
  ],
  schedules: [],
});
