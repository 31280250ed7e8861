import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Type } from '@sinclair/typebox';
import type { Complaint } from '../errors/index.ts';
import { capComplaints, compileContract, MAX_COMPLAINTS } from './contract-validator.ts';
import { parseDeclaration } from './index.ts';
import { normalizeKeys, senderPath } from './normalize.ts';
import { CanonicalDeclarationSchema } from './schema.ts';
import type { SchemaNode } from './schema-walk.ts';

const complaintsOf = (tree: Record<string, unknown>) => {
  const result = parseDeclaration(tree);
  assert.ok(!result.ok, 'expected complaints');
  return result.complaints;
};

const numbered = (count: number): Complaint[] =>
  Array.from({ length: count }, (_, index) => ({ path: `/n/${index}`, message: 'is wrong' }));

const STOPS = {
  path: '/',
  message: `the list of complaints stops at ${MAX_COMPLAINTS}; correct these and send the body again`,
};

describe('the list of complaints', () => {
  it('is kept as it is below the maximum', () => {
    assert.deepEqual(capComplaints(numbered(MAX_COMPLAINTS - 1)), numbered(MAX_COMPLAINTS - 1));
    assert.deepEqual(capComplaints([]), []);
  });

  it('stops at the maximum with a last entry saying so', () => {
    assert.equal(MAX_COMPLAINTS, 200);
    assert.deepEqual(capComplaints(numbered(200)), [...numbered(200), STOPS]);
    assert.deepEqual(capComplaints(numbered(250)), [...numbered(200), STOPS]);
  });
});

describe('a contract validator', () => {
  const Schema = Type.Object({
    name: Type.Optional(Type.String({ maxLength: 5, description: 'text of at most 5 characters' })),
    note: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  });

  it('refuses anything but a JSON object', () => {
    const validate = compileContract(Schema);
    for (const tree of [null, 'x', 1, [], [{ name: 'a' }]])
      assert.deepEqual(validate(tree), {
        ok: false,
        complaints: [{ path: '/', message: 'must be a JSON object' }],
      });
  });

  it('gives back the normalized value, with or without extra rules', () => {
    assert.deepEqual(compileContract(Schema)({ NAME: 'ab', other: 1 }), {
      ok: true,
      value: { name: 'ab' },
    });
    const rules = (value: unknown) =>
      (value as { name?: string }).name === 'bad'
        ? [{ path: '/name', message: 'is not a good name' }]
        : [];
    assert.deepEqual(compileContract(Schema, { rules })({ name: 'good' }), {
      ok: true,
      value: { name: 'good' },
    });
    assert.deepEqual(
      compileContract(Schema, { rules })({ name: 'bad' }),
      { ok: false, complaints: [{ path: '/name', message: 'is not a good name' }] },
      'a value the schema accepts is still refused by its rules',
    );
    assert.deepEqual(compileContract(Schema, { rules })({ name: 'bad-and-long' }), {
      ok: false,
      complaints: [{ path: '/name', message: 'must be text of at most 5 characters' }],
    });
  });

  it('drops null as absent unless told to keep it (null clears a stored value)', () => {
    assert.deepEqual(compileContract(Schema)({ name: null, note: null }), { ok: true, value: {} });
    assert.deepEqual(compileContract(Schema, { keepNulls: true })({ note: null }), {
      ok: true,
      value: { note: null },
    });
  });
});

