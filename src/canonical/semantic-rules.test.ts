import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDeclaration } from './index.ts';
import { semanticComplaints } from './semantic-rules.ts';

const complaintsOf = (tree: Record<string, unknown>) => {
  const result = parseDeclaration(tree);
  return result.ok ? [] : result.complaints;
};

const houses = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ sequence_number: index + 1 }));

describe('the rules a schema cannot say', () => {
  it('allows auto_dispatch on T1 and T2 only, even when false, named as the sender spelt it', () => {
    for (const type of ['T1', 'T2'])
      assert.ok(parseDeclaration({ declaration_type: type, auto_dispatch: true }).ok, type);
    assert.deepEqual(complaintsOf({ declaration_type: 'IM', Auto_Dispatch: false }), [
      {
        path: '/Auto_Dispatch',
        message:
          'is allowed on transit declarations (T1, T2) only; remove it from an IM declaration, even when false',
      },
    ]);
    assert.equal(complaintsOf({ declaration_type: 'EX', auto_dispatch: true }).length, 1);
    assert.deepEqual(
      complaintsOf({ declaration_type: 7, auto_dispatch: true }).map((c) => c.path),
      ['/declaration_type'],
      'no type to judge it by: the schema names the type only',
    );
  });

  it('names a sequence number used twice in a list at its second use', () => {
    assert.deepEqual(
      complaintsOf({
        declaration_type: 'T1',
        Goods_Items: [{ sequence_number: 1 }, { sequence_number: 2 }, { Sequence_Number: 1 }],
        house_consignments: [{ sequence_number: 4 }, { sequence_number: 4 }],
      }),
      [
        {
          path: '/Goods_Items/2/Sequence_Number',
          message: 'repeats sequence number 1 of /Goods_Items/0',
        },
        {
          path: '/house_consignments/1/sequence_number',
          message: 'repeats sequence number 4 of /house_consignments/0',
        },
      ],
    );
    assert.deepEqual(
      complaintsOf({ declaration_type: 'T1', goods_items: [{ sequence_number: 1 }, {}, {}] }),
      [
        { path: '/goods_items/1/sequence_number', message: 'is required' },
        { path: '/goods_items/2/sequence_number', message: 'is required' },
      ],
      'an item without a number repeats nothing',
    );
  });

  it('names a goods item pointing at a house consignment that is not there, listing those that are', () => {
    const link = (list: unknown[], to: number) =>
      complaintsOf({
        declaration_type: 'T2',
        house_consignments: list,
        goods_items: [
          { sequence_number: 1, house_consignment_sequence: 1 },
          { sequence_number: 2, House_Consignment_Sequence: to },
        ],
      });
    assert.deepEqual(link(houses(2), 2), []);
    assert.deepEqual(link(houses(2), 3), [
      {
        path: '/goods_items/1/House_Consignment_Sequence',
        message:
          'points at house consignment 3, which is not in house_consignments (sequence numbers: 1, 2)',
      },
    ]);
    assert.match(link([], 1)[0]!.message, /house consignment 1, .*\(sequence numbers: none\)$/);
    assert.match(link(houses(10), 11)[0]!.message, /\(sequence numbers: 1, 2, .*, 9, 10\)$/);
    assert.match(
      link(houses(13), 14)[0]!.message,
      /\(sequence numbers: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 3 more\)$/,
    );
    assert.match(
      link([{ sequence_number: 1 }, { sequence_number: 'two' }], 3).at(-1)!.message,
      /\(sequence numbers: 1\)$/,
      'a house without a valid number is not one to point at',
    );
  });

  it('wants every attachment’s content in Base64, padded or not', () => {
    const attachment = (data: unknown) =>
      complaintsOf({ declaration_type: 'IM', attachments: [{ kind: 'invoice' }, { data }] });
    const missing = {
      path: '/attachments/0/data',
      message: 'is required: the file content in Base64',
    };
    for (const valid of [
      'aGVsbG8=',
      'aGVsbG8',
      'aGVsbG8h',
      'aGk=',
      'aA==',
      'aGVs\r\n bG8=\n',
      '+/+/',
    ])
      assert.deepEqual(attachment(valid), [missing], valid);
    const bad = {
      path: '/attachments/1/data',
      message:
        'must be the file content in Base64 (RFC 4648: A-Z, a-z, 0-9, + and /, padded with =)',
    };
    for (const invalid of ['aGVsb', 'aGVsbG8h=', 'aGk==a', 'aGk===', '#abc', 'abcd#', 'aGVs bG8!'])
      assert.deepEqual(attachment(invalid), [missing, bad], invalid);
    for (const empty of ['', ' \n '])
      assert.deepEqual(attachment(empty)[1], {
        path: '/attachments/1/data',
        message: 'must hold the file content in Base64; an attachment cannot be empty',
      });
    assert.deepEqual(
      attachment(12).map((c) => c.message),
      ['must be the file content in Base64', missing.message],
      'the schema names a number; the rule does not read it as text',
    );
  });

  it('guards every access: a body of the wrong shape gets the schema’s complaints, not an error', () => {
    const at = (path: string) => path;
    for (const value of [null, 'IM', [], 3]) assert.deepEqual(semanticComplaints(value, at), []);
    assert.deepEqual(
      semanticComplaints(
        {
          goods_items: 'all of them',
          house_consignments: { sequence_number: 1 },
          attachments: [1, null, 'x', []],
        },
        at,
      ),
      [],
    );
  });
});
