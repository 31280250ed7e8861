import { parse } from 'csv-parse/sync';
import { decodeText } from './decode-text.ts';
import { columnLetters, MAX_ROWS, type Sheet, type SheetRow } from './sheet.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';

const DELIMITERS = [';', ',', '\t', '|'] as const;

/** A CSV file as one sheet: its encoding and delimiter detected, every value kept as text. */
export const readCsv = (bytes: Uint8Array): Sheet => {
  const { text } = decodeText(bytes);
  // A NUL or other control characters mean binary data, not a text file.
  if (hasControlCharacters(text.slice(0, 65_536)))
    throw new SpreadsheetUnreadableError('the file is binary data, not CSV text');
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      to_line: MAX_ROWS + 1,
    });
  } catch (error) {
    throw new SpreadsheetUnreadableError(`malformed CSV (${(error as Error).message})`);
  }
  const truncated = records.length > MAX_ROWS;
  const rows: SheetRow[] = records.slice(0, MAX_ROWS).map((record, at) => ({
    number: at + 1,
    cells: record.map((value, column) =>
      value.trim() ? { text: value.trim(), ref: `${columnLetters(column)}${at + 1}` } : undefined,
    ),
  }));
  return { name: 'csv', index: 1, rows, truncated };
};

/** NUL and the other C0 controls besides tab, line feed, form feed and carriage return. */
const hasControlCharacters = (text: string): boolean => {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d)
      return true;
  }
  return false;
};

/**
 * The delimiter that splits the first lines into the same number of fields most often: ';' is
 * what Excel writes where the decimal separator is a comma (Belgium, France, Germany).
 */
export const detectDelimiter = (text: string): string => {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 30);
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const mode = mostFrequent(counts.filter((count) => count > 0));
    if (mode === undefined) continue;
    const score = counts.filter((count) => count === mode).length * 1000 + mode;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
};

const countOutsideQuotes = (line: string, delimiter: string): number => {
  let count = 0;
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    else if (character === delimiter && !quoted) count++;
  }
  return count;
};

const mostFrequent = (values: readonly number[]): number | undefined => {
  const tally = new Map<number, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  let best: number | undefined;
  for (const [value, times] of tally)
    if (best === undefined || times > (tally.get(best) ?? 0)) best = value;
  return best;
};
