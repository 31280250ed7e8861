import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { PageCanvas } from './page-canvas.tsx';
import { centredOn, pageAt } from './page-scroll.ts';
import { PdfToolbar } from './pdf-toolbar.tsx';
import classes from './pdf-view.module.css';
import { scaleBox, type Box } from './source-box.ts';
import { useElementWidth } from './use-element-width.ts';
import { usePageSizes } from './use-page-sizes.ts';
import type { PageSize } from './use-pdf-document.ts';
import { CSS_PIXELS_PER_POINT, fitWidthZoom, zoomIn, zoomOut } from './zoom.ts';

// The padding around the pages (pdf-view.module.css), left out of the width a page fits.
const PADDING = 8;

export interface PdfPagesProps {
  readonly pdf: PDFDocumentProxy;
  readonly firstPage: PageSize;
  readonly highlight?: { readonly page: number; readonly box?: Box };
  readonly onCapture?: (text: string) => void;
  readonly onFirstPageDrawn?: () => void;
}

/** The toolbar and the scrolled pages, at the zoom chosen or fitted to the view's width. */
export function PdfPages({
  pdf,
  firstPage,
  highlight,
  onCapture,
  onFirstPageDrawn,
}: PdfPagesProps) {
  const t = useT();
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const sizes = usePageSizes(pdf, firstPage);
  const width = useElementWidth(scroller);
  const [chosenZoom, setChosenZoom] = useState<number>();
  const [current, setCurrent] = useState(1);
  const firstDrawn = useRef(false);
  // The middle of the view as a share of the content: what stays in the middle when zooming.
  const anchor = useRef({ x: 0, y: 0 });

  const fitted = fitWidthZoom(width - 2 * PADDING, firstPage.width);
  const zoom = chosenZoom ?? fitted;
  const scale = zoom * CSS_PIXELS_PER_POINT;

  const pageElement = (number: number) =>
    scroller?.querySelector<HTMLElement>(`[data-page="${number}"]`) ?? null;

  const goTo = (number: number) => {
    const page = pageElement(number);
    if (!scroller || !page) return;
    scroller.scrollTo({ top: page.offsetTop - PADDING });
    setCurrent(number);
  };

  const onScroll = () => {
    if (!scroller) return;
    const { scrollLeft, scrollTop, clientWidth, clientHeight, scrollWidth, scrollHeight } =
      scroller;
    anchor.current = {
      x: (scrollLeft + clientWidth / 2) / scrollWidth,
      y: (scrollTop + clientHeight / 2) / scrollHeight,
    };
    const tops = [...scroller.querySelectorAll<HTMLElement>('[data-page]')].map(
      (page) => page.offsetTop,
    );
    setCurrent(pageAt(tops, scrollTop, clientHeight));
  };

  useLayoutEffect(() => {
    if (!scroller) return;
    scroller.scrollTo({
      left: anchor.current.x * scroller.scrollWidth - scroller.clientWidth / 2,
      top: anchor.current.y * scroller.scrollHeight - scroller.clientHeight / 2,
    });
  }, [scroller, scale]);

  // The focused value's source: its page in view, its box (when it has one) in the middle.
  const reveal = useEffectEvent(() => {
    if (!highlight || !scroller) return;
    const page = pageElement(highlight.page);
    if (!page) return;
    if (!highlight.box) {
      scroller.scrollTo({ top: page.offsetTop - PADDING });
      return;
    }
    const box = scaleBox(highlight.box, scale);
    const target = centredOn(
      { ...box, x: page.offsetLeft + box.x, y: page.offsetTop + box.y },
      { width: scroller.clientWidth, height: scroller.clientHeight },
    );
    scroller.scrollTo({ left: target.x, top: target.y });
  });
  const { page: highlightPage, box } = highlight ?? {};
  const laidOut = width > 0;
  useEffect(() => {
    if (laidOut) reveal();
  }, [highlightPage, box?.x, box?.y, box?.width, box?.height, laidOut, sizes]);

  const pageDrawn = () => {
    if (firstDrawn.current) return;
    firstDrawn.current = true;
    onFirstPageDrawn?.();
  };

  return (
    <>
      <PdfToolbar
        page={current}
        pageCount={pdf.numPages}
        onPage={goTo}
        zoom={zoom}
        fitting={chosenZoom === undefined}
        onZoomIn={() => setChosenZoom(zoomIn(zoom))}
        onZoomOut={() => setChosenZoom(zoomOut(zoom))}
        onFitWidth={() => setChosenZoom(undefined)}
      />
      <div
        ref={setScroller}
        className={classes.scroller}
        onScroll={onScroll}
        role="region"
        aria-label={t('reviewDocument.document')}
        tabIndex={0}
      >
        {laidOut && (
          <div className={classes.pages}>
            {sizes.map((size, index) => (
              <PageCanvas
                key={index + 1}
                pdf={pdf}
                number={index + 1}
                size={size}
                scale={scale}
                view={scroller}
                box={highlightPage === index + 1 ? box : undefined}
                onCapture={onCapture}
                onDrawn={index === 0 ? pageDrawn : undefined}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
