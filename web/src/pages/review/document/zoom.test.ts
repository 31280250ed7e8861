import { describe, expect, it } from 'vitest';
import {
  canvasRatio,
  CSS_PIXELS_PER_POINT,
  fitWidthZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomIn,
  zoomOut,
} from './zoom.ts';

describe('zoom', () => {
  it('shows a page at its printed size at 100 %', () => {
    expect(595 * CSS_PIXELS_PER_POINT).toBeCloseTo(793.33, 2);
  });

  it('steps in and out through the levels', () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
    expect(zoomIn(0.5)).toBe(0.67);
    expect(zoomOut(2.5)).toBe(2);
  });

  it('steps from a fitted zoom to the next level in its direction', () => {
    expect(zoomIn(0.82)).toBe(0.9);
    expect(zoomOut(0.82)).toBe(0.75);
    // Within rounding of a level is that level.
    expect(zoomIn(0.749)).toBe(0.9);
    expect(zoomOut(0.751)).toBe(0.67);
  });

  it('stops at 25 % and 300 %', () => {
    expect(MIN_ZOOM).toBe(0.25);
    expect(MAX_ZOOM).toBe(3);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(zoomOut(0.2)).toBe(0.25);
    expect(zoomIn(3)).toBe(3);
    expect(zoomIn(4)).toBe(3);
  });

  it('fits an A4 page to the width, never a fraction wider', () => {
    const zoom = fitWidthZoom(600, 595);
    expect(zoom).toBe(0.756);
    expect(595 * CSS_PIXELS_PER_POINT * zoom).toBeLessThanOrEqual(600);
  });

  it('fits within the zoom range, and at 100 % before the width is known', () => {
    expect(fitWidthZoom(50, 595)).toBe(MIN_ZOOM);
    expect(fitWidthZoom(10_000, 595)).toBe(MAX_ZOOM);
    expect(fitWidthZoom(0, 595)).toBe(1);
  });

  it('draws at the screen’s pixel ratio, capped for very large canvases', () => {
    expect(canvasRatio(800, 1100, 2)).toBe(2);
    expect(canvasRatio(800, 1100, 0)).toBe(1);
    const ratio = canvasRatio(2400, 3400, 2);
    expect(ratio).toBeLessThan(2);
    expect(2400 * ratio * 3400 * ratio).toBeCloseTo(4096 * 4096, -2);
  });
});
