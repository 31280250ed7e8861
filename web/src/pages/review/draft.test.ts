import { describe, expect, it } from 'vitest';
import { draftOf, gridLinesOf, valueAt, withGridLines, withValueAt } from './draft.ts';

describe('the review’s draft', () => {
  it('sets a value by its pointer, copying every object on the way and leaving the rest shared', () => {
    const declaration = {
      declaration_type: 'IM' as const,
      parties: { seller: { name: 'A' }, buyer: { name: 'B' } },
    };
    const next = withValueAt(declaration, '/parties/seller/city', 'Gent');
    expect(next.parties.seller).toEqual({ name: 'A', city: 'Gent' });
    expect(next.parties.buyer).toBe(declaration.parties.buyer);
    expect(declaration.parties.seller).toEqual({ name: 'A' });
    expect(valueAt(next, '/parties/seller/city')).toBe('Gent');
  });

  it('leaves an emptied member out, and an emptied group with it', () => {
    const declaration = { declaration_type: 'IM' as const, shipment: { incoterm: 'FOB' } };
    expect(withValueAt(declaration, '/shipment/incoterm', '')).toEqual({ declaration_type: 'IM' });
  });

  it('ties each goods item to the line read for it, and numbers lines 1 to n after a move', () => {
    const draft = draftOf(
      {
        declaration_type: 'EX',
        goods_items: [
          { sequence_number: 1, description: 'a' },
          { sequence_number: 2, description: 'b' },
          { sequence_number: 7, description: 'added' },
        ],
      },
      2,
    );
    expect(draft.lines.map((line) => line.read)).toEqual([0, 1, undefined]);
    const [a, b, added] = gridLinesOf(draft);
    const moved = withGridLines(draft, [b!, a!, added!]);
    expect(
      moved.declaration.goods_items?.map((item) => [item.sequence_number, item.description]),
    ).toEqual([
      [1, 'b'],
      [2, 'a'],
      [3, 'added'],
    ]);
    expect(moved.lines.map((line) => line.read)).toEqual([1, 0, undefined]);
  });
});
