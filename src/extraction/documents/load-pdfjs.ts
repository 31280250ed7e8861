import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * pdf.js's legacy build (the one that runs on Node 20) carries core-js, which replaces built-ins of
 * the whole process on load, not only adds the ones Node lacks: `JSON.stringify` became 4-6 times
 * slower and `Array.prototype.push` 6 times (measured on Node 20), so every HTTP response, query
 * and log line of the service paid for reading PDFs. The built-ins pdf.js replaced are put back
 * right after it loads; what it added (Promise.withResolvers, Uint8Array.fromBase64, ...) stays,
 * as pdf.js needs those.
 */
type PdfJs = typeof PdfJsModule;

/** Where core-js's replacements land; each own property of these is kept as it was. */
const GUARDED: readonly object[] = [
  globalThis,
  Object,
  Object.prototype,
  Function.prototype,
  Array,
  Array.prototype,
  String,
  String.prototype,
  Number,
  Number.prototype,
  Math,
  JSON,
  Promise,
  Promise.prototype,
  Map,
  Map.prototype,
  Set,
  Set.prototype,
  WeakMap.prototype,
  ArrayBuffer.prototype,
  Uint8Array,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  RegExp.prototype,
  Symbol,
  Error,
  Reflect,
];

type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

/** Data properties only: reading an accessor would run Node's lazy global loaders. */
const snapshot = (): Snapshot =>
  new Map(
    GUARDED.map((target) => {
      const own = new Map<PropertyKey, PropertyDescriptor>();
      for (const key of Reflect.ownKeys(target)) {
        const descriptor = Object.getOwnPropertyDescriptor(target, key);
        if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function')
          own.set(key, descriptor);
      }
      return [target, own];
    }),
  );

/** The built-ins that differ from the snapshot, put back; returns their names. */
const restoreReplacedBuiltins = (before: Snapshot): string[] => {
  const restored: string[] = [];
  for (const [target, own] of before)
    for (const [key, descriptor] of own) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (now && 'value' in now && now.value === descriptor.value) continue;
      Object.defineProperty(target, key, descriptor);
      restored.push(String(key));
    }
  return restored;
};

let loading: Promise<PdfJs> | undefined;

/** pdf.js, loaded once on first use (a service that reads no PDF never pays for it). */
export const loadPdfJs = (): Promise<PdfJs> => {
  loading ??= (async () => {
    const before = snapshot();
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Its worker carries core-js too; loaded here, it sets globalThis.pdfjsWorker, which pdf.js
    // then uses in this thread instead of importing the worker later, past the guard.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    restoreReplacedBuiltins(before);
    return pdfjs;
  })();
  return loading;
};
