import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Command } from 'commander';
import { fileTypeFromBuffer } from 'file-type';
import { DatabaseInUseError, openDatabase, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import type { InputFile } from '../extraction/index.ts';
import { loadSettings } from '../settings/index.ts';
import { extractionReport } from './extract-report.ts';

const REGIMES = ['IM', 'EX', 'T1', 'T2'] as const;
const READABLE = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** A file's type by its content, as an upload is checked; a CSV has none, so its name says it. */
const contentTypeOf = async (path: string, bytes: Buffer): Promise<string> => {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (detected && READABLE.has(detected)) return detected;
  if (!detected && extname(path).toLowerCase() === '.csv') return 'text/csv';
  throw new DomainError(
    'invalid',
    'validation',
    `${path}: ${detected ?? 'an unknown type'} cannot be read; give a PDF, a PNG or JPEG image, an xlsx or a csv file`,
  );
};

const readInput = async (path: string): Promise<InputFile> => {
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new DomainError(
      'invalid',
      'validation',
      `${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`,
    );
  });
  return {
    document: basename(path),
    fileName: basename(path),
    path,
    contentType: await contentTypeOf(path, bytes),
  };
};

/**
 * The database gives the admins' prompts, the tariff and CountryAliases; an embedded one held by a
 * running service is left alone and the shipped prompts and embedded countries are used instead.
 */
const withOptionalDatabase = async <T>(run: (db: Db | undefined) => Promise<T>): Promise<T> => {
  const { settings } = loadSettings();
  let database;
  try {
    database = await openDatabase(settings, { embeddedLockWaitMs: 0, onBackgroundError: () => {} });
    await database.migrate();
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    process.stderr.write(
      'The embedded database is in use by the service: shipped prompts, no tariff check.\n',
    );
    database = undefined;
  }
  try {
    return await run(database?.db);
  } finally {
    await database?.close();
  }
};

export const registerExtractCommand = (program: Command): void => {
  program
    .command('extract')
    .description(
      'Read invoices, packing lists and spreadsheets as a dossier would be read, without making one: document type, header, goods lines, charges, checks and where each value came from',
    )
    .argument('<files...>', 'PDF, PNG, JPEG, xlsx or csv files, read together as one dossier')
    .option('--regime <regime>', `IM, EX, T1 or T2 (T1 and T2 take the transit path)`)
    .option('--vision', 'send the pages as images to the model (Process with AI)')
    .option('--json', 'print the result as JSON')
    .action(
      async (paths: string[], options: { regime?: string; vision?: boolean; json?: boolean }) => {
        const regime = options.regime?.toUpperCase();
        if (regime !== undefined && !(REGIMES as readonly string[]).includes(regime))
          throw new DomainError(
            'invalid',
            'validation',
            `--regime ${options.regime}: give IM, EX, T1 or T2`,
          );
        const files = await Promise.all(paths.map(readInput));
        const { settings } = loadSettings();
        // Loaded here: pdf.js, Tesseract and the model clients would slow every other command's start.
        const { extractFiles, extractionSetup } = await import('../extraction/index.ts');
        await withOptionalDatabase(async (db) => {
          const setup = extractionSetup(settings, db);
          try {
            if (options.vision && !setup.model)
              throw new DomainError(
                'conflict',
                'no-model-configured',
                '--vision needs a language model: set AI:OpenAI:ApiKey or AI:AzureOpenAI:Endpoint',
              );
            const outcome = await extractFiles(
              files,
              setup.reading,
              setup.model,
              await setup.lookups(),
              {
                regime: regime as (typeof REGIMES)[number] | undefined,
                mode: options.vision ? 'vision' : 'standard',
                today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(
                  new Date(),
                ),
              },
            );
            process.stdout.write(
              options.json
                ? `${JSON.stringify(extractionReport(outcome), null, 2)}\n`
                : extractionReport(outcome, 'text'),
            );
          } finally {
            await setup.close();
          }
        });
      },
    );
};
