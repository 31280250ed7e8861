import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { pino } from 'pino';
import type { JobEngine } from '../jobs/index.ts';
import type { TariffImportKind, TariffImportView } from '../reference/index.ts';
import { withDatabase } from './context.ts';
import { formatTable } from './format-table.ts';
import { load } from './modules.ts';

// The command line shows its own progress; the service's JSON log is not wanted here.
const quiet = pino({ level: 'silent' });

const progress = (view: TariffImportView) =>
  view.rowsTotal
    ? `${view.rowsDone.toLocaleString('en')} of ${view.rowsTotal.toLocaleString('en')} records (${Math.min(100, Math.floor((view.rowsDone / view.rowsTotal) * 100))} %)`
    : `${view.rowsDone.toLocaleString('en')} records`;

const isoSecond = (iso: string | null) => (iso ? `${iso.slice(0, 19).replace('T', ' ')}Z` : '-');

export const registerTariffCommands = (reference: Command): void => {
  reference
    .command('import-tariff')
    .description(
      'Import a Tarbel extraction (a ZIP holding one TariffHistoryResponse XML): queued as a durable job and run here with its progress; interrupted, the next run or the next server start resumes it',
    )
    .argument('<file>', 'the ZIP file')
    .addOption(
      new Option(
        '--kind <kind>',
        'full (replaces the tariff) or delta (applied on it); default: full for export-{from}-{to}.zip, else delta',
      ).choices(['full', 'delta']),
    )
    .action((file: string, options: { kind?: TariffImportKind }) =>
      withDatabase(async ({ loaded, database, actor, out }) => {
        const path = resolve(file);
        const found = await stat(path).catch(() => undefined);
        if (!found?.isFile()) {
          process.stderr.write(`${path} is not a file\n`);
          process.exitCode = 1;
          return;
        }
        const [{ createJobEngine }, reference] = await Promise.all([load.jobs(), load.reference()]);
        const { enqueueTariffImport, resumeTariffImports, tariffImportJobs } = reference;
        const kind = options.kind ?? reference.extractionKindOf(basename(path));
        const deps = {
          db: database.db,
          settings: loaded.settings,
          logger: quiet,
          jobs: (): JobEngine => engine,
        };
        const engine = createJobEngine({
          database,
          definitions: tariffImportJobs(deps).definitions,
          logger: quiet,
          pollingIntervalSeconds: 0.5,
        });
        await engine.start();
        try {
          // An import an earlier run left unfinished goes first: imports apply in order.
          const unfinished = await resumeTariffImports(deps, { atStart: true });
          const queued = await enqueueTariffImport(
            { db: database.db, jobs: engine },
            { path, kind, requestedBy: actor },
          );
          const { id, fileName } = queued.import;
          out(
            queued.created
              ? `Queued ${fileName} as a ${kind} import (${id})${unfinished ? `, after ${unfinished} unfinished import(s)` : ''}.`
              : `${fileName} is being imported already (${id}): resuming it.`,
          );
          const final = await reference.waitForTariffImport(database.db, id, (view) =>
            out(`${view.status}: ${progress(view)}`),
          );
          if (final.status === 'failed') {
            process.stderr.write(
              `Import of ${fileName} failed: ${final.error ?? 'no reason given'}\n`,
            );
            process.exitCode = 1;
            return;
          }
          out(
            `Imported ${fileName} (${kind}): ${progress(final)}; the tariff now answers from it.`,
          );
        } finally {
          await engine.stop(5000);
        }
      }),
    );

  reference
    .command('tariff-imports')
    .description('Tariff imports, newest first: file, kind, status, progress, error')
    .option('--limit <n>', 'at most this many', (value) => Number.parseInt(value, 10), 20)
    .option('--json', 'print JSON for scripts')
    .action((options: { limit: number; json?: boolean }) =>
      withDatabase(async ({ database, out }) => {
        const { listTariffImports } = await load.reference();
        const imports = await listTariffImports(database.db, options.limit);
        if (options.json) {
          out(JSON.stringify(imports));
          return;
        }
        if (imports.length === 0) {
          out('No tariff import yet: the CN 2026 list is the tariff.');
          return;
        }
        out(
          formatTable(
            ['ID', 'FILE', 'KIND', 'STATUS', 'PROGRESS', 'QUEUED', 'FINISHED', 'BY', 'ERROR'],
            imports.map((entry) => [
              entry.id,
              entry.fileName,
              entry.kind,
              entry.status,
              progress(entry),
              isoSecond(entry.createdAt),
              isoSecond(entry.finishedAt),
              entry.requestedBy,
              entry.error ?? '',
            ]),
          ),
        );
      }),
    );
};
