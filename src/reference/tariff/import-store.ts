import { basename, resolve } from 'node:path';
import { and, desc, eq, inArray, or, sql, lt, isNull } from 'drizzle-orm';
import { audit } from '../../audit/index.ts';
import { schema, type Db } from '../../db/index.ts';
import type { JobEngine } from '../../jobs/index.ts';
import { finishTariffSync, startTariffSync } from './tariff-syncs.ts';

export const TARIFF_IMPORT_JOB = 'tariff-import';

export type TariffImportKind = (typeof schema.TARIFF_IMPORT_KINDS)[number];
export type TariffImportRow = typeof schema.tariffImports.$inferSelect;

/** What the API and the CLI show of an import. */
export interface TariffImportView {
  readonly id: string;
  readonly fileName: string;
  readonly kind: TariffImportKind;
  readonly status: (typeof schema.TARIFF_IMPORT_STATUSES)[number];
  readonly rowsDone: number;
  readonly rowsTotal: number | null;
  readonly error: string | null;
  readonly requestedBy: string;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly heartbeatAt: string | null;
  readonly finishedAt: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const importView = (row: TariffImportRow): TariffImportView => ({
  id: row.id,
  fileName: row.fileName,
  kind: row.kind,
  status: row.status,
  rowsDone: row.rowsDone,
  rowsTotal: row.rowsTotal,
  error: row.error,
  requestedBy: row.requestedBy,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  heartbeatAt: iso(row.heartbeatAt),
  finishedAt: iso(row.finishedAt),
});

/** Another worker took the import over (this one's heartbeat went stale): stop, write nothing. */
export class LeaseLostError extends Error {
  constructor(importId: string) {
    super(`the tariff import ${importId} is held by another worker now`);
    this.name = 'LeaseLostError';
  }
}

const UNFINISHED = ['queued', 'running'] as const;
const t = schema.tariffImports;
const STAGED_TABLES = [
  schema.tariffGoods,
  schema.tariffDescriptions,
  schema.tariffMeasures,
  schema.tariffDeletions,
] as const;

export interface EnqueueInput {
  readonly path: string;
  readonly kind: TariffImportKind;
  readonly requestedBy: string;
  /** The extraction's name when the path does not end with it. */
  readonly fileName?: string;
}

/**
 * Queues the import of an extraction: its row, its reference_syncs row, its audit entry (under
 * `requestedBy`) and its job commit together. The same file still queued or running is not
 * queued twice: its import is returned (and nudged).
 */
export const enqueueTariffImport = async (
  deps: { readonly db: Db; readonly jobs: Pick<JobEngine, 'send'> },
  input: EnqueueInput,
): Promise<{ readonly import: TariffImportView; readonly created: boolean }> => {
  const path = resolve(input.path);
  const fileName = input.fileName ?? basename(path);
  return deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(t)
      .where(and(eq(t.path, path), eq(t.kind, input.kind), inArray(t.status, UNFINISHED)))
      .limit(1);
    if (pending) {
      await deps.jobs.send(TARIFF_IMPORT_JOB, { importId: pending.id }, { tx });
      return { import: importView(pending), created: false };
    }
    const syncId = await startTariffSync(tx, {
      scope: fileName,
      source: path,
      detail: `${input.kind} extraction queued`,
    });
    const [row] = await tx
      .insert(t)
      .values({
        fileName,
        path,
        kind: input.kind,
        requestedBy: input.requestedBy,
        syncId,
        // Imports run in the order they were queued, several in one transaction included.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    await deps.jobs.send(TARIFF_IMPORT_JOB, { importId: row!.id }, { tx });
    const view = importView(row!);
    await audit(tx, {
      actor: input.requestedBy,
      action: 'tariff-import.queued',
      entityType: 'tariff-import',
      entityId: view.id,
      after: { fileName: view.fileName, kind: view.kind, path },
    });
    return { import: view, created: true };
  });
};

export type Claim =
  | { readonly outcome: 'claimed'; readonly row: TariffImportRow }
  | { readonly outcome: 'idle' }
  | { readonly outcome: 'busy'; readonly row: TariffImportRow };

/**
 * The oldest unfinished import, leased to this worker: imports apply in the order they were
 * queued, one at a time. One leased to another worker whose heartbeat is fresh is left to it
 * (`busy`); a stale one is taken over, and the run resumes after its `rows_done`.
 */
export const claimNextImport = async (
  db: Db,
  workerId: string,
  staleAfterMs: number,
): Promise<Claim> =>
  db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(t)
      .where(inArray(t.status, UNFINISHED))
      .orderBy(t.createdAt, t.id)
      .limit(1)
      .for('update');
    if (!next) return { outcome: 'idle' };
    const [claimed] = await tx
      .update(t)
      .set({
        status: 'running',
        workerId,
        startedAt: sql`coalesce(${t.startedAt}, now())`,
        heartbeatAt: sql`now()`,
      })
      .where(
        and(
          eq(t.id, next.id),
          or(
            isNull(t.workerId),
            eq(t.workerId, workerId),
            isNull(t.heartbeatAt),
            lt(t.heartbeatAt, sql`now() - ${`${Math.ceil(staleAfterMs)} milliseconds`}::interval`),
          ),
        ),
      )
      .returning();
    return claimed ? { outcome: 'claimed', row: claimed } : { outcome: 'busy', row: next };
  });

