import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';

// Taken before anything of pdf.js is loaded (this file's static imports do not reach it).
const own = (target: object, key: string): unknown =>
  Object.getOwnPropertyDescriptor(target, key)?.value;
const native = {
  stringify: own(JSON, 'stringify'),
  parse: own(JSON, 'parse'),
  push: own(Array.prototype, 'push'),
  toString: own(Function.prototype, 'toString'),
};

describe('pdf.js loaded by the service', () => {
  it('leaves the built-ins of the process as they were, and still reads a PDF', async () => {
    const { readPdfText } = await import('./pdf-text.ts');
    const text = await readPdfText(
      readFileSync(`${sharedDir}samples/invoices/13_invoice_synthetic-minimal_US_text.pdf`),
    );
    assert.ok(text.pages[0]?.words.some((word) => word.text === 'INVOICE:'));
    assert.equal(own(JSON, 'stringify'), native.stringify, 'JSON.stringify replaced');
    assert.equal(own(JSON, 'parse'), native.parse, 'JSON.parse replaced');
    assert.equal(own(Array.prototype, 'push'), native.push, 'Array.prototype.push replaced');
    assert.equal(own(Function.prototype, 'toString'), native.toString, 'toString replaced');
    // What Node 20 lacks and pdf.js needs stays added.
    assert.equal(typeof own(Promise, 'withResolvers'), 'function');
  });
});
