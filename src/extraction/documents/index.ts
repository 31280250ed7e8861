export { documentTextFromAnalyzeResult } from './analyze-result.ts';
export {
  createDocumentIntelligenceReader,
  DocumentIntelligenceError,
} from './document-intelligence.ts';
export type {
  AnalyzableContentType,
  DocumentIntelligenceOptions,
  DocumentIntelligenceReader,
} from './document-intelligence.ts';
export { imagePageSize, imageSize } from './image-size.ts';
export type { ImageSize } from './image-size.ts';
export { createLocalOcr } from './local-ocr.ts';
export type { LocalOcr } from './local-ocr.ts';
export { LOCAL_OCR_LANGUAGES } from './ocr-languages.ts';
export { readPdfText } from './pdf-text.ts';
export { readDocument } from './read-document.ts';
export type { ReadDocumentOptions } from './read-document.ts';
export { drawPages, renderPage, renderPages } from './render-page.ts';
export type { RenderedPage } from './render-page.ts';
export {
  groupLines,
  inReadingOrder,
  linesOf,
  pageMarker,
  pageText,
  plainText,
  textPages,
  unionBox,
} from './text-lines.ts';
export type { TextLine, TextPages } from './text-lines.ts';
export { guessLanguage } from './text-language.ts';
export type { TextLanguage } from './text-language.ts';
export { UnreadableDocumentError } from './unreadable-document.ts';
