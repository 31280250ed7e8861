import { figure, type ReadingLimits } from '../reading-limits.ts';
import { CSV_PLACE, textTooLong, tooManyColumns } from './sheet-limits.ts';

/**
 * csv-parse checks a field once it ends and hands a record over once it is whole: a 49 MB line
 * with no delimiter, or with ten million of them, would be parsed whole before any check (and its
 * `cast` hook, called for every field, makes parsing ten times slower). So the text is watched as
 * it is fed, without quote logic, which lets the watch only under-count a field:
 * - a run with no delimiter and no line break lies inside one field, whose "" count one character
 *   each, so a run over twice the limit is a field over the limit;
 * - a line with more delimiters than a row may have columns, plus as many again as a cell may
 *   have characters (a quoted text full of delimiters), is a row over the column limit.
 * The exact checks are made on each record; these only stop the work early.
 */
export const watchFields = (delimiter: string, limits: ReadingLimits) => {
  const separator = delimiter.charCodeAt(0);
  const maxRun = 2 * limits.maxCellCharacters + 2;
  const maxDelimiters = limits.maxSheetColumns + limits.maxCellCharacters;
  let line = 1;
  let run = 0;
  let delimiters = 0;
  return (piece: string): void => {
    for (let at = 0; at < piece.length; at++) {
      const code = piece.charCodeAt(at);
      if (code === separator) {
        run = 0;
        if (++delimiters > maxDelimiters)
          throw tooManyColumns(CSV_PLACE, `line ${figure(line)}`, limits);
      } else if (code === 0x0a || code === 0x0d) {
        if (code === 0x0a) line++;
        run = 0;
        delimiters = 0;
      } else if (++run > maxRun)
        throw textTooLong(`a field on line ${figure(line)} of ${CSV_PLACE}`, limits);
    }
  };
};
