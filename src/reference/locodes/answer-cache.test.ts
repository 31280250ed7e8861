import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerCache } from './answer-cache.ts';

describe('the answer cache', () => {
  it('keeps the most recently used answers up to its capacity', () => {
    const cache = answerCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    assert.equal(cache.get('a'), 'A');
    cache.set('c', 'C');
    assert.equal(cache.get('b'), undefined, 'b was the least recently used');
    assert.deepEqual([cache.get('a'), cache.get('c'), cache.size], ['A', 'C', 2]);
  });
});
