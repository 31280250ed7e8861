import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { Browser } from 'playwright-core';
import { Rng } from '../random.ts';
import type { Rendered } from '../templates/common.ts';
import { fixDates } from './pdf.ts';

/**
 * A scanned page: the sheet rendered to an image at about 190 dpi, turned by a degree or so, greyed,
 * speckled and shadowed like a flatbed scan, then put full-page into a PDF with no text layer.
 */

const A4 = { width: 794, height: 1123 };

export const screenshot = async (
  browser: Browser,
  rendered: Rendered,
  scale: number,
): Promise<Buffer> => {
  const context = await browser.newContext({ viewport: A4, deviceScaleFactor: scale });
  try {
    const page = await context.newPage();
    await page.setContent(rendered.html, { waitUntil: 'load' });
    return await page.screenshot({ clip: { x: 0, y: 0, ...A4 }, type: 'png' });
  } finally {
    await context.close();
  }
};

export const degrade = async (png: Buffer, seed: string): Promise<Buffer> => {
  const rng = new Rng(`${seed}:scan`);
  const image = await loadImage(png);
  const shrink = rng.float(0.82, 0.9);
  const width = Math.round(image.width * shrink);
  const height = Math.round(image.height * shrink);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f3ef';
  g.fillRect(0, 0, width, height);
  const angle = (rng.float(0.5, 1.5) * (rng.chance(0.5) ? 1 : -1) * Math.PI) / 180;
  g.save();
  g.translate(width / 2 + rng.float(-8, 8), height / 2 + rng.float(-6, 6));
  g.rotate(angle);
  g.imageSmoothingEnabled = true;
  g.drawImage(image, -width / 2, -height / 2, width, height);
  g.restore();
  // Lid shadow along one edge.
  const left = rng.chance(0.5);
  const shadow = g.createLinearGradient(left ? 0 : width, 0, left ? 28 : width - 28, 0);
  shadow.addColorStop(0, 'rgba(60,60,60,0.55)');
  shadow.addColorStop(1, 'rgba(60,60,60,0)');
  g.fillStyle = shadow;
  g.fillRect(left ? 0 : width - 28, 0, 28, height);
  const data = g.getImageData(0, 0, width, height);
  const pixels = data.data;
  const contrast = rng.float(0.86, 0.93);
  for (let i = 0; i < pixels.length; i += 4) {
    const grey =
      0.299 * (pixels[i] ?? 0) + 0.587 * (pixels[i + 1] ?? 0) + 0.114 * (pixels[i + 2] ?? 0);
    // Triangular noise, stronger in the light areas like a scanner's sensor noise on paper.
    const noise = (rng.next() + rng.next() - 1) * 26;
    let value = 128 + (grey - 128) * contrast + 6 + noise;
    if (rng.next() < 0.0004) value = rng.float(40, 120);
    value = Math.max(0, Math.min(255, value));
    pixels[i] = value;
    pixels[i + 1] = value;
    pixels[i + 2] = value;
  }
  g.putImageData(data, 0, 0);
  // A few larger dust marks.
  g.fillStyle = 'rgba(70,70,70,0.5)';
  for (let k = 0; k < rng.int(4, 10); k++) {
    g.beginPath();
    g.arc(rng.float(0, width), rng.float(0, height), rng.float(0.8, 2.2), 0, Math.PI * 2);
    g.fill();
  }
  return canvas.encode('jpeg', 78);
};

/** Puts the image full-page into an A4 PDF: the only content is the picture. */
export const imagePdf = async (browser: Browser, jpeg: Buffer): Promise<Buffer> => {
  const page = await browser.newPage();
  try {
    const html = `<!doctype html><html><head><style>@page { size: A4; margin: 0 } html, body { margin: 0; padding: 0 }
      img { display: block; width: 210mm; height: 297mm; }</style></head>
      <body><img src="data:image/jpeg;base64,${jpeg.toString('base64')}"></body></html>`;
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: { top: '0', bottom: '0', left: '0', right: '0' },
    });
    return fixDates(Buffer.from(pdf));
  } finally {
    await page.close();
  }
};

export const scanPdf = async (
  browser: Browser,
  rendered: Rendered,
  seed: string,
): Promise<Buffer> => {
  const png = await screenshot(browser, rendered, 2);
  const jpeg = await degrade(png, seed);
  return imagePdf(browser, jpeg);
};
