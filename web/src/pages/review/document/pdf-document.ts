import type { PDFDocumentLoadingTask, PDFWorker } from 'pdfjs-dist';
import { DocumentFetchError } from './pdf-failure.ts';

type Open = (bytes: Uint8Array) => PDFDocumentLoadingTask;

let opener: Promise<Open> | undefined;

const load = async (): Promise<Open> => {
  const [pdfjs, files] = await Promise.all([
    import('pdfjs-dist'),
    import('./pdf-data-files.ts'),
  ]).catch(() => {
    // A chunk that does not download is the network's doing (or a release replaced it).
    throw new DocumentFetchError();
  });
  // One worker for every document the page opens. It is handed to each document rather than set
  // as GlobalWorkerOptions.workerPort: pdf.js destroys a worker it took from there together with
  // the document, which would break a second document open beside it or right after it.
  const worker: PDFWorker = pdfjs.PDFWorker.create({
    port: new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), {
      type: 'module',
    }),
  });
  return (bytes) =>
    pdfjs.getDocument({
      data: bytes,
      worker,
      // The CSP allows no eval; pdf.js draws glyphs without compiling functions then.
      isEvalSupported: false,
      // Nor WebAssembly: the JPEG 2000, JBIG2 and colour decoders fall back to JavaScript.
      useWasm: false,
      wasmUrl: files.JPX_DECODER_BASE,
      // The same glyphs on every declarant's computer, from fonts shipped with the app.
      useSystemFonts: false,
      useWorkerFetch: false,
      BinaryDataFactory: files.BundledDataFiles,
      enableXfa: false,
    });
};

/**
 * pdf.js, loaded on first use so that it comes with the review page only; the function it gives
 * opens a PDF. The caller owns the task: `task.destroy()` stops the opening or closes the document.
 */
export const loadPdfJs = (): Promise<Open> => {
  opener ??= load().catch((error: unknown) => {
    // A failed download of the chunk is tried again by the next document.
    opener = undefined;
    throw error;
  });
  return opener;
};
