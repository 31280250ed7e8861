import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';
import { builtinsReplacedSince, snapshotBuiltins } from './load-pdfjs.ts';

const own = (target: object, key: string): unknown =>
  Object.getOwnPropertyDescriptor(target, key)?.value;
/** The four core-js replaced, checked by name too, should the walk of the built-ins miss them. */
const NAMED: [object, string, string][] = [
  [JSON, 'stringify', 'JSON.stringify'],
  [JSON, 'parse', 'JSON.parse'],
  [Array.prototype, 'push', 'Array.prototype.push'],
  [Function.prototype, 'toString', 'Function.prototype.toString'],
];

// Taken before anything of pdf.js is loaded (load-pdfjs.ts imports it only when asked).
const before = snapshotBuiltins();
const natives = NAMED.map(([target, key]) => own(target, key));

describe('pdf.js loaded by the service', () => {
  it('leaves every built-in function of the process as it was, and still reads a PDF', async () => {
    const { readPdfText } = await import('./pdf-text.ts');
    const text = await readPdfText(
      readFileSync(`${sharedDir}samples/invoices/13_invoice_synthetic-minimal_US_text.pdf`),
    );
    assert.ok(text.pages[0]?.words.some((word) => word.text === 'INVOICE:'));
    assert.deepEqual(builtinsReplacedSince(before), []);
    NAMED.forEach(([target, key, name], at) => assert.ok(own(target, key) === natives[at], name));
    // What Node 20 lacks and pdf.js needs stays added.
    assert.equal(typeof own(Promise, 'withResolvers'), 'function');
  });
});
