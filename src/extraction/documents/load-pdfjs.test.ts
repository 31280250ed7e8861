import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';

type Functions = Map<string, unknown>;

/**
 * Every function held as a plain value by a built-in of the global object or its prototype, by
 * name (accessors are not read: that would load Node's lazy globals).
 */
const builtinFunctions = (): Functions => {
  const functions: Functions = new Map();
  const note = (name: string, target: object) => {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function')
        functions.set(`${name}.${String(key)}`, descriptor.value);
    }
  };
  note('globalThis', globalThis);
  for (const key of Reflect.ownKeys(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    const value: unknown = descriptor && 'value' in descriptor ? descriptor.value : undefined;
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) continue;
    note(String(key), value);
    const prototype: unknown = (value as { prototype?: unknown }).prototype;
    if ((typeof prototype === 'object' || typeof prototype === 'function') && prototype !== null)
      note(`${String(key)}.prototype`, prototype);
  }
  const typedArray = Object.getPrototypeOf(Uint8Array) as { prototype: object };
  note('TypedArray', typedArray);
  note('TypedArray.prototype', typedArray.prototype);
  note('IteratorPrototype', Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
  return functions;
};

// Taken before anything of pdf.js is loaded (this file's static imports do not reach it).
const before = builtinFunctions();

describe('pdf.js loaded by the service', () => {
  it('leaves every built-in function of the process as it was, and still reads a PDF', async () => {
    const { readPdfText } = await import('./pdf-text.ts');
    const text = await readPdfText(
      readFileSync(`${sharedDir}samples/invoices/13_invoice_synthetic-minimal_US_text.pdf`),
    );
    assert.ok(text.pages[0]?.words.some((word) => word.text === 'INVOICE:'));
    const after = builtinFunctions();
    const replaced = [...before].filter(([name, value]) => after.get(name) !== value);
    assert.deepEqual(
      replaced.map(([name]) => name),
      [],
    );
    // The four core-js replaced, checked by name too, should the walk above miss them one day.
    for (const name of [
      'JSON.stringify',
      'JSON.parse',
      'Array.prototype.push',
      'Function.prototype.toString',
    ])
      assert.ok(before.has(name) && after.get(name) === before.get(name), name);
    // What Node 20 lacks and pdf.js needs stays added.
    assert.equal(typeof after.get('Promise.withResolvers'), 'function');
  });
});
