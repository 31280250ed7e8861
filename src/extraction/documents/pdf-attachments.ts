import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { EmbeddedFile } from '../document-text.ts';

/** More embedded files than a structured invoice ever comes with are not looked at. */
const MAX_FILES = 16;
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The XML files a PDF embeds (its EmbeddedFiles name tree), where Factur-X, ZUGFeRD and UBL
 * invoices travel. An attachment pdf.js cannot read leaves the page text as it is: it gives none.
 */
export const embeddedXmlFiles = async (document: PDFDocumentProxy): Promise<EmbeddedFile[]> => {
  let attachments: Record<string, { filename?: unknown; content?: unknown }> | null;
  try {
    attachments = (await document.getAttachments()) as typeof attachments;
  } catch {
    return [];
  }
  return Object.values(attachments ?? {})
    .slice(0, MAX_FILES)
    .flatMap((attachment) =>
      typeof attachment.filename === 'string' &&
      /\.xml$/i.test(attachment.filename) &&
      attachment.content instanceof Uint8Array &&
      attachment.content.length <= MAX_BYTES
        ? [{ name: attachment.filename, bytes: attachment.content }]
        : [],
    );
};
