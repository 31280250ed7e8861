import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changesBetween } from './declaration-changes.ts';

describe('the changes a person made to a declaration', () => {
  it('names each value changed, added or removed by its JSON Pointer, from what to what', () => {
    const before = {
      parties: { consignor: { eori: 'BE0403000111', name: 'A/B NV' } },
      goods_items: [{ gross_mass: 10 }, { gross_mass: 5 }],
    };
    const after = {
      parties: { consignor: { eori: 'BE0403000158', name: 'A/B NV' } },
      goods_items: [{ gross_mass: 10.5 }],
      shipment: { incoterm: 'FOB' },
    };
    assert.deepEqual(changesBetween(before, after), [
      { path: '/parties/consignor/eori', from: 'BE0403000111', to: 'BE0403000158' },
      { path: '/goods_items/0/gross_mass', from: 10, to: 10.5 },
      { path: '/goods_items/1', from: { gross_mass: 5 } },
      { path: '/shipment', to: { incoterm: 'FOB' } },
    ]);
    assert.deepEqual(changesBetween(after, after), []);
  });

  it('escapes a slash in a member name and never writes an access code into the history', () => {
    assert.deepEqual(changesBetween({ 'a/b': 1 }, { 'a/b': 2 }), [
      { path: '/a~1b', from: 1, to: 2 },
    ]);
    assert.deepEqual(
      changesBetween(
        { guarantees: [{ grn: 'G1', access_code: '1234' }] },
        {
          guarantees: [
            { grn: 'G1', access_code: '9999' },
            { grn: 'G2', access_code: '4321' },
          ],
        },
      ),
      [
        { path: '/guarantees/0/access_code', from: '****', to: '****' },
        { path: '/guarantees/1', to: { grn: 'G2', access_code: '****' } },
      ],
    );
  });
});
