import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { DomainError } from '../../errors/index.ts';
import type { ReadingLimits } from '../reading-limits.ts';
import { readSheetGrids, type SheetGrid } from '../spreadsheets/index.ts';

/** What the service asks a sheet reader process: one file, read by path (never sent over IPC). */
export interface SheetRequest {
  readonly id: number;
  readonly path: string;
  readonly format: 'xlsx' | 'csv';
  readonly limits: ReadingLimits;
}

export type SheetMessage =
  /** The process took the request up: its time starts now, not while it was starting itself. */
  | { readonly id: number; readonly type: 'started' }
  | { readonly id: number; readonly type: 'sheets'; readonly sheets: readonly SheetGrid[] }
  /** The file's own fault (unreadable, over a limit): the same bytes would fail again. */
  | { readonly id: number; readonly type: 'refused'; readonly reason: string }
  /** Not the file's fault: a bug, reported with its stack. */
  | { readonly id: number; readonly type: 'crash'; readonly message: string };

/**
 * A sheet reader process at work, forked by sheet-readers.ts with a heap limit and killed from
 * outside over its memory or time, as the extraction's readers are (decision 0025): nothing here
 * answers requests, so a hostile workbook holds this process and nothing else.
 */
export const serve = (early: readonly SheetRequest[]): void => {
  // Below the service, which answers requests, when both want the same core.
  setPriority(10);
  const send = (message: SheetMessage) => process.send?.(message);
  const run = async ({ id, path, format, limits }: SheetRequest) => {
    send({ id, type: 'started' });
    try {
      const bytes = new Uint8Array(await readFile(path));
      send({ id, type: 'sheets', sheets: await readSheetGrids(bytes, format, limits) });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unparseable')
        send({ id, type: 'refused', reason: error.message });
      else
        send({
          id,
          type: 'crash',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
    }
  };
  process.on('message', (request: SheetRequest) => void run(request));
  for (const request of early) void run(request);
  process.on('disconnect', () => process.exit(0));
};
