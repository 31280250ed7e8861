import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Command } from 'commander';
import { pino } from 'pino';
import { DomainError } from '../errors/index.ts';
// eslint-disable-next-line no-restricted-imports -- until src/reference/index.ts re-exports ./locodes/index.ts
import {
  importLocodes,
  LocodeImportError,
  syncLocodes,
  type LocodeImport,
} from '../reference/locodes/index.ts';
import { withDatabase } from './context.ts';

const count = (n: number, what: string) => `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`;

const summary = (done: LocodeImport) =>
  `Imported ${count(done.locations, 'UN/LOCODE location')} from ${count(done.rows, 'row')} (${done.form} form) in ${(done.ms / 1000).toFixed(1)} s; the previous list is replaced.`;

/** A failed import is one line and exit 1 (program.ts); the run is recorded in reference_syncs. */
const oneLine = async (run: () => Promise<LocodeImport>): Promise<LocodeImport> => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof LocodeImportError)) throw error;
    throw new DomainError('invalid', 'reference.import-failed', error.message.replace(/\s+/g, ' '));
  }
};

// The command line shows its own outcome; the service's JSON log is not wanted here.
const quiet = pino({ level: 'silent' });

export const registerLocodeCommands = (reference: Command): void => {
  reference
    .command('import-locodes')
    .description(
      'Replace the UN/LOCODE list with a CSV file: UNECE CodeListPart1/2/3, the data package code-list.csv or the geoapify copy (all or nothing)',
    )
    .argument('<file>', 'the CSV file')
    .action((file: string) =>
      withDatabase(async ({ database, out }) => {
        const path = resolve(file);
        const done = await oneLine(() =>
          importLocodes(database.db, quiet, {
            scope: basename(path),
            source: path,
            open: async () => {
              if (!(await stat(path)).isFile()) throw new Error(`${path} is not a file`);
              return { bytes: createReadStream(path) };
            },
          }),
        );
        out(summary(done));
      }),
    );

  reference
    .command('sync-locodes')
    .description(
      'Download and import UN/LOCODE now from locode:datapackage_url (else locode:csv_url), as the daily sync does',
    )
    .action(() =>
      withDatabase(async ({ database, out }) => {
        out(summary(await oneLine(() => syncLocodes(database.db, quiet))));
      }),
    );
};
