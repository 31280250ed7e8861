import { Text } from '@mantine/core';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import classes from './pdf-view.module.css';
import { useNearView } from './use-near-view.ts';
import type { PageSize } from './use-pdf-document.ts';
import { SourceBoxMark } from './source-box-mark.tsx';
import type { Box } from './source-box.ts';
import { useCapture } from './use-capture.ts';
import { wordBoxes, type Word } from './word-boxes.ts';
import { WordSpans } from './word-spans.tsx';
import { canvasRatio } from './zoom.ts';

export interface PageCanvasProps {
  readonly pdf: PDFDocumentProxy;
  readonly number: number;
  /** The page at scale 1, in points. */
  readonly size: PageSize;
  /** CSS pixels per point. */
  readonly scale: number;
  /** The scrolled view: pages near it are drawn, the others wait as blank sheets. */
  readonly view: HTMLElement | null;
  readonly box?: Box;
  readonly onCapture?: (text: string) => void;
  readonly onDrawn?: () => void;
}

/** A drawn canvas gives its memory back at once, not when the collector gets to it. */
const release = (host: HTMLElement | null) => {
  for (const canvas of host?.querySelectorAll('canvas') ?? []) {
    canvas.width = 0;
    canvas.height = 0;
    canvas.remove();
  }
};

/** One page: blank until near the view, then drawn at the screen's density, with its words. */
export function PageCanvas({
  pdf,
  number,
  size,
  scale,
  view,
  box,
  onCapture,
  onDrawn,
}: PageCanvasProps) {
  const t = useT();
  const pageRef = useRef<HTMLDivElement>(null);
  const drawingRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const [words, setWords] = useState<readonly Word[]>();
  const near = useNearView(pageRef, view, (now) => {
    // Far pages keep their size but not their pixels: a long PDF does not fill the memory.
    if (now) return;
    release(drawingRef.current);
    setDrawn(false);
  });
  const drawnEvent = useEffectEvent(() => onDrawn?.());

  useEffect(() => {
    const drawing = drawingRef.current;
    if (!near || !drawing) return;
    let live = true;
    let task: RenderTask | undefined;
    const draw = async () => {
      const page = await pdf.getPage(number);
      if (!live) return;
      const shown = page.getViewport({ scale });
      const ratio = canvasRatio(shown.width, shown.height, window.devicePixelRatio);
      const viewport = page.getViewport({ scale: scale * ratio });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      await task.promise;
      if (!live) return;
      // The new drawing replaces the old only when complete: zooming never flashes a blank page.
      release(drawing);
      drawing.append(canvas);
      setDrawn(true);
      setFailed(false);
      drawnEvent();
    };
    draw().catch(() => {
      if (live) setFailed(true);
    });
    return () => {
      live = false;
      task?.cancel();
    };
  }, [near, pdf, number, scale]);

  useEffect(() => {
    if (!near || words) return;
    let live = true;
    const read = async () => {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const { transform } = page.getViewport({ scale: 1 });
      if (live) setWords(wordBoxes(content.items, content.styles, transform));
    };
    // A page whose text cannot be read is still shown; it only offers nothing to capture.
    read().catch(() => {
      if (live) setWords([]);
    });
    return () => {
      live = false;
    };
  }, [near, words, pdf, number]);

  useEffect(() => {
    const drawing = drawingRef.current;
    return () => release(drawing);
  }, []);

  const capture = useCapture({ words: words ?? [], scale, onCapture });

  return (
    <div
      ref={pageRef}
      className={`${classes.page} ${onCapture ? classes.capturing : ''}`}
      style={{ width: size.width * scale, height: size.height * scale }}
      data-page={number}
      // The page in points, as the source boxes count: a test finds the zoom from it.
      data-width={size.width}
      data-height={size.height}
      data-drawn={drawn ? 'true' : undefined}
      role="img"
      aria-label={t('reviewDocument.page', { number })}
      {...capture.handlers}
    >
      <div ref={drawingRef} className={classes.drawing} />
      {failed && (
        <Text className={classes.pageFailed} size="sm" c="dimmed">
          {t('reviewDocument.pageFailed')}
        </Text>
      )}
      {words && <WordSpans words={words} scale={scale} />}
      {box && <SourceBoxMark box={box} scale={scale} />}
      {capture.selection && (
        <div
          className={classes.selection}
          style={{
            left: capture.selection.x,
            top: capture.selection.y,
            width: capture.selection.width,
            height: capture.selection.height,
          }}
        />
      )}
    </div>
  );
}
