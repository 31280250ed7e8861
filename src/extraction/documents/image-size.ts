/** What an image file says of itself: its kind, its size in pixels and, when it records it, its DPI. */
export interface ImageSize {
  readonly type: 'image/png' | 'image/jpeg';
  readonly widthPx: number;
  readonly heightPx: number;
  /** From PNG's pHYs chunk or JPEG's JFIF header; absent when the file does not say. */
  readonly dpi?: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const pngSize = (bytes: Buffer): ImageSize | undefined => {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const size = { widthPx: bytes.readUInt32BE(16), heightPx: bytes.readUInt32BE(20) };
  // Chunks: length, type, data, CRC. pHYs comes before the image data, when there is one.
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT' || type === 'IEND') break;
    // Unit 1 is the metre; unit 0 gives only the aspect ratio, which says nothing of size.
    if (type === 'pHYs' && length === 9 && at + 17 <= bytes.length && bytes[at + 16] === 1) {
      const dpi = Math.round(bytes.readUInt32BE(at + 8) * 0.0254);
      if (dpi > 0) return { type: 'image/png', ...size, dpi };
    }
    at += 12 + length;
  }
  return { type: 'image/png', ...size };
};

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC are not frames.
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

const jpegSize = (bytes: Buffer): ImageSize | undefined => {
  let dpi: number | undefined;
  for (let at = 2; at + 4 <= bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    // JFIF: units 1 = dots per inch, 2 = dots per centimetre.
    if (marker === 0xe0 && bytes.toString('latin1', at + 4, at + 9) === 'JFIF\0') {
      const units = bytes[at + 11];
      const density = bytes.readUInt16BE(at + 12);
      if (density > 0 && units === 1) dpi = density;
      if (density > 0 && units === 2) dpi = Math.round(density * 2.54);
    }
    if (isStartOfFrame(marker) && at + 9 <= bytes.length) {
      const size = { widthPx: bytes.readUInt16BE(at + 7), heightPx: bytes.readUInt16BE(at + 5) };
      return dpi ? { type: 'image/jpeg', ...size, dpi } : { type: 'image/jpeg', ...size };
    }
    at += 2 + length;
  }
  return undefined;
};

/**
 * Reads a PNG or JPEG header without decoding the image: enough to know the page size of a
 * photographed or scanned page. Undefined for anything else, or a header cut short.
 */
export const imageSize = (bytes: Uint8Array): ImageSize | undefined => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (PNG_SIGNATURE.every((byte, index) => buffer[index] === byte)) return pngSize(buffer);
    if (buffer[0] === 0xff && buffer[1] === 0xd8) return jpegSize(buffer);
  } catch (error) {
    // A read past the end of a truncated header.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  return undefined;
};

/** A page's size in points for an image: its pixels at its recorded DPI, or at 72 dpi. */
export const imagePageSize = (size: ImageSize): { widthPt: number; heightPt: number } => {
  const dpi = size.dpi ?? 72;
  return { widthPt: (size.widthPx * 72) / dpi, heightPt: (size.heightPx * 72) / dpi };
};
