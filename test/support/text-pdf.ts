/**
 * A tiny PDF with text at given places (one Helvetica font, WinAnsi encoding), for tests that
 * need a digital PDF whose content they know: x and y in points from the top left, as
 * DocumentText gives them back.
 */
export interface PlacedText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size?: number;
}

const escape = (text: string): string => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** Latin-1 bytes for the text (the euro sign is 0x80 in WinAnsi). */
const bytesOf = (text: string): Uint8Array =>
  Uint8Array.from(
    [...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0) & 0xff)),
  );

export const textPdf = (
  pages: readonly (readonly PlacedText[])[],
  width = 595,
  height = 842,
): Uint8Array => {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((texts, index) => {
    const content = texts
      .map(
        ({ text, x, y, size = 9 }) =>
          `BT /F1 ${size} Tf ${x} ${height - y - size} Td (${escape(text)}) Tj ET`,
      )
      .join('\n');
    const pageId = pageIds[index] ?? 0;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${bytesOf(content).length} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = bytesOf(body).length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = bytesOf(body).length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return bytesOf(body);
};
