import type { DocumentKind } from '../extracted.ts';
import { foldAccents } from '../text-values/index.ts';

const PACKING_LIST =
  /\b(?:packing\s*list|packing\s*slip|paklijst|pakbon|liste\s+de\s+colisage|bordereau\s+de\s+colisage|packliste|packzettel|lieferschein)\b/;

/**
 * Invoice or packing list, by the words a packing list is titled with (EN, NL, FR, DE). Anything
 * else is read as an invoice: the table reader looks for the same goods columns in both.
 */
export const classifyDocument = (firstPageText: string): DocumentKind =>
  PACKING_LIST.test(foldAccents(firstPageText)) ? 'packing_list' : 'invoice';
