import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedDir } from '../../test/support/samples.ts';
import { parseExpected, type ExpectedDocument } from './expected.ts';
import { generatedSheets } from './generated-sheets.ts';
import { fromInvoice2data } from './invoice2data.ts';

/** One document to read and score. */
export interface EvalDocument {
  readonly set: string;
  /** Its path inside its set: what the tables and `--only` go by. */
  readonly name: string;
  readonly path?: string;
  readonly bytes?: Uint8Array;
  readonly contentType: string;
  /** A photo or a scanned image: read by local OCR whatever its expected values say. */
  readonly image: boolean;
  readonly expected: ExpectedDocument;
  readonly problems: readonly string[];
}

export interface Corpus {
  readonly documents: readonly EvalDocument[];
  /** Files that cannot be scored (a document without expected values, or the reverse). */
  readonly problems: readonly string[];
}

export const CORPUS_DIR = fileURLToPath(new URL('../../eval/corpus/', import.meta.url));
const SAMPLES_DIR = `${sharedDir}samples/invoices/`;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.csv': 'text/csv',
};
const IMAGES = new Set(['.png', '.jpg', '.jpeg']);
const EXPECTED = '.expected.json';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8')) as unknown;

/**
 * The shared samples with invoice2data's values: each PDF, and the PNG made of the same invoice
 * where there is one (the same values, read through OCR).
 */
const sharedSamples = (): EvalDocument[] => {
  if (!existsSync(SAMPLES_DIR)) return [];
  const files = new Set(readdirSync(SAMPLES_DIR));
  return [...files]
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const stem = file.slice(0, -'.json'.length);
      const expected = fromInvoice2data(stem, readJson(SAMPLES_DIR + file));
      if (!expected) return [];
      return ['.pdf', '.png']
        .filter((extension) => files.has(stem + extension))
        .map((extension) => ({
          set: 'shared',
          name: stem + extension,
          path: SAMPLES_DIR + stem + extension,
          contentType: CONTENT_TYPES[extension]!,
          image: IMAGES.has(extension),
          expected,
          problems: [],
        }));
    });
};

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((path) => statSync(path).isFile());

/** Every `NAME.ext` of eval/corpus/<set>/ (subfolders too) with its `NAME.expected.json`. */
const corpusSets = (root: string): Corpus => {
  if (!existsSync(root)) return { documents: [], problems: [] };
  const documents: EvalDocument[] = [];
  const problems: string[] = [];
  const sets = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const set of sets) {
    const folder = join(root, set);
    const files = filesUnder(folder).sort();
    const expectedFiles = new Set(files.filter((file) => file.endsWith(EXPECTED)));
    const used = new Set<string>();
    for (const path of files) {
      const extension = extname(path).toLowerCase();
      const contentType = CONTENT_TYPES[extension];
      if (!contentType || path.endsWith(EXPECTED)) continue;
      const name = relative(folder, path);
      const expectedPath = path.slice(0, -extension.length) + EXPECTED;
      if (!expectedFiles.has(expectedPath)) {
        problems.push(`${set}/${name}: no ${basename(expectedPath)} beside it, not scored`);
        continue;
      }
      used.add(expectedPath);
      let raw: unknown;
      try {
        raw = readJson(expectedPath);
      } catch (error) {
        problems.push(`${set}/${basename(expectedPath)}: ${(error as Error).message}, not scored`);
        continue;
      }
      const parsed = parseExpected(raw);
      documents.push({
        set,
        name,
        path,
        contentType,
        image: IMAGES.has(extension),
        expected: parsed.expected,
        problems: parsed.problems,
      });
    }
    for (const path of expectedFiles)
      if (!used.has(path)) problems.push(`${set}/${relative(folder, path)}: no document beside it`);
  }
  return { documents, problems };
};

/** The shared samples, the corpus sets as they are at this moment, and the generated sheets. */
export const collectDocuments = async (corpusDir = CORPUS_DIR): Promise<Corpus> => {
  const corpus = corpusSets(corpusDir);
  const generated = (await generatedSheets()).map((sheet): EvalDocument => ({
    set: 'generated',
    name: sheet.name,
    bytes: sheet.bytes,
    contentType: sheet.contentType,
    image: false,
    expected: sheet.expected,
    problems: [],
  }));
  return {
    documents: [...sharedSamples(), ...corpus.documents, ...generated],
    problems: corpus.problems,
  };
};
