import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readClipboardBlock, writeClipboardBlock } from './clipboard-block.ts';

describe('reading a block copied from a spreadsheet', () => {
  it.each([
    ['Excel on Windows (CR LF, last row ended)', 'a\tb\r\nc\td\r\n'],
    ['Calc on Linux (LF)', 'a\tb\nc\td\n'],
    ['old Mac Excel (CR)', 'a\tb\rc\td\r'],
    ['a copy without the last line break', 'a\tb\r\nc\td'],
  ])('reads rows and tabs from %s', (_, text) => {
    expect(readClipboardBlock(text)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads nothing from empty text', () => {
    expect(readClipboardBlock('')).toEqual([]);
  });

  it('reads one empty cell from a lone line break, as Excel copies one empty cell', () => {
    expect(readClipboardBlock('\r\n')).toEqual([['']]);
  });

  it('keeps empty cells, at the start, in the middle and after a last tab', () => {
    expect(readClipboardBlock('\ta\t\tb\t\r\n')).toEqual([['', 'a', '', 'b', '']]);
  });

  it('keeps empty rows in the block, dropping only the line break after the last row', () => {
    expect(readClipboardBlock('a\r\n\r\nb\r\n\r\n')).toEqual([['a'], [''], ['b'], ['']]);
  });

  it('pads ragged rows with empty cells to the widest row', () => {
    expect(readClipboardBlock('a\nb\tc\td\ne\tf')).toEqual([
      ['a', '', ''],
      ['b', 'c', 'd'],
      ['e', 'f', ''],
    ]);
  });

  it('reads a quoted cell with line breaks, tabs and doubled quotes as Excel writes it', () => {
    const text = '1\t"Bolts 5\r\n""M8""\tsteel"\t12,5\r\n2\t"two\nlines"\t3\r\n';
    expect(readClipboardBlock(text)).toEqual([
      ['1', 'Bolts 5\r\n"M8"\tsteel', '12,5'],
      ['2', 'two\nlines', '3'],
    ]);
  });

  it('reads an empty quoted cell as empty', () => {
    expect(readClipboardBlock('""\tx')).toEqual([['', 'x']]);
  });

  it.each([
    ['a quote inside a cell', 'Screw 5" long\tx', ['Screw 5" long', 'x']],
    ['a quote that opens a cell but closes mid-text', '"5" screws\tx', ['"5" screws', 'x']],
    ['a quote that never closes', '"open\tx', ['"open', 'x']],
    ['a doubled quote at the very end', '"open""', ['"open""']],
  ])('takes %s literally', (_, text, row) => {
    expect(readClipboardBlock(text)).toEqual([row]);
  });

  it('keeps spaces around cells, as they were copied', () => {
    expect(readClipboardBlock(' a \t b ')).toEqual([[' a ', ' b ']]);
  });
});

describe('writing a block for the clipboard', () => {
  it('writes tabs between cells and CR LF after every row, as Excel does', () => {
    expect(
      writeClipboardBlock([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a\tb\r\nc\td\r\n');
  });

  it('quotes only the cells holding a tab, a line break or a quote', () => {
    expect(writeClipboardBlock([['plain', 'two\nlines', 'a\tb', 'M8 "hex"', 'cr\r']])).toBe(
      'plain\t"two\nlines"\t"a\tb"\t"M8 ""hex"""\t"cr\r"\r\n',
    );
  });

  it('writes nothing for no rows', () => {
    expect(writeClipboardBlock([])).toBe('');
  });

  it('reads back every block it writes, cell for cell', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[ab"\t\r\n ]{0,6}$/),
      fc.constantFrom('', '"', '""', '\r\n', '"x"', '1.234,56'),
    );
    const block = fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
      .chain(([rows, cols]) =>
        fc.array(fc.array(cell, { minLength: cols, maxLength: cols }), {
          minLength: rows,
          maxLength: rows,
        }),
      );
    fc.assert(
      fc.property(block, (cells) => {
        expect(readClipboardBlock(writeClipboardBlock(cells))).toEqual(cells);
      }),
      { numRuns: 500 },
    );
  });
});
