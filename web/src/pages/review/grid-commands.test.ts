import { describe, expect, it } from 'vitest';
import type { GridLine } from './draft.ts';
import { applyGridCommand, copyText, pasteAt, typeInto } from './grid-commands.ts';
import { columnById } from './grid-columns.ts';

const line = (key: string, item: Record<string, unknown>): GridLine => ({
  meta: { key },
  item: { sequence_number: 1, ...item },
});
const at = (row: number, col: number) => ({
  active: { row, col },
  anchor: { row, col },
  editing: false,
});
const all = (lines: readonly GridLine[]) => lines.map((_, index) => index);

describe('the goods grid’s edits', () => {
  it('pastes a block from a Belgian Excel: decimal commas and thousands points read as numbers', () => {
    const lines = [line('a', { description: 'Screws' })];
    // Quantity, unit, unit price, amount: from column "quantity" (index 3).
    const pasted = pasteAt('10\tPCS\t1,25\t12,50\n1.000\tKG\t0,5\t500\n', at(0, 3), {
      lines,
      shownLines: all(lines),
      separator: ',',
    });
    expect(pasted?.block).toEqual({ top: 0, bottom: 1, left: 3, right: 6 });
    const items = pasted!.lines.map((each) => each.item);
    expect(items[0]).toMatchObject({
      description: 'Screws',
      supplementary_quantity: 10,
      supplementary_unit: 'PCS',
      unit_price: 1.25,
      total_price: 12.5,
    });
    expect(items[1]).toMatchObject({
      supplementary_quantity: 1000,
      supplementary_unit: 'KG',
      unit_price: 0.5,
      total_price: 500,
    });
  });

  it('keeps a pasted number that does not read as it was, for the check to name it', () => {
    const lines = [line('a', {})];
    const pasted = pasteAt('twelve', at(0, 6), { lines, shownLines: [0], separator: ',' });
    expect(pasted!.lines[0]!.item.total_price).toBe('twelve');
  });

  it('reads an ambiguous 1.234 as the page writes numbers', () => {
    const lines = [line('a', {})];
    const gross = columnById.get('gross_mass')!;
    expect(typeInto(lines, 0, gross, '1.234', ',')[0]!.item.gross_mass).toBe(1234);
    expect(typeInto(lines, 0, gross, '1.234', '.')[0]!.item.gross_mass).toBe(1.234);
  });

  it('leaves out a package emptied of its count and kind, never a null in the declaration', () => {
    const lines = [line('a', { packages: [{ quantity: 3, type: 'CT' }] })];
    const once = typeInto(lines, 0, columnById.get('packages')!, '', ',');
    expect(once[0]!.item.packages).toEqual([{ type: 'CT' }]);
    const twice = typeInto(once, 0, columnById.get('package_type')!, '', ',');
    expect(twice[0]!.item).toEqual({ sequence_number: 1 });
  });

  it('fills down, deletes and moves lines; with a filter on, a fill changes only lines shown', () => {
    const lines = [
      line('a', { country_of_origin: 'CN' }),
      line('b', { country_of_origin: 'US' }),
      line('c', {}),
    ];
    const block = { active: { row: 0, col: 2 }, anchor: { row: 1, col: 2 }, editing: false };
    const filled = applyGridCommand({ kind: 'fill-down' }, block, block, {
      lines,
      shownLines: [0, 2],
      separator: ',',
    });
    expect(filled!.map((each) => each.item.country_of_origin)).toEqual(['CN', 'US', 'CN']);
    const moved = applyGridCommand({ kind: 'move-lines', by: 1 }, at(0, 0), at(1, 0), {
      lines,
      shownLines: all(lines),
      separator: ',',
    });
    expect(moved!.map((each) => each.meta.key)).toEqual(['b', 'a', 'c']);
    const deleted = applyGridCommand({ kind: 'delete-lines' }, block, at(0, 0), {
      lines,
      shownLines: [0, 2],
      separator: ',',
    });
    expect(deleted!.map((each) => each.meta.key)).toEqual(['b']);
  });

  it('copies a block as Excel pastes it, numbers with the page’s decimal comma', () => {
    const lines = [line('a', { gross_mass: 12.5, net_mass: 10 })];
    const block = { active: { row: 0, col: 8 }, anchor: { row: 0, col: 9 }, editing: false };
    expect(copyText(block, { lines, shownLines: [0], separator: ',' })).toBe('12,5\t10\r\n');
  });
});
