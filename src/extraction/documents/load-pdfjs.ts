import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js, loaded once on first use, in a reader process only (issue 24): its legacy build carries
 * core-js, which replaces built-ins such as `JSON.stringify` of the whole process with slower
 * ones (decision 0023). The service's own process never reads a document, so it never loads it.
 */
export const loadPdfJs = (): Promise<PdfJs> => {
  loading ??= (async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Loaded here, the worker sets globalThis.pdfjsWorker and pdf.js runs it in this thread.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  })().catch((error: unknown) => {
    // Tried again by the next PDF: a failed load is not remembered for the life of the process.
    loading = undefined;
    throw error;
  });
  return loading;
};
