import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { audit } from '../../audit/index.ts';
import type { Db } from '../../db/index.ts';
import { finishSync, startSync, type SyncStart } from './record-sync.ts';
import { readLocodeCsv, type LocodeForm, type LocodeTally } from './read-locode-csv.ts';
import { replaceLocodes } from './replace-locodes.ts';

/** Where the CSV comes from; `open` runs inside the recorded run, so its failures are recorded too. */
export interface LocodeSource extends SyncStart {
  open(): Promise<{
    readonly bytes: AsyncIterable<Uint8Array>;
    /** Where the CSV turned out to be (a data package names it). */
    readonly source?: string;
    readonly scope?: string;
  }>;
}

export interface LocodeImport {
  /** The reference_syncs row of this run. */
  readonly syncId: string;
  readonly form: LocodeForm;
  /** Data rows read, header rows not counted. */
  readonly rows: number;
  /** Locations stored, one per code. */
  readonly locations: number;
  readonly merged: number;
  readonly headings: number;
  readonly removed: number;
  readonly ms: number;
}

/** The import did not happen; the previous rows are whole and the run is recorded as failed. */
export class LocodeImportError extends Error {
  override name = 'LocodeImportError';
  constructor(
    readonly syncId: string,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`UN/LOCODE import failed, the previous list is kept: ${reason}`, options);
  }
}

const count = (n: number) => n.toLocaleString('en');

export interface ImportOptions {
  /** The reference_syncs row a queued import made (an upload): the run goes on in it. */
  readonly syncId?: string;
  /** Who asked: the import is audited under this name in its own transaction. */
  readonly actor?: string;
}

/**
 * A full import: every row of the table is replaced by the list, in one transaction (all or
 * nothing), and the run is recorded in reference_syncs (kind `locodes`) whatever happens; with an
 * actor, audited with the run in the same transaction.
 */
export const importLocodes = async (
  db: Db,
  logger: Logger,
  from: LocodeSource,
  options: ImportOptions = {},
): Promise<LocodeImport> => {
  const started = performance.now();
  const syncId =
    options.syncId ?? (await startSync(db, { scope: from.scope, source: from.source }));
  const tally: LocodeTally = { rows: 0, headings: 0, removed: 0 };
  try {
    const opened = await from.open();
    // A stream that fails before it is read (a file that cannot be opened) fails the read, not the process.
    if (opened.bytes instanceof Readable) opened.bytes.on('error', () => {});
    const imported = await db.transaction(async (tx) => {
      const replaced = await replaceLocodes(tx, readLocodeCsv(opened.bytes, tally));
      const ms = Math.round(performance.now() - started);
      const result: LocodeImport = {
        syncId,
        form: tally.form!,
        rows: tally.rows,
        ...replaced,
        headings: tally.headings,
        removed: tally.removed,
        ms,
      };
      const detail = `${count(result.rows)} rows (${result.form} form): ${count(result.locations)} locations, ${count(result.merged)} second names, ${count(result.headings)} country headings and ${count(result.removed)} rows marked X passed over; ${(ms / 1000).toFixed(1)} s`;
      await finishSync(tx, syncId, {
        outcome: 'ok',
        detail,
        entries: result.locations,
        ...(opened.source ? { source: opened.source } : {}),
        ...(opened.scope ? { scope: opened.scope } : {}),
      });
      if (options.actor)
        await audit(tx, {
          actor: options.actor,
          action: 'locodes.imported',
          entityType: 'reference-sync',
          entityId: syncId,
          after: {
            source: from.scope,
            form: result.form,
            rows: result.rows,
            locations: result.locations,
          },
        });
      logger.info({ source: opened.source ?? from.source, ...result }, 'UN/LOCODE imported');
      return result;
    });
    // The whole table changed: now rather than whenever autovacuum comes, the old rows go, the
    // trigram index's pending entries are merged and the planner learns the new statistics.
    await db
      .execute(sql`vacuum (analyze) locodes`)
      .catch((error: unknown) => logger.warn({ err: error }, 'vacuum of locodes failed'));
    return imported;
  } catch (error) {
    const reason = (error as Error).message ?? String(error);
    const detail = tally.rows > 0 ? `${reason} (after ${count(tally.rows)} rows)` : reason;
    await finishSync(db, syncId, { outcome: 'failed', detail }).catch((recordError: unknown) =>
      logger.error({ err: recordError, syncId }, 'the failed UN/LOCODE run could not be recorded'),
    );
    logger.error({ err: error, syncId, source: from.source }, `UN/LOCODE import failed: ${reason}`);
    throw new LocodeImportError(syncId, reason, { cause: error });
  }
};
