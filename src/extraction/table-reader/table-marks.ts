import type { Found } from '../extracted.ts';
import { BY_LABEL, foundIn, textOf, type Place } from './found-words.ts';
import type { TableHeader } from './header-line.ts';
import { shareOut, type TableRow } from './table-rows.ts';

/**
 * The shipping marks a goods table prints in a column of their own ("Marks & Nos."), one mark
 * per line down the column, joined by " / " as the header's one field holds them. Marks are in
 * capitals or figures: a lower-case word under the column is a wrapped description, not a mark.
 * What cannot be read whole is left for the declarant rather than given cut.
 */
export const marksInTable = (
  rows: readonly TableRow[],
  header: TableHeader,
  place: Place,
): Found<string> | undefined => {
  // Marks stand in the table's first column; a narrow column further in wraps them past reading.
  const column = header.cells.findIndex((cell) => cell.match);
  if (header.cells[column]?.match?.column !== 'marks') return undefined;
  const parts = rows.flatMap((row) => {
    const words = shareOut(row.line.words, header.cells).get(column) ?? [];
    const text = textOf(words).trim();
    return text && /[\p{Lu}\d]/u.test(text) && !/\p{Ll}{3,}/u.test(text) ? [{ text, words }] : [];
  });
  // A mark cut at its own separator ("AARTSELAAR - NO. 1-") went on past the column: unreadable.
  if (parts.length === 0 || parts.some((part) => /[/-]$/.test(part.text))) return undefined;
  return foundIn(
    parts.map((part) => part.text).join(' / '),
    parts.flatMap((part) => part.words),
    place,
    BY_LABEL,
  );
};
