import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useMemo, useState } from 'react';
import type { PageSize } from './use-pdf-document.ts';

/** Every page's size at scale 1, read after the first page is shown; until then, the first's. */
export const usePageSizes = (pdf: PDFDocumentProxy, firstPage: PageSize) => {
  const [sizes, setSizes] = useState<readonly PageSize[]>();
  const assumed = useMemo(
    () => Array.from({ length: pdf.numPages }, () => firstPage),
    [pdf, firstPage],
  );
  useEffect(() => {
    let live = true;
    const numbers = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
    const sizeOf = async (number: number): Promise<PageSize> => {
      const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
      return { width, height };
    };
    // A page that cannot be read keeps the first page's size, and says so when it is drawn.
    void Promise.all(numbers.map((number) => sizeOf(number).catch(() => firstPage))).then(
      (found) => {
        if (live) setSizes(found);
      },
    );
    return () => {
      live = false;
    };
  }, [pdf, firstPage]);
  return sizes ?? assumed;
};
