import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { applyFields, readFields, type DeclarationFields } from './declaration-fields.ts';

const declaration = (): CanonicalDeclaration => ({
  declaration_type: 'IM',
  shipment: { currency: 'USD' },
  goods_items: [
    {
      sequence_number: 1,
      containers: [{ container_number: 'MSKU1234565', seals: ['A1'] }],
      previous_documents: [{ sequence_number: 1, type: 'N337', reference: 'OLD' }],
    },
    { sequence_number: 2, containers: [{ container_number: 'MSKU1234565' }] },
  ],
});

const METADATA = { supervisingCustomsOfficeRef: null, useH2b: false };
const fieldsOf = (d: CanonicalDeclaration): DeclarationFields => {
  const { containerIndicator: _derived, ...fields } = readFields(d, METADATA);
  return fields;
};

describe('the Declare page’s fields written into the declaration', () => {
  it('changes nothing when nothing changed', () => {
    const before = declaration();
    assert.deepEqual(applyFields(before, fieldsOf(before)), before);
  });

  it('renames the N337 where the lines have it, and adds it to every line when none has', () => {
    const renamed = applyFields(declaration(), {
      ...fieldsOf(declaration()),
      billOfLadingRef: 'NEW',
    });
    assert.deepEqual(renamed.goods_items![0]!.previous_documents, [
      { sequence_number: 1, type: 'N337', reference: 'NEW' },
    ]);
    assert.equal(renamed.goods_items![1]!.previous_documents, undefined);
    const none = declaration();
    delete none.goods_items![0]!.previous_documents;
    const added = applyFields(none, { ...fieldsOf(none), billOfLadingRef: 'TSD-1' });
    for (const line of added.goods_items!)
      assert.deepEqual(line.previous_documents, [
        { sequence_number: 1, type: 'N337', reference: 'TSD-1' },
      ]);
    const emptied = applyFields(declaration(), {
      ...fieldsOf(declaration()),
      billOfLadingRef: null,
    });
    assert.deepEqual(emptied.goods_items![0]!.previous_documents, []);
    assert.equal(readFields(emptied, METADATA).billOfLadingRef, null);
  });

  it('renames the container on every line that has it, keeping its seals; emptied, it leaves them', () => {
    const renamed = applyFields(declaration(), {
      ...fieldsOf(declaration()),
      containerNumber: 'CMAU3141590',
    });
    assert.deepEqual(
      renamed.goods_items!.map((line) => line.containers),
      [[{ container_number: 'CMAU3141590', seals: ['A1'] }], [{ container_number: 'CMAU3141590' }]],
    );
    const emptied = applyFields(declaration(), {
      ...fieldsOf(declaration()),
      containerNumber: null,
    });
    assert.deepEqual(
      emptied.goods_items!.map((line) => line.containers),
      [[], []],
    );
    assert.equal(readFields(emptied, METADATA).containerIndicator, false);
  });

  it('writes the N935 with its date, and the shipment’s countries and nature beside what it held', () => {
    const next = applyFields(declaration(), {
      ...fieldsOf(declaration()),
      originCertRef: 'EUR1-42',
      originCertDate: '2026-10-02',
      countryOfDispatch: 'CN',
      natureOfTransaction: 11,
    });
    assert.deepEqual(next.supporting_documents, [
      { type: 'N935', reference: 'EUR1-42', date: '2026-10-02' },
    ]);
    assert.deepEqual(next.shipment, {
      currency: 'USD',
      country_of_dispatch: 'CN',
      nature_of_transaction: 11,
    });
  });
});
