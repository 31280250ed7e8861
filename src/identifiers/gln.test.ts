import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkGln, glnCheckDigit } from './gln.ts';

describe('a GLN and its GS1 check digit', () => {
  it('computes the digit GS1 numbers end in (an EAN-13 uses the same one)', () => {
    assert.equal(glnCheckDigit('400638133393'), '1');
    assert.equal(glnCheckDigit('000000000000'), '0');
    assert.deepEqual(checkGln('4006381333931'), { ok: true, value: '4006381333931' });
  });

  it('refuses a wrong last digit naming the right one, and anything but 13 digits', () => {
    const wrong = checkGln('4006381333932');
    assert.equal(wrong.ok, false);
    assert.equal(!wrong.ok && wrong.fault, 'check');
    assert.equal(!wrong.ok && wrong.expected, '1');
    const short = checkGln('400638133393');
    assert.equal(!short.ok && short.fault, 'shape');
    const letters = checkGln('40063813339A1');
    assert.equal(!letters.ok && letters.fault, 'shape');
  });
});
