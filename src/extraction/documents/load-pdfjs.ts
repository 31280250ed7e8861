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

/**
 * Where core-js's replacements land: every built-in object and constructor the global object holds
 * as a plain value, their prototypes, and the two reached only through others (%TypedArray% and
 * %IteratorPrototype%). Node's lazily loaded globals are accessors and are not read (reading one
 * would load it).
 */
const guardedObjects = (): object[] => {
  const found = new Set<object>([globalThis]);
  const add = (value: unknown) => {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return;
    found.add(value);
    // Function.prototype is itself a function.
    const prototype: unknown = (value as { prototype?: unknown }).prototype;
    if (prototype !== null && (typeof prototype === 'object' || typeof prototype === 'function'))
      found.add(prototype);
  };
  for (const key of Reflect.ownKeys(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    if (descriptor && 'value' in descriptor) add(descriptor.value);
  }
  add(Object.getPrototypeOf(Uint8Array));
  add(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())));
  return [...found];
};

export type BuiltinSnapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

/**
 * The functions the built-ins hold, as data properties only: reading an accessor would run Node's
 * lazy global loaders.
 */
export const snapshotBuiltins = (): BuiltinSnapshot =>
  new Map(
    guardedObjects().map((target) => {
      const own = new Map<PropertyKey, PropertyDescriptor>();
      for (const key of Reflect.ownKeys(target)) {
        const descriptor = Object.getOwnPropertyDescriptor(target, key);
        if (descriptor && 'value' in descriptor && typeof descriptor.value === 'function')
          own.set(key, descriptor);
      }
      return [target, own];
    }),
  );

const replacedSince = (before: BuiltinSnapshot) =>
  [...before].flatMap(([target, own]) =>
    [...own]
      .filter(([key, descriptor]) => {
        const now = Object.getOwnPropertyDescriptor(target, key);
        return !(now && 'value' in now && now.value === descriptor.value);
      })
      .map(([key, descriptor]) => ({ target, key, descriptor })),
  );

/** The names of the built-in functions replaced since the snapshot. */
export const builtinsReplacedSince = (before: BuiltinSnapshot): string[] =>
  replacedSince(before).map(({ key }) => String(key));

let loading: Promise<PdfJs> | undefined;

/** pdf.js, loaded once on first use (a service that reads no PDF never pays for it). */
export const loadPdfJs = (): Promise<PdfJs> => {
  loading ??= (async () => {
    const before = snapshotBuiltins();
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // Its worker carries core-js too; loaded here, it sets globalThis.pdfjsWorker, which pdf.js
      // then uses in this thread instead of importing the worker later, past the guard.
      await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      return pdfjs;
    } finally {
      for (const { target, key, descriptor } of replacedSince(before))
        Reflect.defineProperty(target, key, descriptor);
    }
  })().catch((error: unknown) => {
    // Tried again by the next PDF: a failed load is not remembered for the life of the process.
    loading = undefined;
    throw error;
  });
  return loading;
};
