import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAnswerJson } from './answer-json.ts';

describe('reading a model answer as JSON', () => {
  it('takes plain JSON as it is', () => {
    assert.deepEqual(parseAnswerJson(' {"lines": [1, 2]} '), {
      data: { lines: [1, 2] },
      recovered: false,
    });
  });

  it('strips a ```json fence and a bare fence, without calling it a repair', () => {
    const expected = { data: { kind: 'invoice' }, recovered: false };
    assert.deepEqual(parseAnswerJson('```json\n{"kind": "invoice"}\n```'), expected);
    assert.deepEqual(
      parseAnswerJson('Here you go:\n```\n{"kind": "invoice"}\n```\nDone.'),
      expected,
    );
  });

  it('finds the JSON between prose before and after it', () => {
    assert.deepEqual(parseAnswerJson('The data is {"a": "x}y", "b": [1]} as asked.'), {
      data: { a: 'x}y', b: [1] },
      recovered: false,
    });
  });

  it('drops trailing commas, but not commas inside strings', () => {
    assert.deepEqual(parseAnswerJson('{"a": [1, 2,], "b": "c,]",}'), {
      data: { a: [1, 2], b: 'c,]' },
      recovered: true,
    });
  });

  it('closes an answer cut off mid-array at its last complete element', () => {
    const cut =
      '```json\n{"header": {"currency": "EUR"}, "lines": [{"d": "A", "q": 1}, {"d": "B", "q": 2}, {"d": "C, long';
    assert.deepEqual(parseAnswerJson(cut), {
      data: {
        header: { currency: 'EUR' },
        lines: [
          { d: 'A', q: 1 },
          { d: 'B', q: 2 },
        ],
      },
      recovered: true,
    });
    assert.deepEqual(parseAnswerJson('{"lines": [{"d": "A"}, {"d": "B", "q": 12'), {
      data: { lines: [{ d: 'A' }] },
      recovered: true,
    });
  });

  it('keeps escaped quotes inside strings while scanning', () => {
    assert.deepEqual(parseAnswerJson('x {"a": "say \\"}\\" twice", "b": [1, 2'), {
      data: { a: 'say "}" twice', b: [1] },
      recovered: true,
    });
  });

  it('cuts a header cut off at its last whole member', () => {
    assert.deepEqual(parseAnswerJson('{"kind": "invoice", "header": {"currency": "EU'), {
      data: { kind: 'invoice' },
      recovered: true,
    });
  });

  it('gives up on an answer without JSON', () => {
    assert.equal(parseAnswerJson('I cannot read this document.'), undefined);
    assert.equal(parseAnswerJson('{"lines": ['), undefined);
    assert.equal(parseAnswerJson(''), undefined);
  });
});
