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
  it('finds a property written twice in an object of many keys', () => {
    const keys = Array.from({ length: 20 }, (_, i) => `"k${i}":${i}`).join(',');
    assert.deepEqual(scan(`{${keys}}`), []);
    assert.deepEqual(
      scan(`{${keys},"k3":0}`).map((c) => c.path),
      ['/k3'],
    );
  });

  it('reads a string ending in an escaped backslash as closed', () => {
    assert.deepEqual(
      scan('{"ucr":"a\\\\","ucr":"b"}').map((c) => c.path),
      ['/ucr'],
    );
    assert.deepEqual(scan('{"ucr":"a\\\\\\"","lrn":"b"}'), []);
  });

  it('keeps reading an object after a list inside it', () => {
    assert.deepEqual(
      scan('{"route":["BE"],"ucr":"a","ucr":"b"}').map((c) => c.path),
      ['/ucr'],
    );
  });

  it('names the entry of a list where the fault is, the first one included', () => {
    assert.deepEqual(
      scan('{"goods_items":[{"sequence_number":1,"sequence_number":1}]}').map((c) => c.path),
      ['/goods_items/0/sequence_number'],
    );
    assert.deepEqual(
      scan(JSON.stringify({ goods_items: [{ description: 'd'.repeat(512 * 12 + 1) }] })),
      [{ path: '/goods_items/0/description', message: 'must be text of at most 512 characters' }],
      'a list entry is read by the contract of the list’s items',
    );
  });

  it('accepts a list of exactly its maximum, and nesting of exactly 64 levels', () => {
    const items = Array.from({ length: 9_999 }, (_, i) => `{"sequence_number":${i}}`).join(',');
    assert.deepEqual(scan(`{"goods_items":[${items}]}`), []);
    const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    assert.deepEqual(scan(nested(64)), []);
    const refused = scan(nested(65));
    assert.equal(refused.length, 1);
    assert.equal(refused[0]!.message, 'is nested deeper than 64 levels');
    assert.equal(refused[0]!.path, `/x${'/0'.repeat(63)}`);
  });

  it('accepts a string up to the raw length its contract length allows', () => {
    assert.deepEqual(scan(JSON.stringify({ ucr: 'U'.repeat(35 * 12) })), []);
  });

  it('reads a body that is a list or a string at the top', () => {
    assert.deepEqual(scan('"just text"'), []);
    const entries = Array.from({ length: 10_001 }, () => '0').join(',');
    assert.deepEqual(scan(`[${entries}]`), [
      { path: '/', message: 'holds more than 10000 entries; at most 10000 are accepted' },
    ]);
  });

  it('stops after 100 complaints', () => {
    const twice = Array.from({ length: 150 }, () => '{"ucr":"a","ucr":"b"}').join(',');
    assert.equal(scan(`{"goods_items":[${twice}]}`).length, 100);
  });
});
