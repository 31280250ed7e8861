import { describe, expect, it } from 'vitest';
import { cellName, columnIndex, columnLetters, parseCell } from './cell-address.ts';

describe('column letters', () => {
  it('name columns as spreadsheet programs do, past Z and ZZ', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it('read back to the same index, in either case', () => {
    for (let column = 0; column < 20_000; column += 7)
      expect(columnIndex(columnLetters(column))).toBe(column);
    expect(columnIndex('d')).toBe(3);
    expect(columnIndex('xfd')).toBe(16_383);
  });

  it('are letters only', () => {
    for (const text of ['', 'A1', '1', 'Ä', 'A B', 'ABCDEFGH'])
      expect(columnIndex(text)).toBeUndefined();
  });
});

describe('a cell reference', () => {
  it('reads "D7" as column D (3) and row 7', () => {
    expect(parseCell('D7')).toEqual({ column: 3, row: 7 });
    expect(parseCell('A1')).toEqual({ column: 0, row: 1 });
    expect(parseCell('AA100')).toEqual({ column: 26, row: 100 });
  });

  it('reads a reference as a workbook may write it: absolute, lower case, spaced', () => {
    expect(parseCell('$D$7')).toEqual({ column: 3, row: 7 });
    expect(parseCell('d7')).toEqual({ column: 3, row: 7 });
    expect(parseCell(' D7 ')).toEqual({ column: 3, row: 7 });
  });

  it('is no cell without a column, a row, or with row 0 or a range', () => {
    for (const text of ['', 'D', '7', 'D0', '7D', 'D7:E8', 'Sheet1!D7', 'D-7', 'D7.5'])
      expect(parseCell(text), text).toBeUndefined();
  });

  it('is named back as the server names it', () => {
    for (const ref of ['A1', 'D7', 'Z99', 'AA100', 'XFD1048576'])
      expect(cellName(parseCell(ref)!)).toBe(ref);
    expect(cellName(parseCell('$d$7')!)).toBe('D7');
  });
});
