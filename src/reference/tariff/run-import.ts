import type { Db } from '../../db/index.ts';
import { commitImport } from './commit-import.ts';
import { ExtractionFileError } from './extraction-file-error.ts';
import {
  failImport,
  LeaseLostError,
  recordProgress,
  recordUnexpectedFailure,
  releaseImport,
  type TariffImportRow,
} from './import-store.ts';
import { openExtraction, type OpenedExtraction } from './open-extraction.ts';
import { readTariffItems } from './read-tariff-xml.ts';
import { changesOfItem } from './record-changes.ts';
import { stageChanges } from './stage-changes.ts';
import type { TariffChange } from './tariff-changes.ts';

export interface ImportHooks {
  /** After a batch committed, with the items [from, to) it applied. Tests count and crash here. */
  readonly afterBatch?: (batch: {
    readonly importId: string;
    readonly from: number;
    readonly to: number;
  }) => void | Promise<void>;
}

export interface RunOptions {
  readonly workerId: string;
  /** After the first batch committed past this time (ms), the run pauses: see import-jobs.ts. */
  readonly deadline: number;
  readonly vatMeasureTypes: ReadonlySet<string>;
  /** Items per batch: each batch is one transaction with its `rows_done`. */
  readonly batchItems: number;
  readonly hooks?: ImportHooks;
  /** Sends the job that continues a paused import, in the transaction that gives it back. */
  readonly continueLater: (tx: Db, importId: string) => Promise<void>;
}

/** done, failed (for good, with its reason), paused (a job continues it), lost (another worker has it). */
export type RunOutcome = 'done' | 'failed' | 'paused' | 'lost';

// A batch also ends when it holds this many changes, whatever its item count.
const MAX_PENDING_CHANGES = 5000;

/**
 * Runs one import held by this worker: streams the ZIP's XML, applies the items in batches to the
 * import's staging dataset, each batch committed with `rows_done` (and the heartbeat) in one
 * transaction; items below the `rows_done` an earlier attempt committed are counted, not applied
 * again. At the end one transaction makes the import count (commit-import.ts).
 */
export const runImport = async (
  db: Db,
  row: TariffImportRow,
  options: RunOptions,
): Promise<RunOutcome> => {
  const staging = { dataset: row.id, importId: row.id, kind: row.kind };
  const recordOptions = { vatMeasureTypes: options.vatMeasureTypes, kind: row.kind };
  let rowsTotal = row.rowsTotal;
  let rowsDone = row.rowsDone;
  let batchFrom = rowsDone;
  let pending: TariffChange[] = [];
  let opened: OpenedExtraction | undefined;

  const flush = async () => {
    const to = rowsDone;
    await db.transaction(async (tx) => {
      await stageChanges(tx, staging, pending);
      await recordProgress(tx, row.id, options.workerId, { rowsDone: to, rowsTotal });
    });
    pending = [];
    await options.hooks?.afterBatch?.({ importId: row.id, from: batchFrom, to });
    batchFrom = to;
  };

  try {
    opened = await openExtraction(row.path);
    const events = readTariffItems(opened.xml, {
      skip: row.rowsDone,
      onTotal: (total) => (rowsTotal = total),
    });
    for await (const event of events) {
      if (event.type === 'skipped') {
        // Passing over what an earlier attempt applied takes a while on a large file: stay alive.
        await recordProgress(db, row.id, options.workerId, {});
        continue;
      }
      pending.push(...changesOfItem(event.item, recordOptions));
      rowsDone = event.item.index + 1;
      if (rowsDone - batchFrom >= options.batchItems || pending.length >= MAX_PENDING_CHANGES) {
        await flush();
        if (Date.now() >= options.deadline) {
          await db.transaction(async (tx) => {
            await releaseImport(tx, row.id, options.workerId);
            await options.continueLater(tx, row.id);
          });
          return 'paused';
        }
      }
    }
    if (rowsDone > batchFrom || pending.length > 0 || rowsTotal !== row.rowsTotal) await flush();
    await commitImport(db, row, options.workerId, { rowsDone, rowsTotal });
    return 'done';
  } catch (error) {
    if (error instanceof LeaseLostError) return 'lost';
    if (error instanceof ExtractionFileError)
      return (await failImport(db, row, options.workerId, error.message)) ? 'failed' : 'lost';
    const failedForGood = await recordUnexpectedFailure(db, row, options.workerId, error as Error);
    if (failedForGood) return 'failed';
    throw error;
  } finally {
    opened?.close();
  }
};
