import { figure, type ReadingLimits } from '../reading-limits.ts';
import { columnLetters, PROGRESS_ROWS, type SheetProgress, type Sheet } from './sheet.ts';
import {
  sheetPlace,
  textTooLong,
  tooManyCells,
  tooManyColumns,
  tooManyRows,
} from './sheet-limits.ts';
import { cellValue, type CellValueContext, type RawCell } from './xlsx-cell-value.ts';
import { mergedCells, type RowCells } from './xlsx-merges.ts';
import type { XlsxPackage } from './xlsx-package.ts';
import { unescapeText } from './xlsx-shared-strings.ts';
import { attribute, readXmlPart, type Attributes } from './xlsx-xml.ts';
import { columnOf, parseCellRef } from './xlsx-refs.ts';

export interface WorksheetContext extends CellValueContext {
  readonly limits: ReadingLimits;
  readonly progress?: SheetProgress;
}

/**
 * One worksheet, read as its XML streams by: each row and each cell checked against the limits
 * as it is read, so a sheet of a million rows stops at the first row too many. Rows with no value
 * are left out, as exceljs left them out.
 */
export const readWorksheet = async (
  pkg: XlsxPackage,
  sheet: { readonly index: number; readonly name: string; readonly part: string },
  context: WorksheetContext,
): Promise<Sheet> => {
  const { limits, progress } = context;
  const where = sheetPlace(sheet.index, sheet.name);
  const rows = new Map<number, RowCells>();
  const merge = mergedCells(rows, where, limits);
  let rowNumber = 0;
  let cells: RowCells | undefined;
  let rowHasValue = false;
  let column = -1;
  // One cell is read at a time: the same record serves them all.
  const cell: RawCell = {
    ref: '',
    type: undefined,
    style: 0,
    value: undefined,
    inline: undefined,
    formula: false,
  };
  let inCell = false;
  // Cells kept on this sheet: rows times columns alone would allow 50 million.
  let stored = 0;
  let reading: 'value' | 'inline' | undefined;
  let inPhonetic = false;

  const openCell = (attributes: Attributes) => {
    const written = attributes.r;
    column = written === undefined ? column + 1 : columnOf(written);
    cell.ref = written ?? `${columnLetters(column)}${rowNumber}`;
    cell.type = attributes.t;
    cell.style = attributes.s === undefined ? 0 : Number(attributes.s);
    cell.value = cell.inline = undefined;
    cell.formula = false;
    inCell = true;
  };
  const closeCell = () => {
    if (!inCell || !cells) return;
    inCell = false;
    if (cell.value !== undefined || cell.inline !== undefined || cell.formula) rowHasValue = true;
    const value = cellValue(cell, context);
    // A cell whose reference names no column is no cell anyone can see.
    if (!value || column < 0) return;
    if (column >= limits.maxSheetColumns)
      throw tooManyColumns(where, `row ${figure(rowNumber)}`, limits);
    if (cells[column] === undefined && ++stored > limits.maxSheetCells)
      throw tooManyCells(where, limits);
    cells[column] = value;
  };
  const closeRow = () => {
    if (cells && rowHasValue && !rows.has(rowNumber)) {
      if (rows.size >= limits.maxSheetRows) throw tooManyRows(where, limits);
      rows.set(rowNumber, cells);
      if (rows.size % PROGRESS_ROWS === 0) progress?.({ sheet: sheet.index, row: rowNumber });
    }
    cells = undefined;
  };
  const addText = (text: string) => {
    if (!inCell) return;
    const added =
      reading === 'value'
        ? (cell.value = (cell.value ?? '') + text)
        : (cell.inline = (cell.inline ?? '') + unescapeText(text));
    if (added.length > limits.maxCellCharacters)
      throw textTooLong(`cell ${cell.ref} of ${where}`, limits);
  };

  progress?.({ sheet: sheet.index, row: 0 });
  await readXmlPart(
    pkg,
    sheet.part,
    {
      open: (name, attributes) => {
        switch (name) {
          case 'row': {
            const written = Number.parseInt(attributes.r ?? '', 10);
            rowNumber = Number.isNaN(written) ? rowNumber + 1 : written;
            cells = rows.get(rowNumber) ?? [];
            rowHasValue = false;
            column = -1;
            return;
          }
          case 'c':
            if (cells) openCell(attributes);
            return;
          case 'v':
            if (!inCell) return;
            reading = 'value';
            cell.value = '';
            return;
          case 'f':
            if (inCell) cell.formula = true;
            return;
          case 'is':
            if (inCell) cell.inline = '';
            return;
          case 't':
            if (inCell && cell.inline !== undefined && !inPhonetic) reading = 'inline';
            return;
          case 'rPh':
            inPhonetic = true;
            return;
          case 'mergeCell':
            if (attributes.ref) merge(attributes.ref);
            return;
          case 'hyperlink':
            if (attributes.ref && attribute(attributes, 'id')) linkCell(rows, attributes.ref);
            return;
        }
      },
      text: (text) => {
        if (reading) addText(text);
      },
      close: (name) => {
        if (name === 'v' || name === 't') reading = undefined;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'c') closeCell();
        else if (name === 'row') closeRow();
      },
    },
    limits,
    where,
  );
  return {
    name: sheet.name,
    index: sheet.index,
    rows: [...rows]
      .sort(([one], [other]) => one - other)
      .map(([number, cells]) => ({ number, cells })),
  };
};

/** A linked cell showed the link's text before, never a number: kept so for the same results. */
const linkCell = (rows: Map<number, RowCells>, ref: string) => {
  const place = parseCellRef(ref);
  const cells = place && rows.get(place.row);
  const linked = place && cells?.[place.column];
  if (place && cells && linked?.number !== undefined)
    cells[place.column] = { text: linked.text, ref: linked.ref };
};
