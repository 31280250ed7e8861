/** CSS pixels per PDF point at 100 %: the page at its printed size (96 pixels, 72 points an inch). */
export const CSS_PIXELS_PER_POINT = 96 / 72;

/** The zoom levels the buttons step through; fitting the width may land between two of them. */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3];
export const MIN_ZOOM = ZOOM_STEPS[0]!;
export const MAX_ZOOM = ZOOM_STEPS.at(-1)!;

// A fitted 0.749 is "at" 0.75: the next step in is 0.9, not 0.75 again.
const SAME = 0.005;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export const zoomIn = (zoom: number): number =>
  ZOOM_STEPS.find((step) => step > zoom + SAME) ?? MAX_ZOOM;

export const zoomOut = (zoom: number): number =>
  ZOOM_STEPS.findLast((step) => step < zoom - SAME) ?? MIN_ZOOM;

/**
 * The zoom at which a page `pageWidth` points wide fills `width` CSS pixels, kept within the
 * steps' range and rounded down, so the page never overflows the width by a fraction of a pixel.
 */
export const fitWidthZoom = (width: number, pageWidth: number): number => {
  if (width <= 0 || pageWidth <= 0) return 1;
  return clampZoom(Math.floor((width / (pageWidth * CSS_PIXELS_PER_POINT)) * 1000) / 1000);
};

/** 16 million pixels: a 64 MB canvas, about what browsers draw without refusing or stalling. */
export const MAX_CANVAS_PIXELS = 4096 * 4096;

/**
 * Device pixels per CSS pixel for a page's canvas: the screen's own ratio, for sharp text, unless
 * the canvas would pass `maxPixels` (a large page zoomed in on a high-density screen).
 */
export const canvasRatio = (
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
  maxPixels = MAX_CANVAS_PIXELS,
): number => {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const area = cssWidth * cssHeight;
  if (area <= 0) return ratio;
  return Math.min(ratio, Math.sqrt(maxPixels / area));
};
