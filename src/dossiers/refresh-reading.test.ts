import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { refreshUnchecked } from './refresh-reading.ts';

const current = {
  declaration_type: 'IM',
  shipment: { invoice_number: 'INV-1', currency: 'USD' },
  parties: { seller: { name: 'Typed Seller', city: 'Gent' } },
  goods_items: [
    { sequence_number: 1, description: 'Screws', total_price: 10 },
    { sequence_number: 2, description: 'Bolts', total_price: 20 },
  ],
} as CanonicalDeclaration;

const read = {
  shipment: { invoice_number: 'INV-1B', currency: 'EUR' },
  parties: { seller: { name: 'Read Seller', city: 'Antwerpen' } },
  goods_items: [
    { sequence_number: 1, description: 'Screws M8', total_price: 11 },
    { sequence_number: 2, description: 'Bolts M8', total_price: 21 },
    { sequence_number: 3, description: 'Nuts', total_price: 5 },
  ],
} as Partial<CanonicalDeclaration>;

describe('reading again in Review', () => {
  it('refreshes every value no declarant touched, the goods list whole', () => {
    const next = refreshUnchecked(current, read, new Set(['/shipment/currency']));
    assert.deepEqual(next.shipment, { invoice_number: 'INV-1B', currency: 'USD' });
    assert.deepEqual(next.parties?.seller, { name: 'Read Seller', city: 'Antwerpen' });
    assert.equal(next.goods_items?.length, 3);
    assert.equal(
      current.shipment?.invoice_number,
      'INV-1',
      'the stored declaration is not changed',
    );
  });

  it('keeps a party changed as a whole, and the lines value by value once a goods value was touched', () => {
    const next = refreshUnchecked(
      current,
      read,
      new Set(['/parties/seller', '/goods_items/0/description']),
    );
    assert.deepEqual(next.parties?.seller, { name: 'Typed Seller', city: 'Gent' });
    assert.deepEqual(
      next.goods_items?.map((item) => [item.description, item.total_price]),
      [
        ['Screws', 11],
        ['Bolts M8', 21],
      ],
    );
  });

  it('keeps the goods when the new reading found none', () => {
    const next = refreshUnchecked(current, { goods_items: [] }, new Set());
    assert.equal(next.goods_items?.length, 2);
  });
});
