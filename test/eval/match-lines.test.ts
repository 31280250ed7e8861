import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineValues } from '../../scripts/eval/fields.ts';
import { descriptionSimilarity, matchLines, numbersAgree } from '../../scripts/eval/match-lines.ts';

const pairs = (expected: LineValues[], read: LineValues[]) =>
  matchLines(expected, read).map((pair) => [pair.expected, pair.read]);

describe('description similarity', () => {
  it('is 1 for the same words whatever the case, accents and punctuation', () => {
    assert.equal(descriptionSimilarity('Café crème, 250 g', 'CAFE CREME 250G'), 1);
    assert.equal(descriptionSimilarity('Oak chair', 'oak  CHAIR.'), 1);
  });

  it('gives a description read with only its first line its share', () => {
    const similarity = descriptionSimilarity('Beeswax XL\nAcme beeswax', 'Beeswax XL');
    assert.ok(similarity > 0.6 && similarity < 1);
  });

  it('is 0 when either side has no description', () => {
    assert.equal(descriptionSimilarity(undefined, 'Oak chair'), 0);
    assert.equal(descriptionSimilarity('Oak chair', ''), 0);
  });
});

describe('matching read lines to expected lines', () => {
  it('lets one read line pair with one expected line only', () => {
    const line = { description: 'Small Business QualityExchange 2010', quantity: 1, amount: 5.39 };
    assert.deepEqual(pairs([line, line], [line]), [[0, 0]]);
    assert.deepEqual(pairs([line], [line, line]), [[0, 0]]);
  });

  it('pairs identical lines in the order printed', () => {
    const line = { description: 'Bolt', quantity: 1, amount: 2 };
    assert.deepEqual(pairs([line, line, line], [line, line, line]), [
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
  });

  it('takes the most alike pair first, whatever the order read', () => {
    assert.deepEqual(
      pairs(
        [{ description: 'Steel bolts M8 zinc' }, { description: 'Steel bolts M10 zinc' }],
        [{ description: 'Steel bolts M10 zinc' }, { description: 'Steel bolts M8 zinc' }],
      ),
      [
        [0, 1],
        [1, 0],
      ],
    );
  });

  it('lets equal numbers decide between lines described alike', () => {
    assert.deepEqual(
      pairs(
        [
          { description: 'Service Exchange 2010 strukan', quantity: 1, amount: 3.89 },
          { description: 'Service Exchange 2010 minar', quantity: 1, amount: 5.39 },
        ],
        [
          { description: 'Service Exchange 2010', quantity: 1, amount: 5.39 },
          { description: 'Service Exchange 2010', quantity: 1, amount: 3.89 },
        ],
      ),
      [
        [0, 1],
        [1, 0],
      ],
    );
  });

  it('pairs a line whose description OCR garbled when amount and quantity agree', () => {
    const expected = { description: 'Hydraulic pump HP-200', quantity: 4, amount: 1000 };
    const read = { description: 'Hyclrau1ic purnp', quantity: 4, amount: 1000 };
    assert.ok(numbersAgree(expected, read));
    assert.deepEqual(pairs([expected], [read]), [[0, 0]]);
    assert.deepEqual(pairs([expected], [{ ...read, amount: 999 }]), []);
  });

  it('does not pair on a single equal number or on a few shared words', () => {
    assert.deepEqual(
      pairs([{ description: 'Oak chair', amount: 70 }], [{ description: 'Lamp', amount: 70 }]),
      [],
    );
    assert.deepEqual(
      pairs(
        [{ description: 'Apple iPad Air Wifi 16 GB Zilver' }],
        [{ description: 'Apple Magic Mouse' }],
      ),
      [],
    );
  });

  it('pairs a packing list line on quantity and masses', () => {
    assert.deepEqual(
      pairs(
        [{ description: 'Karton Schrauben', quantity: 10, net_mass: 12.5, gross_mass: 13 }],
        [{ description: 'Schr.', quantity: 10, net_mass: 12.5, gross_mass: 13.02 }],
      ),
      [[0, 0]],
    );
  });
});
