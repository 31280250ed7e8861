import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { decodeText } from './decode-text.ts';
import { toEntry, type LocodeEntry, type LocodeFields } from './locode-entry.ts';

/**
 * The three forms a UN/LOCODE list comes in: UNECE's CodeListPart1/2/3 (no header row, twelve
 * columns), the data package's code-list.csv (the same columns under a header row) and the
 * geoapify copy (a header row, decimal latitude and longitude).
 */
export type LocodeForm = 'unece' | 'datapackage' | 'geoapify';

/** What a read saw, filled in as it goes: the import reports it and the sync run records it. */
export interface LocodeTally {
  form?: LocodeForm;
  /** Data rows read (header rows not counted). */
  rows: number;
  /** Country name and reference rows (no location code). */
  headings: number;
  /** Rows marked X: to be removed from the list. */
  removed: number;
}

/** The file cannot be taken as a whole: not CSV, not UN/LOCODE, cut short, a required field unreadable. */
export class LocodeFileError extends Error {
  override name = 'LocodeFileError';
}

const UNECE_COLUMNS = [
  'change',
  'country',
  'location',
  'name',
  'namewodiacritics',
  'subdivision',
  'status',
  'function',
  'date',
  'iata',
  'coordinates',
  'remarks',
];

type Layout = { form: LocodeForm; header: boolean; column: ReadonlyMap<string, number> };

const layoutOf = (first: readonly string[]): Layout => {
  const names = first.map((cell) => cell.trim().toLowerCase());
  if (names.includes('country') && names.includes('location') && names.includes('name')) {
    const column = new Map(names.map((name, index) => [name, index]));
    const form = column.has('lat') && column.has('lon') ? 'geoapify' : 'datapackage';
    return { form, header: true, column };
  }
  if (first.length >= 11 && /^[A-Z]{2}$/.test(first[1]?.trim() ?? ''))
    return {
      form: 'unece',
      header: false,
      column: new Map(UNECE_COLUMNS.map((name, index) => [name, index])),
    };
  throw new LocodeFileError(
    'not a UN/LOCODE list: the first row is neither a header row (Country, Location, Name ...) nor a row of the UNECE form (Change, Country, Location, Name ... without a header)',
  );
};

/**
 * Geocoded rows of the geoapify copy whose name held a comma lost their quoting: the name and the
 * name without diacritics are split in two fields each, and status and IATA are missing
 * (`AT,MLD,"""Mollersdorf"," Baden""",...,3,--3-----,48.36,16.00,true`). Rebuilt here.
 */
const rejoinSplitName = (cells: readonly string[]): readonly string[] => {
  if (cells.length !== 11 || !cells[2]?.startsWith('"') || !cells[4]?.startsWith('"')) return cells;
  const joined = (a: string, b: string) =>
    [a, b].map((part) => part.replace(/"/g, '').trim()).join(', ');
  const at = (index: number) => cells[index] ?? '';
  // country, location, name (2), name without diacritics (2), subdivision, function, lat, lon, geocoded
  return [
    at(0),
    at(1),
    joined(at(2), at(3)),
    joined(at(4), at(5)),
    at(6),
    '',
    at(7),
    '',
    at(8),
    at(9),
    at(10),
  ];
};

const fieldsOf = (layout: Layout, row: readonly string[]): LocodeFields => {
  const cells = layout.form === 'geoapify' ? rejoinSplitName(row) : row;
  const cell = (name: string) => {
    const index = layout.column.get(name);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  return {
    change: cell('change'),
    country: cell('country'),
    location: cell('location'),
    name: cell('name'),
    nameWoDiacritics: cell('namewodiacritics'),
    subdivision: cell('subdivision'),
    status: cell('status'),
    function: cell('function'),
    iata: cell('iata'),
    coordinates: cell('coordinates'),
    lat: cell('lat'),
    lon: cell('lon'),
  };
};

/**
 * The entries of a UN/LOCODE CSV, streamed: the form is told by the first row, rows marked X
 * and rows without a location code (country headings) are passed over. Throws LocodeFileError
 * on anything that makes the file untrustworthy as a whole, naming its line.
 */
export async function* readLocodeCsv(
  source: AsyncIterable<Uint8Array>,
  tally: LocodeTally = { rows: 0, headings: 0, removed: 0 },
): AsyncGenerator<LocodeEntry> {
  // Strict CSV: an unclosed quote or a row of another length than the first is a cut or foreign file.
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    info: true,
    // A UN/LOCODE row is a few hundred bytes: a longer one is not one, and is not held in memory.
    max_record_size: 64 * 1024,
    // Files joined into one list may end their lines differently.
    record_delimiter: ['\r\n', '\n'],
  });
  const text = Readable.from(decodeText(source));
  text.on('error', (error) => parser.destroy(error));
  text.pipe(parser);
  let layout: Layout | undefined;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (!layout) {
        layout = layoutOf(record);
        tally.form = layout.form;
        if (layout.header) continue;
      }
      tally.rows++;
      const fields = fieldsOf(layout, record);
      if (fields.location.trim() === '') {
        tally.headings++;
        continue;
      }
      if (fields.change.trim().toUpperCase() === 'X') {
        tally.removed++;
        continue;
      }
      const entry = toEntry(fields);
      if (typeof entry === 'string') throw new LocodeFileError(`line ${info.lines}: ${entry}`);
      yield entry;
    }
  } catch (error) {
    if (error instanceof LocodeFileError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('CSV_'))
      throw new LocodeFileError(
        `not a complete CSV file (cut short, or not CSV): ${(error as Error).message}`,
      );
    throw error;
  } finally {
    text.destroy();
    parser.destroy();
  }
  if (!layout) throw new LocodeFileError('the file is empty');
}
