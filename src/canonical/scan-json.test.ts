import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanJson } from './scan-json.ts';
import { CanonicalDeclarationSchema } from './schema.ts';

const scan = (value: string) => scanJson(value, CanonicalDeclarationSchema);

describe('the bounded JSON scan', () => {
  it('passes a valid declaration, escapes and nested lists included', () => {
    const body = JSON.stringify({
      declaration_type: 'T1',
      ucr: 'A "quoted" \\ ucr',
      goods_items: [{ sequence_number: 1, containers: [{ seals: ['S1', 'S2'] }] }],
      unknown: { deep: [[1, 2], { a: '}' }] },
    });
    assert.deepEqual(scan(body), []);
  });

  it('names a property written twice in one object, at any depth, however it is escaped', () => {
    assert.deepEqual(scan('{"declaration_type":"EX","declaration_type":"IM"}'), [
      {
        path: '/declaration_type',
        message: 'is given twice in the same object; each property may appear once',
      },
    ]);
    assert.deepEqual(
      scan('{"parties":{"consignee":{"name":"a","n\\u0061me":"b"}}}').map((c) => c.path),
      ['/parties/consignee/name'],
    );
    assert.deepEqual(
      scan('{"goods_items":[{"sequence_number":1},{"sequence_number":2,"sequence_number":3}]}').map(
        (c) => c.path,
      ),
      ['/goods_items/1/sequence_number'],
      'the same name in two different objects is fine; twice in one is not',
    );
  });

  it('stops at the first list over its contract maximum, naming the list', () => {
    const items = Array.from({ length: 10_001 }, (_, i) => `{"sequence_number":${i}}`).join(',');
    assert.deepEqual(scan(`{"declaration_type":"T1","goods_items":[${items}]}`), [
      { path: '/goods_items', message: 'holds more than 9999 entries; at most 9999 are accepted' },
    ]);
    const seals = Array.from({ length: 100_000 }, () => '"s"').join(',');
    assert.match(
      scan(`{"goods_items":[{"containers":[{"seals":[${seals}]}]}]}`)[0]!.path,
      /^\/goods_items\/0\/containers\/0\/seals$/,
    );
    const unknown = Array.from({ length: 10_001 }, () => '0').join(',');
    assert.deepEqual(
      scan(`{"whatever":[${unknown}]}`).map((c) => c.path),
      ['/whatever'],
    );
  });

  it('refuses nesting deeper than 64 levels and strings far past the contract length', () => {
    const deep = `{"x":${'['.repeat(100)}${']'.repeat(100)}}`;
    assert.match(scan(deep)[0]!.message, /nested deeper than 64 levels/);
    assert.deepEqual(scan(JSON.stringify({ ucr: 'U'.repeat(35 * 12 + 1) })), [
      { path: '/ucr', message: 'must be text of at most 35 characters' },
    ]);
    assert.deepEqual(
      scan(JSON.stringify({ ucr: 'U'.repeat(36) })),
      [],
      'the validator names that one',
    );
    assert.deepEqual(
      scan(JSON.stringify({ notes: 'n'.repeat(100_000) })),
      [],
      'a field the contract ignores has no length of its own',
    );
  });

  it('reads a colon or brace inside a string as text', () => {
    assert.deepEqual(scan('{"ucr":"a\\",\\"ucr\\":\\"b","regime":"H1"}'), []);
  });
});
