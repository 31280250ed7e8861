import type { ReadingLimits } from '../reading-limits.ts';
import { readCsv } from './read-csv.ts';
import { readXlsx } from './read-xlsx.ts';
import type { Sheet } from './sheet.ts';
import { GRID_CAPS, type GridCaps, type SheetGrid } from './sheet-grid-caps.ts';

/**
 * Every sheet of an xlsx or csv file as grids. The file is read by the same readers as extraction,
 * with the same limits (a file over one is refused here as there), one sheet at a time; only the
 * first `caps.rows` rows and `caps.columns` columns of each are kept.
 */
export const readSheetGrids = async (
  bytes: Uint8Array,
  format: 'xlsx' | 'csv',
  limits: ReadingLimits,
  caps: GridCaps = GRID_CAPS,
): Promise<SheetGrid[]> => {
  const grids: SheetGrid[] = [];
  let characters = caps.characters;
  const add = (sheet: Sheet) => {
    const grid = gridOf(sheet, { ...caps, characters });
    characters -= grid.rows.reduce((sum, row) => sum + textLength(row), 0);
    grids.push(grid);
  };
  if (format === 'csv') add(await readCsv(bytes, limits));
  else for await (const sheet of readXlsx(bytes, limits)) add(sheet);
  return grids;
};

/** One sheet cut to the caps; `caps.characters` is what is left of the answer's text. */
export const gridOf = (sheet: Sheet, caps: GridCaps): SheetGrid => {
  const rows: string[][] = [];
  let truncated = false;
  let characters = caps.characters;
  for (const row of sheet.rows) {
    if (row.number < 1) continue;
    const texts: string[] = [];
    for (const [column, cell] of row.cells.entries()) {
      if (!cell?.text) continue;
      if (column >= caps.columns || row.number > caps.rows) truncated = true;
      else texts[column] = cell.text;
    }
    if (texts.length === 0) continue;
    characters -= textLength(texts);
    if (characters < 0) {
      truncated = true;
      break;
    }
    rows[row.number - 1] = Array.from(texts, (text) => text ?? '');
  }
  const filled = Array.from(rows, (row) => row ?? []);
  return {
    number: sheet.index,
    name: sheet.name,
    rows: filled,
    columns: filled.reduce((most, row) => Math.max(most, row.length), 0),
    truncated,
  };
};

const textLength = (texts: readonly (string | undefined)[]): number =>
  texts.reduce((sum, text) => sum + (text?.length ?? 0), 0);
