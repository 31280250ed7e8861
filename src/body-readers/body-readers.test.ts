import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalToXml } from '../canonical/index.ts';
import { createBodyReaders } from './body-readers.ts';

/** An XML declaration big enough to keep a reader thread busy for a while. */
const heavyXml = (ucr: string) =>
  Buffer.from(
    canonicalToXml({
      declaration_type: 'T1',
      ucr,
      goods_items: Array.from({ length: 9000 }, (_, index) => ({
        sequence_number: index + 1,
        description: `Item ${index + 1} ${'z'.repeat(300)}`,
      })),
    }),
  );

describe('the body readers', () => {
  it('drop a waiting body whose caller hung up, without reading it', async () => {
    const readers = createBodyReaders({ threads: 1 });
    try {
      const busy = readers.declaration(heavyXml('FIRST'), 'xml');
      const hangUp = new AbortController();
      const started = performance.now();
      const dropped = readers.declaration(heavyXml('SECOND'), 'xml', { signal: hangUp.signal });
      hangUp.abort();
      await assert.rejects(dropped, { code: 'request-aborted' });
      const droppedAfter = performance.now() - started;
      const first = await busy;
      const firstAfter = performance.now() - started;
      assert.equal(first.value.ucr, 'FIRST');
      assert.ok(droppedAfter < firstAfter, 'the dropped body did not wait for the one being read');
    } finally {
      await readers.close();
    }
  });

  it('give one caller at most two large bodies at once and everyone else their turn', async () => {
    const readers = createBodyReaders({ threads: 1 });
    try {
      const reads = ['A', 'B', 'C'].map((ucr) =>
        readers.declaration(heavyXml(ucr), 'xml', { caller: 'key:one' }),
      );
      const other = readers.declaration(heavyXml('OTHER'), 'xml', { caller: 'key:two' });
      const settled = await Promise.allSettled([...reads, other]);
      assert.deepEqual(
        settled.map((result) => result.status),
        ['fulfilled', 'fulfilled', 'rejected', 'fulfilled'],
      );
      assert.equal(
        ((settled[2] as PromiseRejectedResult).reason as { code: string }).code,
        'too-many-large-bodies',
      );
      const again = await readers.declaration(heavyXml('D'), 'xml', { caller: 'key:one' });
      assert.equal(again.value.ucr, 'D', 'a caller gets its turn back once answered');
    } finally {
      await readers.close();
    }
  });
});