describe('the complaints of the canonical contract', () => {
  it('names a missing member at its own path', () => {
    assert.deepEqual(complaintsOf({}), [{ path: '/declaration_type', message: 'is required' }]);
    assert.deepEqual(complaintsOf({ declaration_type: 'T1', house_consignments: [{}] }), [
      { path: '/house_consignments/0/sequence_number', message: 'is required' },
    ]);
  });

  it('names a value by its description, or by the validator’s words where it has none', () => {
    for (const shipment of ['abc', [], 5, true])
      assert.deepEqual(
        complaintsOf({ declaration_type: 'T1', shipment }),
        [{ path: '/shipment', message: 'must be object' }],
        JSON.stringify(shipment),
      );
    assert.deepEqual(complaintsOf({ declaration_type: 'T1', goods_items: [null] }), [
      { path: '/goods_items/0', message: 'must be object' },
    ]);
    assert.deepEqual(complaintsOf({ declaration_type: 'T1', goods_items: 'x' }), [
      { path: '/goods_items', message: 'must be a list of at most 9999 entries' },
    ]);
    assert.deepEqual(complaintsOf({ declaration_type: 'T1', ucr: ['a'] }), [
      { path: '/ucr', message: 'must be text of at most 35 characters' },
    ]);
  });

  it('never converts a value: a number written as text is refused', () => {
    assert.deepEqual(complaintsOf({ declaration_type: 'T1', totals: { gross_mass: '12.5' } }), [
      { path: '/totals/gross_mass', message: 'must be a number of at least 0' },
    ]);
    assert.deepEqual(complaintsOf({ declaration_type: 'T1', binding_itinerary: 'true' }), [
      { path: '/binding_itinerary', message: 'must be true or false' },
    ]);
  });

  it('names a value once when it breaks two keywords with one description', () => {
    // 0024-02-30 breaks both the date format and the 1900-2999 pattern.
    assert.deepEqual(
      complaintsOf({ declaration_type: 'T1', shipment: { invoice_date: '0024-02-30' } }),
      [
        {
          path: '/shipment/invoice_date',
          message: 'must be a date in the form yyyy-MM-dd, from 1900 to 2999',
        },
      ],
    );
  });

  it('lists every fault of the declaration and of its list entries, up to the maximum', () => {
    const complaints = complaintsOf({
      declaration_type: 'XX',
      ucr: 5,
      goods_items: [{ sequence_number: 'a' }, { sequence_number: 1 }, { sequence_number: 'b' }],
    });
    assert.deepEqual(
      complaints.map((complaint) => complaint.path),
      [
        '/declaration_type',
        '/ucr',
        '/goods_items/0/sequence_number',
        '/goods_items/2/sequence_number',
      ],
    );
    const many = complaintsOf({
      declaration_type: 'T1',
      goods_items: Array.from({ length: 500 }, () => ({ sequence_number: -1 })),
    });
    assert.equal(many.length, MAX_COMPLAINTS + 1);
    assert.deepEqual(many.at(-1), STOPS);
  });

  it('names a property given twice in different case by both of the sender’s spellings', () => {
    assert.deepEqual(complaintsOf({ Declaration_Type: 'EX', DECLARATION_TYPE: 'IM' }), [
      {
        path: '/DECLARATION_TYPE',
        message:
          'is given twice, as "Declaration_Type" and "DECLARATION_TYPE"; property names are case-insensitive',
      },
    ]);
  });
});

describe('the normalizer', () => {
  const schema = CanonicalDeclarationSchema as SchemaNode;

  it('checks every string, however many faults, unless told where to stop', () => {
    const tree = { ucr: 'a\u0000', lrn: 'b\u0001', regime: 'c\u0002' };
    assert.deepEqual(
      normalizeKeys(tree, schema).complaints.map((complaint) => complaint.path),
      ['/ucr', '/regime'],
      'lrn is not in the contract: dropped, not checked',
    );
    assert.equal(normalizeKeys(tree, schema, { maxComplaints: 1 }).complaints.length, 1);
    assert.deepEqual(normalizeKeys('\u0000', { type: 'string' }).complaints, [
      { path: '/', message: 'must not contain the NUL character (U+0000)' },
    ]);
  });

  it('names the root as / and other pointers by the sender’s spelling', () => {
    const tree = { Goods_Items: [{ Sequence_Number: 'x' }] };
    assert.equal(senderPath(tree, schema, ''), '/');
    assert.equal(senderPath(tree, schema, '/'), '/');
    assert.equal(
      senderPath(tree, schema, '/goods_items/0/sequence_number'),
      '/Goods_Items/0/Sequence_Number',
    );
  });
});
