import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { takeDocument } from './document-prefetch.ts';
import { loadPdfJs } from './pdf-document.ts';
import { failureOf, type Failure } from './pdf-failure.ts';

export interface PageSize {
  readonly width: number;
  readonly height: number;
}

export type LoadedPdf =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly failure: Failure }
  | { readonly status: 'ready'; readonly pdf: PDFDocumentProxy; readonly firstPage: PageSize };

/**
 * The PDF at `url`, open once its first page is known (what the placeholders of the others are
 * sized by until theirs are). Another URL or unmounting stops the download and closes the document.
 */
export const usePdfDocument = (url: string): LoadedPdf => {
  const [loaded, setLoaded] = useState<{ url: string; state: LoadedPdf }>();
  useEffect(() => {
    const abort = new AbortController();
    let live = true;
    let task: PDFDocumentLoadingTask | undefined;
    const close = (closing: PDFDocumentLoadingTask) => void closing.destroy().catch(() => {});
    const open = async () => {
      // The file and pdf.js download side by side.
      const [bytes, openPdf] = await Promise.all([takeDocument(url, abort.signal), loadPdfJs()]);
      task = openPdf(bytes);
      if (!live) return close(task);
      const pdf = await task.promise;
      const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
      if (live) setLoaded({ url, state: { status: 'ready', pdf, firstPage: { width, height } } });
    };
    open().catch((error: unknown) => {
      if (live) setLoaded({ url, state: { status: 'failed', failure: failureOf(error) } });
    });
    return () => {
      live = false;
      abort.abort();
      if (task) close(task);
    };
  }, [url]);
  return loaded?.url === url ? loaded.state : { status: 'loading' };
};
