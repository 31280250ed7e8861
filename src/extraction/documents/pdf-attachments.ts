import type { EmbeddedFile } from '../document-text.ts';
import { decodeStream, inflateBudget } from './pdf-scan/decode-stream.ts';
import { PdfObjects } from './pdf-scan/pdf-objects.ts';
import { isDict, type PdfValue } from './pdf-scan/pdf-syntax.ts';

/** More embedded files than a structured invoice ever comes with are not looked at. */
const MAX_FILES = 16;
/** What one XML file may inflate to; a larger one is passed over, not decoded further. */
const MAX_BYTES = 4 * 1024 * 1024;
/** A name tree deeper than this is no document's. */
const MAX_DEPTH = 10;

const EMBEDDED_FILE = new TextEncoder().encode('EmbeddedFile');

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/**
 * A PDF text string as the scanner leaves it (escapes as written: "factur\\055x\\056xml"), its
 * escapes undone, then UTF-16BE after its byte-order mark, else (near enough) Latin-1.
 */
const textOf = (value: PdfValue | undefined): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const raw = value.replace(/\\([0-7]{1,3}|.)/gs, (_all, code: string) =>
    /^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8) & 0xff) : (ESCAPES[code] ?? code),
  );
  if (!raw.startsWith('\u00fe\u00ff')) return raw;
  let text = '';
  for (let index = 2; index + 1 < raw.length; index += 2)
    text += String.fromCharCode((raw.charCodeAt(index) << 8) | raw.charCodeAt(index + 1));
  return text;
};

/**
 * The XML files a PDF embeds (its EmbeddedFiles name tree), where Factur-X, ZUGFeRD and UBL
 * invoices travel. Read with the reader's own PDF scanner rather than pdf.js, which decodes every
 * attachment whole: here only files named *.xml are inflated, each within 4 MB, so an attachment
 * that expands to gigabytes costs nothing. Anything unreadable gives no file.
 */
export const embeddedXmlFiles = (bytes: Uint8Array): EmbeddedFile[] => {
  // Embedded file streams are never inside object streams: without the word, there are none.
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf(EMBEDDED_FILE) === -1)
    return [];
  try {
    const objects = new PdfObjects(bytes, inflateBudget(64 * 1024 * 1024));
    if (objects.encrypted) return [];
    const names = objects.dict(objects.dict(objects.root)?.get('Names'));
    const specs: PdfValue[] = [];
    const walk = (node: PdfValue | undefined, depth: number) => {
      const dict = objects.dict(node);
      if (!dict || depth > MAX_DEPTH || specs.length >= MAX_FILES) return;
      const pairs = objects.resolve(dict.get('Names'));
      if (Array.isArray(pairs))
        for (let index = 1; index < pairs.length && specs.length < MAX_FILES; index += 2)
          specs.push(pairs[index]!);
      const kids = objects.resolve(dict.get('Kids'));
      if (Array.isArray(kids)) for (const kid of kids) walk(kid, depth + 1);
    };
    walk(names?.get('EmbeddedFiles'), 0);
    return specs.flatMap((spec) => {
      const dict = objects.dict(spec);
      const name =
        textOf(objects.resolve(dict?.get('UF'))) ?? textOf(objects.resolve(dict?.get('F')));
      const files = objects.dict(dict?.get('EF'));
      const stream = objects.stream(files?.get('F') ?? files?.get('UF'));
      if (!name || !/\.xml$/i.test(name) || !stream || !isDict(stream.dict)) return [];
      try {
        const data = decodeStream(stream, inflateBudget(MAX_BYTES));
        return data ? [{ name, bytes: data }] : [];
      } catch {
        // Over its 4 MB: no invoice XML is that large.
        return [];
      }
    });
  } catch {
    return [];
  }
};
