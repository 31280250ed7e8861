import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { LocodeSource } from './import-locodes.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The files one after the other, as one list: a line break between them, each one's BOM dropped. */
async function* filesInTurn(paths: readonly string[]): AsyncGenerator<Uint8Array> {
  for (const [index, path] of paths.entries()) {
    if (index > 0) yield Buffer.from('\n');
    let first = true;
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      yield first && chunk.subarray(0, 3).equals(BOM) ? chunk.subarray(3) : chunk;
      first = false;
    }
  }
}

/**
 * One or more CSV files imported as one list: UNECE publishes it in three parts
 * (CodeListPart1/2/3), which together replace the table.
 */
export const fileSource = (paths: readonly string[]): LocodeSource => ({
  scope: paths.map((path) => basename(path)).join(' + '),
  source: paths.join(', '),
  open: async () => {
    for (const path of paths) {
      const found = await stat(path).catch(() => undefined);
      if (!found?.isFile()) throw new Error(`${path} is not a file`);
    }
    return { bytes: filesInTurn(paths) };
  },
});
