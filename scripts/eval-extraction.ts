import { mkdirSync, writeFileSync } from 'node:fs';
import { extractionSetup } from '../src/extraction/index.ts';
import { loadSettings } from '../src/settings/index.ts';
import { collectDocuments, type EvalDocument } from './eval/documents.ts';
import { mistakesOf } from './eval/mistakes.ts';
import { describeFilter, isFiltered, parseOptions, selected } from './eval/options.ts';
import { readDocument, type Reading } from './eval/read.ts';
import { renderReport } from './eval/report.ts';
import { scoreDocument } from './eval/score-document.ts';
import { figures, groupsOf } from './eval/tally.ts';

// `npm run eval`: how well the paths without a model read documents, field by field, measured on
// the shared samples (invoice2data's values), every set of eval/corpus/ and generated sheets, read
// by the service's own reader processes (the same pool, limits and settings).
// `npm run eval -- --help` for the filters.

const options = parseOptions(process.argv.slice(2));
const corpus = await collectDocuments(options.corpus);
const documents = corpus.documents.filter(selected(options));
if (documents.length === 0) {
  console.error(`no document matches ${describeFilter(options)}`);
  process.exit(1);
}

const { settings } = loadSettings();
const setup = extractionSetup(settings, undefined);

/** As many documents at once as the pool has reader processes, so OCR pages keep each busy. */
const readAll = async (all: readonly EvalDocument[]): Promise<Reading[]> => {
  const readings: Reading[] = new Array<Reading>(all.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < all.length) {
      const at = next++;
      const document = all[at]!;
      readings[at] = await readDocument(setup.reading, document);
      done++;
      process.stderr.write(
        `${done}/${all.length} ${document.set}/${document.name} ${readings[at].durationMs} ms\n`,
      );
    }
  };
  const workers = Math.max(1, Math.min(settings['Processing:MaxConcurrentJobs'], all.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return readings;
};

let readings: Reading[];
try {
  readings = await readAll(documents);
} finally {
  await setup.close();
}

// Every document failing is a broken reader (one being rebuilt, say), not a measure of it: the
// last results stay as they are.
if (readings.every((reading) => reading.error !== undefined)) {
  console.error(`the reader read no document: ${readings[0]?.error ?? ''}`);
  process.exit(1);
}

const scores = documents.map((document, at) => scoreDocument(document, readings[at]!));
const groups = groupsOf(scores);
const filtered = isFiltered(options);
const report = renderReport(groups, scores, {
  date: new Date(),
  reader: setup.reading.usesDocumentIntelligence
    ? 'Document Intelligence'
    : 'PDF text layer and local OCR',
  ...(filtered ? { filter: describeFilter(options) } : {}),
  problems: corpus.problems,
});

if (options.verbose) console.log(`${scores.map(mistakesOf).join('\n\n')}\n`);
console.log(report);

if (filtered) {
  console.error('a filtered run: bench/results/ left as the last full run wrote it');
} else {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/eval.md', report);
  if (options.json)
    writeFileSync(
      'bench/results/eval.json',
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          groups: groups.map((group) => ({ name: group.name, ...figures(group.tally) })),
          documents: scores,
          problems: corpus.problems,
        },
        null,
        2,
      )}\n`,
    );
}
