import type { Word } from '../document-text.ts';
import type { ExtractedParty, Found } from '../extracted.ts';
import { BY_LABEL } from '../table-reader/found-words.ts';
import { cellOf } from '../table-reader/line-cells.ts';
import { readAddress } from '../table-reader/party-address.ts';
import type { CellContext } from './cell-values.ts';
import { columnLetters } from './sheet.ts';

/** One line of an address: a cell, or one line of a cell that holds several. */
export interface SheetLine {
  readonly text: string;
  readonly column: number;
  /** The row's number as the spreadsheet shows it. */
  readonly row: number;
}

// Words a form prints where the value goes ("Name / Address", "(complete name and address)").
const FORM_WORDS = new Set(
  (
    'name naam nom address adres adresse anschrift and en et und complete full volledige ' +
    'vollstandige company firma bedrijf societe raison sociale street straat rue strasse city ' +
    'stad ville stadt postcode zip code country land pays of the de du la le des'
  ).split(' '),
);

/** A caption a form prints in the value's place: no part of the address. */
export const isCaption = (text: string): boolean => {
  const trimmed = text.trim();
  if (/^\(.*\)$/.test(trimmed)) return true;
  const words = trimmed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length > 0 && words.every((word) => FORM_WORDS.has(word));
};

/** The lines of a cell's text, each as a line of an address. */
export const linesOf = (text: string, column: number, row: number): SheetLine[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !isCaption(line))
    .map((line) => ({ text: line, column, row }));

/**
 * An address block read by the PDF reader's address reading, so both read name, street,
 * postcode and city, country and VAT number alike: each line goes in as a printed line whose
 * box is its cell's place, and each value comes back with that cell as its source.
 */
export const addressOf = (lines: readonly SheetLine[], context: CellContext): ExtractedParty => {
  const printed = lines.map((line) => cellOf(wordsOf(line)));
  const party = readAddress(printed, { document: context.document, page: context.page }, BY_LABEL);
  const entries = Object.entries(party) as [keyof ExtractedParty, Found<string> | undefined][];
  return Object.fromEntries(
    entries.flatMap(([key, found]) => (found ? [[key, inCell(found, context)]] : [])),
  );
};

/** A VAT or EORI number a text is, or holds after its label ("BTW BE 0403.000.158"). */
export const identificationOf = (
  line: SheetLine,
  context: CellContext,
): Found<string> | undefined => addressOf([line], context).identification;

const wordsOf = (line: SheetLine): Word[] =>
  line.text
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({
      text,
      box: { x: line.column, y: line.row, width: 0, height: 0 },
      confidence: 1,
    }));

const inCell = (found: Found<string>, context: CellContext): Found<string> => {
  const box = found.source?.box;
  return {
    value: found.value,
    confidence: found.confidence,
    source: {
      document: context.document,
      page: context.page,
      ...(box ? { cell: `${columnLetters(box.x)}${box.y}` } : {}),
    },
  };
};
