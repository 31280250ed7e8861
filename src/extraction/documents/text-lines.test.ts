import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocumentText, PageText, Word } from '../document-text.ts';
import { inReadingOrder, linesOf, plainText, textPages } from './text-lines.ts';

const word = (text: string, x: number, y: number, height = 10): Word => ({
  text,
  box: { x, y, width: text.length * 5, height },
  confidence: 1,
});

const page = (number: number, words: Word[]): PageText => ({
  number,
  width: 595,
  height: 842,
  words,
  reader: 'pdf-text',
  imageOnly: words.length === 0,
});

describe('visual lines of a page', () => {
  it('groups words by height on the page, lines top to bottom and words left to right', () => {
    const lines = linesOf(
      page(1, [
        word('Total', 300, 200),
        word('Invoice', 50, 100),
        word('EUR', 380, 201),
        word('number', 100, 101),
        word('12', 350, 199),
      ]),
    );
    assert.deepEqual(
      lines.map((line) => line.text),
      ['Invoice number', 'Total 12 EUR'],
    );
    assert.deepEqual(lines[1]!.box, { x: 300, y: 199, width: 95, height: 12 });
    assert.deepEqual(
      lines[0]!.words.map((each) => each.text),
      ['Invoice', 'number'],
    );
  });

  it('keeps a title with a smaller word on its baseline, but not the lines above and below it', () => {
    const lines = linesOf(
      page(1, [
        word('above', 50, 88),
        word('TITLE', 50, 98, 24),
        word('small', 200, 110, 10),
        word('below', 50, 124),
      ]),
    );
    assert.deepEqual(
      lines.map((line) => line.text),
      ['above', 'TITLE small', 'below'],
    );
  });

  it('puts words that only touch vertically on separate lines', () => {
    const lines = linesOf(page(1, [word('one', 50, 100), word('two', 50, 108)]));
    assert.deepEqual(
      lines.map((line) => line.text),
      ['one', 'two'],
    );
  });

  it('has no lines on an image-only page', () => {
    assert.deepEqual(linesOf(page(1, [])), []);
  });

  it('orders words for PageText: top to bottom, then left to right', () => {
    const ordered = inReadingOrder([word('b', 200, 50), word('c', 10, 90), word('a', 10, 51)]);
    assert.deepEqual(
      ordered.map((each) => each.text),
      ['a', 'b', 'c'],
    );
  });
});

describe('a document as plain text', () => {
  const doc: DocumentText = {
    pages: [
      page(1, [word('Invoice', 50, 100), word('42', 120, 100), word('Total', 50, 300)]),
      page(2, []),
      page(3, [word('Continued', 50, 60)]),
    ],
  };

  it('puts "--- page N ---" before each page and one line of text per visual line', () => {
    assert.equal(
      plainText(textPages(doc)),
      '--- page 1 ---\nInvoice 42\nTotal\n--- page 2 ---\n--- page 3 ---\nContinued',
    );
  });

  it('takes the pages asked for, in the order asked', () => {
    assert.equal(
      plainText(textPages(doc), [3, 1]),
      '--- page 3 ---\nContinued\n--- page 1 ---\nInvoice 42\nTotal',
    );
    assert.equal(plainText(textPages(doc), [9]), '');
  });
});
