import type { DocumentText } from '../document-text.ts';
import type { TextLine } from '../documents/index.ts';
import type { CodedNotice } from '../extraction-notice.ts';
import { textOf } from './found-words.ts';
import { namedTitles, type TableHeader } from './header-line.ts';

/** A header the reader took, on its page, for telling why no line came from it. */
export interface FoundHeader {
  readonly page: number;
  readonly header: TableHeader;
}

/** An image-only page nobody read: no words to look for a table in. */
export const pageNotRead = (page: number): CodedNotice => ({
  code: 'page-not-read',
  params: { page },
  message: `Page ${page} is an image without text; the table reader did not read it.`,
});

/**
 * Why a document gave no goods line, with what the reader did see: the titles of a header it
 * found with nothing under it, or, with no header at all, the most column titles one line named
 * (a declarant then sees "DESCRIPTION OF GOODS, QTY." and knows the table was there).
 */
export const noLinesNotice = (
  text: DocumentText,
  pages: readonly { readonly lines: readonly TextLine[] }[],
  headers: readonly FoundHeader[],
): CodedNotice => {
  const [first] = headers;
  if (first) {
    const titles = first.header.cells
      .filter((cell) => cell.match)
      .map((cell) => textOf(cell.words))
      .join(', ');
    return {
      code: 'table-without-lines',
      params: { page: first.page, titles },
      message: `A goods table was found on page ${first.page} (${titles}), but no line under it reads as goods (a description with a quantity, price or amount).`,
    };
  }
  const count = text.pages.length;
  const span = count <= 1 ? '1' : `1–${count}`;
  const titles = mostTitles(pages);
  return {
    code: 'no-goods-table',
    params: { pages: span, count, ...(titles ? { titles } : {}) },
    message: `No goods table found on ${count <= 1 ? 'page' : 'pages'} ${span}: no line of column titles (description, quantity, price, amount) was recognised.${titles ? ` Titles seen: ${titles}.` : ''}`,
  };
};

const mostTitles = (pages: readonly { readonly lines: readonly TextLine[] }[]): string => {
  let best: string[] = [];
  for (const { lines } of pages)
    for (const line of lines) {
      const titles = namedTitles(line);
      if (titles.length > best.length) best = titles;
    }
  return best.join(', ');
};
