import { DocumentOverLimitError, figure } from '../../reading-limits.ts';
import type { PdfObjects } from './pdf-objects.ts';
import { isName, type PdfDict, type PdfValue } from './pdf-syntax.ts';

export interface PdfPage {
  readonly dict: PdfDict;
  /** The page's own resources, or the nearest ancestor's (ISO 32000-1, 7.7.3.4). */
  readonly resources: PdfDict | undefined;
}

const tooMany = (maxPages: number, counted: number) =>
  new DocumentOverLimitError(
    'maxPages',
    `the PDF has ${figure(counted)} pages; at most ${figure(maxPages)} are read`,
  );

/**
 * The pages in order, by walking the page tree from the catalog (without recursion, each node
 * once, so a tree that points back at itself ends); more than `maxPages` is refused with the
 * count. Without a usable tree, the objects whose type is /Page, as pdf.js falls back to.
 */
export const pdfPages = (objects: PdfObjects, maxPages: number): PdfPage[] => {
  const pages: PdfPage[] = [];
  const seen = new Set<PdfDict>();
  const catalog = objects.dict(objects.root);
  const stack: { node: PdfValue | undefined; inherited: PdfDict | undefined }[] = [
    { node: catalog?.get('Pages'), inherited: undefined },
  ];
  while (stack.length > 0) {
    const { node, inherited } = stack.pop()!;
    const dict = objects.dict(node);
    if (!dict || seen.has(dict)) continue;
    seen.add(dict);
    const resources = objects.dict(dict.get('Resources')) ?? inherited;
    const kids = objects.resolve(dict.get('Kids'));
    if (Array.isArray(kids) && !isName(dict.get('Type'), 'Page')) {
      for (let index = kids.length - 1; index >= 0; index -= 1)
        stack.push({ node: kids[index], inherited: resources });
      continue;
    }
    pages.push({ dict, resources });
  }
  const found = pages.length > 0 ? pages : pagesByType(objects);
  checkPageCount(found.length, maxPages);
  return found;
};

const pagesByType = (objects: PdfObjects): PdfPage[] => {
  const pages: PdfPage[] = [];
  for (const number of objects.numbers()) {
    const dict = objects.dict({ ref: number });
    if (!dict || !isName(dict.get('Type'), 'Page')) continue;
    pages.push({ dict, resources: objects.dict(dict.get('Resources')) });
  }
  return pages;
};

export const checkPageCount = (count: number, maxPages: number): void => {
  if (count > maxPages) throw tooMany(maxPages, count);
};
