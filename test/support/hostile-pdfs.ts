import { constants, deflateRawSync } from 'node:zlib';
import { catalogAndPages, HELVETICA, writePdf, type PdfObjectSpec } from './pdf-writer.ts';

/** A hostile PDF: built in memory at test time, with the reason the service must give for it. */
export interface HostileDocument {
  readonly name: string;
  readonly fileName: string;
  readonly contentType: string;
  build(): Buffer;
  /** What the dossier's failure must say. */
  readonly reason: RegExp;
}

const A4 = '/MediaBox [0 0 595 842]';
const bytes = (text: string) => Buffer.from(text, 'latin1');

/**
 * A page that draws a form `fanOut` times, which draws the next `fanOut` times, `levels` deep: a
 * few KB that ask pdf.js for fanOut^levels drawings (16 over 9 levels held the event loop for more
 * than 11 minutes).
 */
export const formBomb = (levels: number, fanOut = 16, withText = false): Buffer => {
  // Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 font, 6.. forms (6 is the outermost).
  const formId = (level: number) => 6 + level;
  const draws = (level: number) =>
    Array.from({ length: fanOut }, () => `/X${level + 1} Do`).join(' ');
  const leaf = withText
    ? 'BT /F1 9 Tf 20 20 Td (x) Tj ET 0 0 m 1 1 l S'
    : '0 0 m 1 1 l S 1 1 m 2 2 l S';
  const forms: PdfObjectSpec[] = Array.from({ length: levels }, (_, level) => ({
    dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >>${
      level + 1 < levels ? ` /XObject << /X${level + 1} ${formId(level + 1)} 0 R >>` : ''
    } >> >>`,
    stream: bytes(level + 1 < levels ? draws(level) : leaf),
  }));
  return writePdf([
    ...catalogAndPages([3]),
    {
      dict: `<< /Type /Page /Parent 2 0 R ${A4} /Resources << /XObject << /X0 6 0 R >> /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    },
    {
      dict: '<<>>',
      stream: bytes(
        `${withText ? 'BT /F1 9 Tf 20 800 Td (Invoice) Tj ET ' : ''}${Array.from({ length: fanOut }, () => '/X0 Do').join(' ')}`,
      ),
    },
    { dict: HELVETICA },
    ...forms,
  ]);
};

/** One page whose deflated content stream draws `megabytes` of path operators. */
export const pathFlood = (megabytes: number): Buffer => {
  const lines = Buffer.from('0 0 m 1 1 l S\n'.repeat(Math.ceil(MEGABYTE / 14)));
  return writePdf([
    ...catalogAndPages([3]),
    { dict: `<< /Type /Page /Parent 2 0 R ${A4} /Contents 4 0 R >>` },
    { dict: '<< /Filter /FlateDecode >>', stream: repeatedZlib(lines, megabytes) },
  ]);
};

const MOD = 65521n;

const adler32 = (data: Buffer): { a: bigint; b: bigint } => {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return { a: BigInt(a), b: BigInt(b) };
};

/**
 * A zlib stream of `chunk` repeated `times`, built without compressing all of it: the chunk is
 * deflated once up to a byte boundary (its back-references never reach before it) and repeated,
 * then a final empty block and the Adler-32 of the whole (combined as zlib's adler32_combine does).
 */
export const repeatedZlib = (chunk: Buffer, times: number): Buffer => {
  const run = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const one = adler32(chunk);
  const length = BigInt(chunk.length);
  let a = 1n;
  let b = 0n;
  for (let index = 0; index < times; index += 1) {
    b = (b + one.b + length * (a - 1n) + MOD * 2n) % MOD;
    a = (a + one.a - 1n + MOD) % MOD;
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(Number((b << 16n) | a));
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: times }, () => run),
    Buffer.from([0x03, 0x00]),
    trailer,
  ]);
};

const MEGABYTE = 1048576;

/** A content stream of `megabytes` of spaces, deflated: about a thousandth of its size on disk. */
export const flateBomb = (megabytes: number): Buffer => {
  const deflated = repeatedZlib(Buffer.alloc(16 * MEGABYTE, 0x20), Math.ceil(megabytes / 16));
  return writePdf([
    ...catalogAndPages([3]),
    { dict: `<< /Type /Page /Parent 2 0 R ${A4} /Contents 4 0 R >>` },
    { dict: '<< /Filter /FlateDecode >>', stream: deflated },
  ]);
};

/** `count` pages, each with one line of text. */
export const manyTextPages = (count: number): Buffer => {
  const pageIds = Array.from({ length: count }, (_, index) => 4 + index * 2);
  const objects: PdfObjectSpec[] = [...catalogAndPages(pageIds), { dict: HELVETICA }];
  pageIds.forEach((id, index) => {
    objects[id - 1] = {
      dict: `<< /Type /Page /Parent 2 0 R ${A4} /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`,
    };
    objects[id] = {
      dict: '<<>>',
      stream: bytes(`BT /F1 12 Tf 72 760 Td (Page ${index + 1}) Tj ET`),
    };
  });
  return writePdf(objects);
};

