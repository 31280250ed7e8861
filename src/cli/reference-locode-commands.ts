import { resolve } from 'node:path';
import type { Command } from 'commander';
import { pino } from 'pino';
import type { LocodeImport } from '../reference/index.ts';
import { withDatabase } from './context.ts';
import { load } from './modules.ts';

const count = (n: number, what: string) => `${n.toLocaleString('en')} ${what}${n === 1 ? '' : 's'}`;

const summary = (done: LocodeImport) =>
  `Imported ${count(done.locations, 'UN/LOCODE location')} from ${count(done.rows, 'row')} (${done.form} form) in ${(done.ms / 1000).toFixed(1)} s; the previous list is replaced.`;

// The command line shows its own outcome; the service's JSON log is not wanted here.
const quiet = pino({ level: 'silent' });

/** The outcome in one line: what was imported, or why not (exit code 1); the run is in reference_syncs. */
const report = async (run: () => Promise<LocodeImport>, out: (line: string) => void) => {
  const { LocodeImportError } = await load.reference();
  try {
    out(summary(await run()));
  } catch (error) {
    if (!(error instanceof LocodeImportError)) throw error;
    process.stderr.write(`${error.message.replace(/\s+/g, ' ')}\n`);
    process.exitCode = 1;
  }
};

export const registerLocodeCommands = (reference: Command): void => {
  reference
    .command('import-locodes')
    .description(
      'Replace the UN/LOCODE list with CSV files, all or nothing: UNECE CodeListPart1/2/3 (give all three), the data package code-list.csv or the geoapify copy',
    )
    .argument('<files...>', 'the CSV file, or the parts of one list')
    .action((files: string[]) =>
      withDatabase(async ({ database, out, actor }) => {
        const { fileSource, importLocodes } = await load.reference();
        await report(
          () =>
            importLocodes(database.db, quiet, fileSource(files.map((file) => resolve(file))), {
              actor,
            }),
          out,
        );
      }),
    );

  reference
    .command('sync-locodes')
    .description(
      'Download and import UN/LOCODE now from locode:datapackage_url (else locode:csv_url), as the daily sync does',
    )
    .action(() =>
      withDatabase(async ({ database, out }) => {
        const { syncLocodes } = await load.reference();
        await report(() => syncLocodes(database.db, quiet), out);
      }),
    );
};
