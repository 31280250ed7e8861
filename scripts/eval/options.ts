import { parseArgs } from 'node:util';
import type { EvalDocument } from './documents.ts';

export interface EvalOptions {
  /** Also write bench/results/eval.json. */
  readonly json: boolean;
  readonly sets: readonly string[];
  readonly only: readonly string[];
  readonly verbose: boolean;
  /** Where the sets are: eval/corpus/, or a set being prepared elsewhere. */
  readonly corpus?: string;
}

export const USAGE = `npm run eval -- [--set NAME]... [--only TEXT]... [--verbose] [--json]
  --set NAME    only the documents of that set (shared, generated, or a folder of eval/corpus/)
  --only TEXT   only documents whose set/name contains TEXT (case-insensitive)
  --verbose     print each wrong or missing value, document by document
  --json        also write bench/results/eval.json
  --corpus DIR  the sets from DIR/<set>/ instead of eval/corpus/<set>/
A filtered run (or another corpus) prints its report but leaves bench/results/ as the last
full run wrote it.`;

export const parseOptions = (args: readonly string[]): EvalOptions => {
  const { values } = parseArgs({
    args: [...args],
    options: {
      json: { type: 'boolean', default: false },
      set: { type: 'string', multiple: true, default: [] },
      only: { type: 'string', multiple: true, default: [] },
      verbose: { type: 'boolean', short: 'v', default: false },
      corpus: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    json: values.json,
    sets: values.set,
    only: values.only,
    verbose: values.verbose,
    ...(values.corpus !== undefined ? { corpus: values.corpus } : {}),
  };
};

export const isFiltered = (options: EvalOptions) =>
  options.sets.length > 0 || options.only.length > 0 || options.corpus !== undefined;

export const describeFilter = (options: EvalOptions) =>
  [
    ...options.sets.map((set) => `--set ${set}`),
    ...options.only.map((text) => `--only ${text}`),
    ...(options.corpus !== undefined ? [`--corpus ${options.corpus}`] : []),
  ].join(' ');

export const selected = (options: EvalOptions) => (document: EvalDocument) =>
  (options.sets.length === 0 || options.sets.includes(document.set)) &&
  (options.only.length === 0 ||
    options.only.some((text) =>
      `${document.set}/${document.name}`.toLowerCase().includes(text.toLowerCase()),
    ));