/**
 * One page drawing a gray image declared `width` x `height` pixels; its data is a short deflated
 * run (the declared size is what a reader would allocate).
 */
export const hugeImage = (width: number, height: number): Buffer =>
  writePdf([
    ...catalogAndPages([3]),
    {
      dict: `<< /Type /Page /Parent 2 0 R ${A4} /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>`,
    },
    { dict: '<<>>', stream: bytes('q 595 0 0 842 0 0 cm /Im0 Do Q') },
    {
      dict: `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 >>`,
      stream: Buffer.alloc(1 << 20),
      deflate: true,
    },
  ]);

/** `count` pages that are each one small gray image and no text: a scan, for OCR. */
export const blankScan = (count: number): Buffer => {
  const pageIds = Array.from({ length: count }, (_, index) => 5 + index * 2);
  const objects: PdfObjectSpec[] = [
    ...catalogAndPages(pageIds),
    {
      dict: '<< /Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8 >>',
      stream: Buffer.alloc(64 * 64, 0xff),
      deflate: true,
    },
    { dict: '<<>>' },
  ];
  pageIds.forEach((id) => {
    objects[id - 1] = {
      dict: `<< /Type /Page /Parent 2 0 R ${A4} /Resources << /XObject << /Im0 3 0 R >> >> /Contents ${id + 1} 0 R >>`,
    };
    objects[id] = { dict: '<<>>', stream: bytes('q 595 0 0 842 0 0 cm /Im0 Do Q') };
  });
  return writePdf(objects);
};

/**
 * A page without text that asks for few operations, each filling the whole page: well within
 * the limits, yet seconds to draw (for OCR). What a page time limit is for.
 */
export const slowPage = (fills: number): Buffer => {
  const fill = '0 0 m 595 842 0 842 595 0 c 0 842 l f\n';
  return writePdf([
    ...catalogAndPages([3]),
    { dict: `<< /Type /Page /Parent 2 0 R ${A4} /Contents 4 0 R >>` },
    { dict: '<<>>', stream: Buffer.from(fill.repeat(fills)), deflate: true },
  ]);
};

const PDF = 'application/pdf';

/** Every hostile PDF of issue 24, at the sizes the attack used, with the reason it must fail for. */
export const hostilePdfs: readonly HostileDocument[] = [
  {
    name: 'forms drawing each other 16 times over 9 levels (3.8 KB)',
    fileName: 'form-bomb.pdf',
    contentType: PDF,
    build: () => formBomb(9),
    reason:
      /page 1 asks for more than 2,000,000 drawing operations.*Processing:MaxOperatorsPerPage/,
  },
  {
    name: 'forms drawing each other 16 times over 5 levels, with text',
    fileName: 'form-bomb-5.pdf',
    contentType: PDF,
    build: () => formBomb(5, 16, true),
    reason:
      /page 1 asks for more than 2,000,000 drawing operations.*Processing:MaxOperatorsPerPage/,
  },
  {
    name: '100 MB of path operators in 200 KB',
    fileName: 'path-flood.pdf',
    contentType: PDF,
    build: () => pathFlood(100),
    reason:
      /page 1 asks for more than 2,000,000 drawing operations.*Processing:MaxOperatorsPerPage/,
  },
  {
    name: 'a 1 MB flate bomb (1 GB of content)',
    fileName: 'flate-bomb.pdf',
    contentType: PDF,
    build: () => flateBomb(1024),
    reason: /compressed streams expand to more than 256 MB.*Processing:MaxInflatedMegabytes/,
  },
  {
    name: '5,000 text pages',
    fileName: 'long.pdf',
    contentType: PDF,
    build: () => manyTextPages(5000),
    reason: /the PDF has 5,000 pages; at most 500 are read.*Processing:MaxPages/,
  },
  {
    name: 'one 50,000 x 50,000 8-bit image',
    fileName: 'huge-image.pdf',
    contentType: PDF,
    build: () => hugeImage(50_000, 50_000),
    reason: /page 1 draws an image of 50,000 × 50,000 pixels.*Processing:MaxImagePixels/,
  },
  {
    name: 'a 5,000-page blank scan',
    fileName: 'blank-scan.pdf',
    contentType: PDF,
    build: () => blankScan(5000),
    reason: /the PDF has 5,000 pages; at most 500 are read.*Processing:MaxPages/,
  },
  {
    name: 'a 60-page blank scan (more pages than OCR reads)',
    fileName: 'scan-60.pdf',
    contentType: PDF,
    build: () => blankScan(60),
    reason: /60 pages without text; at most 50 are read by OCR.*Processing:MaxOcrPages/,
  },
];
