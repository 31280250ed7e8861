import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadPdfJs } from './load-pdfjs.ts';
import { UnreadableDocumentError } from './unreadable-document.ts';

// pdf.js in Node reads these folders with fs (paths, not URLs); they ship inside the package, so
// nothing is ever fetched. Standard fonts and CMaps make rendering faithful for PDFs that do not
// embed their fonts; the wasm decoders read JPEG 2000 and JBIG2 scans.
const packageDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string): string => `${join(packageDir, name)}/`;

const why = (error: unknown): string => {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException') return 'it is protected by a password';
  if (name === 'InvalidPDFException') return 'it is not a PDF, or it is damaged';
  return error instanceof Error ? error.message : String(error);
};

/**
 * Opens a PDF with pdf.js's legacy build (the one meant for Node). Scripts are off
 * (`isEvalSupported: false`) and fonts are never installed as font faces, as there is no browser.
 * Images over `maxImagePixels` are not decoded (pdf.js leaves them out of the drawing); the
 * reader's scan refuses such a page before, this is the second line. The bytes are copied:
 * pdf.js takes ownership of the buffer it is given.
 */
export const openPdf = async (
  bytes: Uint8Array,
  options: { readonly maxImagePixels?: number } = {},
): Promise<PDFDocumentProxy> => {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    maxImageSize: options.maxImagePixels ?? -1,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    wasmUrl: folder('wasm'),
    iccUrl: folder('iccs'),
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    throw new UnreadableDocumentError(`the PDF cannot be read: ${why(error)}`, { cause: error });
  }
};

/** A page failing to parse after the document opened is the same plain failure. */
export const unreadablePage = (pageNumber: number, error: unknown): UnreadableDocumentError =>
  new UnreadableDocumentError(`the PDF cannot be read: page ${pageNumber}: ${why(error)}`, {
    cause: error,
  });
