export { readPdfText } from './pdf-text.ts';
export {
  groupLines,
  inReadingOrder,
  linesOf,
  pageMarker,
  plainText,
  unionBox,
} from './text-lines.ts';
export type { TextLine } from './text-lines.ts';
export { UnreadableDocumentError } from './unreadable-document.ts';
