import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { imageSize } from './image-size.ts';
import { despeckle } from './despeckle.ts';
import { lightOnDarkAreas, type GreyImage, type LightOnDark } from './light-on-dark.ts';

/** The image given to Tesseract, with its size in pixels to scale the words it reads back. */
export interface PreparedImage {
  readonly image: Buffer;
  readonly widthPx: number;
  readonly heightPx: number;
}

// Past this an image is read as it came: preparing holds it four times over (decoded, on the
// canvas, as PPM and in grey: 12 bytes a pixel, 100 MB for an A4 page at 300 dpi), beside the
// reader's OCR workers. An A3 page at 300 dpi is 17.4 million pixels.
const MAX_PIXELS = 20_000_000;
// An image with fewer pixels than this is a screenshot or a photo of a page at well under
// 200 dpi: its letters are a few pixels high, too few for Tesseract, and drawn larger it reads
// them. An A4 page at 300 dpi is 8.7 million pixels.
const SMALL = 3_000_000;
const ENLARGED = 8_000_000;
const MAX_ENLARGEMENT = 3;
// Rows read from the canvas at a time: a whole page's pixels copied at once would be 35 MB more.
const STRIP_ROWS = 256;

/**
 * The canvas's pixels as a PPM file (binary, 8 bits a channel), which Tesseract's image library
 * reads as it is: encoding a 300 dpi page as PNG takes 2 s, longer than reading it. Colour is
 * kept: Tesseract separates ink from paper channel by channel, and a page turned grey loses
 * text printed in colour (measured: 4 of the 11 values of a sample). With it, the page in grey
 * levels to look for bands in.
 */
const pixelsOf = (context: SKRSContext2D, width: number, height: number) => {
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`, 'latin1');
  const file = Buffer.allocUnsafe(header.length + width * height * 3);
  header.copy(file);
  const rgb = file.subarray(header.length);
  const data = new Uint8Array(width * height);
  for (let top = 0; top < height; top += STRIP_ROWS) {
    const rows = Math.min(STRIP_ROWS, height - top);
    const pixels = context.getImageData(0, top, width, rows).data;
    for (let at = 0, to = top * width; at < pixels.length; at += 4, to++) {
      const [red, green, blue] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
      rgb[to * 3] = red;
      rgb[to * 3 + 1] = green;
      rgb[to * 3 + 2] = blue;
      data[to] = (red * 77 + green * 150 + blue * 29) >> 8;
    }
  }
  return { file, rgb, grey: { data, width, height } satisfies GreyImage };
};

/**
 * Light text on a dark band made dark on white, in grey: inverted, with its ground stretched to
 * white (inverted alone, a blue band would turn yellow, and a grey one stay grey).
 */
const invert = (rgb: Uint8Array, grey: GreyImage, band: LightOnDark): void => {
  const stretch = 255 / Math.max(1, 255 - band.ground);
  for (let y = band.y; y < band.y + band.height; y++)
    for (let at = y * grey.width + band.x, end = at + band.width; at < end; at++) {
      const level = Math.min(255, Math.round((255 - grey.data[at]!) * stretch));
      rgb[at * 3] = rgb[at * 3 + 1] = rgb[at * 3 + 2] = level;
    }
};

const enlargement = (pixels: number): number =>
  pixels >= SMALL ? 1 : Math.min(MAX_ENLARGEMENT, Math.sqrt(ENLARGED / pixels));

/**
 * A page image made easier for Tesseract: a small one drawn larger, light text on dark bands
 * (table header bars, coloured title blocks) turned dark on light, which Tesseract would
 * otherwise skip, and the specks of a noisy scan cleared. Undefined for an image that needs
 * none of it: it is read as it came.
 */
export const prepareForOcr = async (bytes: Buffer): Promise<PreparedImage | undefined> => {
  const size = imageSize(bytes);
  // Counted from the file's header, before anything is decoded.
  if (!size || size.widthPx * size.heightPx > MAX_PIXELS) return undefined;
  const decoded = await loadImage(bytes);
  const pixels = decoded.width * decoded.height;
  if (pixels === 0 || pixels > MAX_PIXELS) return undefined;
  const scale = enlargement(pixels);
  const width = Math.round(decoded.width * scale);
  const height = Math.round(decoded.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // Transparent pixels would read as black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded, 0, 0, width, height);
  const { file, rgb, grey } = pixelsOf(context, width, height);
  const bands = lightOnDarkAreas(grey);
  for (const band of bands) invert(rgb, grey, band);
  const despeckled = despeckle(rgb, grey);
  if (scale === 1 && bands.length === 0 && !despeckled) return undefined;
  return { image: file, widthPx: width, heightPx: height };
};