/** Commits `rows_done` (in the batch's transaction) and the heartbeat; refuses a lost lease. */
export const recordProgress = async (
  tx: Db,
  importId: string,
  workerId: string,
  progress: { rowsDone?: number; rowsTotal?: number | null },
): Promise<void> => {
  const done = await tx
    .update(t)
    .set({
      ...(progress.rowsDone === undefined ? {} : { rowsDone: progress.rowsDone }),
      ...(progress.rowsTotal == null ? {} : { rowsTotal: progress.rowsTotal }),
      heartbeatAt: sql`now()`,
    })
    .where(and(eq(t.id, importId), eq(t.workerId, workerId), eq(t.status, 'running')))
    .returning({ id: t.id });
  if (done.length === 0) throw new LeaseLostError(importId);
};

/** Gives the import back without finishing it: the next job (any instance) continues it. */
export const releaseImport = async (tx: Db, importId: string, workerId: string): Promise<void> => {
  await tx
    .update(t)
    .set({ workerId: null })
    .where(and(eq(t.id, importId), eq(t.workerId, workerId)));
};

const dropStaged = async (tx: Db, dataset: string) => {
  for (const table of STAGED_TABLES) await tx.delete(table).where(eq(table.dataset, dataset));
};

/**
 * The import ends `failed` with its reason; what it staged is dropped, so the tariff stays as the
 * imports before it left it. False when another worker holds it now.
 */
export const failImport = async (
  db: Db,
  row: TariffImportRow,
  workerId: string,
  reason: string,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [failed] = await tx
      .update(t)
      .set({ status: 'failed', error: reason, finishedAt: sql`now()`, workerId: null })
      .where(and(eq(t.id, row.id), eq(t.workerId, workerId)))
      .returning();
    if (!failed) return false;
    await dropStaged(tx, row.id);
    await finishTariffSync(tx, row.syncId, {
      outcome: 'failed',
      detail: reason,
      entries: failed.rowsDone,
    });
    return true;
  });

/** Attempts in all that may end in an unexpected error (the database away) before the import fails. */
export const MAX_IMPORT_FAILURES = 3;

/**
 * An unexpected error (not the file's fault): counted and the lease given back, so that the job's
 * retry resumes; the third fails the import for good. True when the import is failed now.
 */
export const recordUnexpectedFailure = async (
  db: Db,
  row: TariffImportRow,
  workerId: string,
  error: Error,
): Promise<boolean> => {
  const [counted] = await db
    .update(t)
    .set({ failures: sql`${t.failures} + 1`, error: error.message })
    .where(and(eq(t.id, row.id), eq(t.workerId, workerId)))
    .returning({ failures: t.failures });
  if (!counted) return false;
  if (counted.failures >= MAX_IMPORT_FAILURES)
    return failImport(
      db,
      row,
      workerId,
      `gave up after ${counted.failures} attempts; the last failed with: ${error.message}`,
    );
  await releaseImport(db, row.id, workerId);
  return false;
};

export const listTariffImports = async (db: Db, limit = 50): Promise<TariffImportView[]> =>
  (await db.select().from(t).orderBy(desc(t.createdAt)).limit(limit)).map(importView);

export const findTariffImport = async (
  db: Db,
  id: string,
): Promise<TariffImportView | undefined> => {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row && importView(row);
};

/** Imports not finished: what a start must make sure a job will pick up. */
export const unfinishedImports = (db: Db): Promise<TariffImportRow[]> =>
  db.select().from(t).where(inArray(t.status, UNFINISHED)).orderBy(t.createdAt, t.id);
