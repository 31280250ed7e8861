import type { Browser } from 'playwright-core';
import type { Rendered } from '../templates/common.ts';

/** Prints HTML to an A4 PDF with Chromium, so the PDF has a real text layer. */

/**
 * Chromium stamps the print time into the PDF; the same fixed date of the same length keeps the
 * byte offsets (and the cross-reference table) valid and the file the same on every run.
 */
export const fixDates = (pdf: Buffer): Buffer => {
  const text = pdf.toString('latin1');
  const fixed = text.replace(
    /\/(CreationDate|ModDate) \(D:(\d{14})([^)]*)\)/g,
    (_, key: string, stamp: string, zone: string) => {
      const replacement = `20260101090000${zone.replace(/\d/g, '0')}`.slice(
        0,
        stamp.length + zone.length,
      );
      return `/${key} (D:${replacement})`;
    },
  );
  return Buffer.from(fixed, 'latin1');
};

export const printPdf = async (browser: Browser, rendered: Rendered): Promise<Buffer> => {
  const page = await browser.newPage();
  try {
    await page.setContent(rendered.html, { waitUntil: 'load' });
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      margin: rendered.margin,
      ...(rendered.footer
        ? {
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: rendered.footer,
          }
        : {}),
    });
    return fixDates(Buffer.from(pdf));
  } finally {
    await page.close();
  }
};
