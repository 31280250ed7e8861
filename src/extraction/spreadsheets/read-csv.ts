import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { DocumentOverLimitError, figure, type ReadingLimits } from '../reading-limits.ts';
import { watchFields } from './csv-field-watch.ts';
import { decodeText } from './decode-text.ts';
import { detectDelimiter } from './detect-delimiter.ts';
import {
  columnLetters,
  PROGRESS_ROWS,
  type SheetProgress,
  type Sheet,
  type SheetRow,
} from './sheet.ts';
import {
  CSV_PLACE,
  textTooLong,
  tooManyCells,
  tooManyColumns,
  tooManyRows,
} from './sheet-limits.ts';
import { SpreadsheetUnreadableError } from './spreadsheet-errors.ts';

/** Characters looked at for binary data and for the delimiter. */
const HEAD = 65_536;

/**
 * A CSV file as one sheet, every value kept as text: decoded line by line as csv-parse's stream
 * asks for it, and each record checked against the limits as it comes, so a file of a million
 * rows stops at the first row too many.
 */
export const readCsv = async (
  bytes: Uint8Array,
  limits: ReadingLimits,
  progress?: SheetProgress,
): Promise<Sheet> => {
  const decoded = decodeText(bytes);
  const pieces = decoded.pieces[Symbol.iterator]();
  const head = headOf(pieces);
  // A NUL or other control characters mean binary data, not a text file.
  if (hasControlCharacters(head.slice(0, HEAD)))
    throw new SpreadsheetUnreadableError('the file is binary data, not CSV text');
  const delimiter = detectDelimiter(head);
  const parser = parse({
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    // The longest record the limits allow: it bounds a quoted field left open.
    max_record_size: limits.maxSheetColumns * limits.maxCellCharacters,
  });
  const source = Readable.from(watched(head, pieces, watchFields(delimiter, limits)));
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  progress?.({ sheet: 1, row: 0 });
  const rows: SheetRow[] = [];
  let stored = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (rows.length >= limits.maxSheetRows) throw tooManyRows(CSV_PLACE, limits);
      const row = rowOf(record, rows.length + 1, limits);
      stored += row.cells.filter((cell) => cell !== undefined).length;
      if (stored > limits.maxSheetCells) throw tooManyCells(CSV_PLACE, limits);
      rows.push(row);
      if (rows.length % PROGRESS_ROWS === 0) progress?.({ sheet: 1, row: rows.length });
    }
  } catch (error) {
    throw error instanceof CsvError ? refusalOf(error, limits) : error;
  } finally {
    source.destroy();
  }
  const notice = decoded.notice();
  return { name: 'csv', index: 1, rows, ...(notice ? { notices: [notice] } : {}) };
};

const headOf = (pieces: Iterator<string>): string => {
  let head = '';
  while (head.length < HEAD) {
    const next = pieces.next();
    if (next.done) break;
    head += next.value;
  }
  return head;
};

function* watched(head: string, rest: Iterator<string>, watch: (piece: string) => void) {
  for (let piece: IteratorResult<string> = { value: head }; !piece.done; piece = rest.next()) {
    watch(piece.value);
    if (piece.value) yield piece.value;
  }
}

const rowOf = (record: readonly string[], number: number, limits: ReadingLimits): SheetRow => {
  let used = 0;
  const cells = record.map((value, column) => {
    if (value.length > limits.maxCellCharacters)
      throw textTooLong(`cell ${columnLetters(column)}${number} of ${CSV_PLACE}`, limits);
    const text = value.trim();
    if (!text) return undefined;
    used = column + 1;
    return { text, ref: `${columnLetters(column)}${number}` };
  });
  if (used > limits.maxSheetColumns)
    throw tooManyColumns(CSV_PLACE, `row ${figure(number)}`, limits);
  return { number, cells };
};

/** csv-parse's refusals, worded for a declarant. */
const refusalOf = (error: CsvError, limits: ReadingLimits): Error => {
  const row = figure(Number(error.records ?? 0) + 1);
  if (error.code === 'CSV_QUOTE_NOT_CLOSED')
    return new SpreadsheetUnreadableError(`a quote opened in row ${row} is never closed`);
  if (error.code === 'CSV_MAX_RECORD_SIZE')
    return new DocumentOverLimitError(
      'maxCellCharacters',
      `row ${row} of ${CSV_PLACE} holds more than ${figure(
        limits.maxSheetColumns * limits.maxCellCharacters,
      )} characters, more than ${figure(limits.maxSheetColumns)} columns of ${figure(
        limits.maxCellCharacters,
      )} characters could`,
    );
  return new SpreadsheetUnreadableError(`malformed CSV (${error.message})`);
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
