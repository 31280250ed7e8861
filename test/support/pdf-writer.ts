import { deflateSync } from 'node:zlib';

/** One object of a PDF being written: a dictionary (as PDF text) and, for a stream, its data. */
export interface PdfObjectSpec {
  readonly dict: string;
  readonly stream?: Uint8Array;
  /** Deflate the stream (adds /Filter /FlateDecode). */
  readonly deflate?: boolean;
  /** Written as the stream's /Length instead of its real length (a lying or missing length). */
  readonly length?: number | null;
}

const ascii = (text: string): Buffer => Buffer.from(text, 'latin1');

/**
 * A PDF from numbered objects (1-based, object 1 the catalog), with a correct cross-reference
 * table unless told otherwise: the hostile documents of the tests are small files built here,
 * never committed blobs.
 */
export const writePdf = (
  objects: readonly PdfObjectSpec[],
  options: { xref?: boolean } = {},
): Buffer => {
  const parts: Buffer[] = [ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(size);
    const data = object.stream && (object.deflate ? deflateSync(object.stream) : object.stream);
    const length = object.length === undefined ? data?.length : object.length;
    const dict = data
      ? object.dict.replace(
          /^<</,
          `<<${length === null ? '' : ` /Length ${length}`}${object.deflate ? ' /Filter /FlateDecode' : ''}`,
        )
      : object.dict;
    const chunk = data
      ? Buffer.concat([
          ascii(`${index + 1} 0 obj\n${dict}\nstream\n`),
          data,
          ascii('\nendstream\nendobj\n'),
        ])
      : ascii(`${index + 1} 0 obj\n${dict}\nendobj\n`);
    parts.push(chunk);
    size += chunk.length;
  });
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n`;
  if (options.xref === false) parts.push(ascii(`${trailer}%%EOF\n`));
  else {
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
    parts.push(
      ascii(
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows.join('')}${trailer}startxref\n${size}\n%%EOF\n`,
      ),
    );
  }
  return Buffer.concat(parts);
};

/** Catalog and page tree for `pageIds` (object numbers), as objects 1 and 2. */
export const catalogAndPages = (pageIds: readonly number[]): PdfObjectSpec[] => [
  { dict: '<< /Type /Catalog /Pages 2 0 R >>' },
  {
    dict: `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
  },
];

export const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
