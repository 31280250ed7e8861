import type { ReadPage } from '../document-reading.ts';
import { guessLanguage, LOCAL_OCR_LANGUAGES, type TextLanguage } from '../documents/index.ts';
import type { CodedNotice, NoticeParams } from '../extraction-notice.ts';
import { DocumentOverLimitError, figure } from '../reading-limits.ts';
import { RefusedReadingError } from '../reader/refused-reading.ts';

// What the pipeline tells the declarant about a document, each as a code with its values and its
// English sentence (extraction-notice.ts); the review page words the codes in Dutch and French
// (web/src/pages/review/notice-text.ts holds the same codes).

const notice = (code: string, params: NoticeParams, message: string): CodedNotice => ({
  code,
  params,
  message,
});

const percent = (confidence: number | undefined) => Math.round((confidence ?? 0) * 100);

/** Pages 1, 2, 3, 5 as "1–3, 5". */
export const pageRanges = (pages: readonly number[]): string => {
  const ranges: [number, number][] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && page === last[1] + 1) last[1] = page;
    else ranges.push([page, page]);
  }
  return ranges.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
};

/** A page's words as counted in the reader process, or from its text for an older reading. */
const wordsOn = (page: ReadPage) => page.words ?? (page.text.match(/\S+/g) ?? []).length;

const wordCount = (count: number) =>
  count === 0 ? 'no word' : `${figure(count)} word${count === 1 ? '' : 's'}`;

/** Above this many scanned pages their notice is one summary, not a sentence a page. */
const PAGES_ONE_BY_ONE = 3;

/**
 * What local OCR gave on each page that had no text layer: the declarant learns which page was a
 * scan, and whether OCR found anything on it at all (a blank or faint page reads as no word).
 */
export const ocrNotices = (pages: readonly ReadPage[], isImage: boolean): CodedNotice[] => {
  const scanned = pages.filter((page) => page.reader === 'tesseract');
  if (scanned.length === 0) return [];
  if (isImage && scanned.length === 1) {
    const words = wordsOn(scanned[0]!);
    const confidence = percent(scanned[0]!.confidence);
    return [
      notice(
        'ocr-image',
        { words, confidence },
        words === 0
          ? 'the image was read by local OCR and gave no word: a picture without print, or print too faint or small to read'
          : `the image was read by local OCR: ${wordCount(words)}, ${confidence} % sure on average`,
      ),
    ];
  }
  if (scanned.length <= PAGES_ONE_BY_ONE)
    return scanned.map((page) => {
      const words = wordsOn(page);
      const confidence = percent(page.confidence);
      return notice(
        'ocr-page',
        { page: page.number, words, confidence },
        words === 0
          ? `page ${page.number} has no text layer, and local OCR read no word on it: a blank page, or print too faint or small to read`
          : `page ${page.number} has no text layer: local OCR read ${wordCount(words)} on it, ${confidence} % sure on average`,
      );
    });
  const words = scanned.reduce((sum, page) => sum + wordsOn(page), 0);
  const empty = scanned.filter((page) => wordsOn(page) === 0).map((page) => page.number);
  const pageList = pageRanges(scanned.map((page) => page.number));
  const emptyList = pageRanges(empty);
  return [
    notice(
      'ocr-pages',
      { pages: pageList, count: scanned.length, words, empty: emptyList, emptyCount: empty.length },
      `pages ${pageList} (${scanned.length}) have no text layer: local OCR read ${wordCount(words)} on them${
        empty.length > 0 ? `, none on page${empty.length === 1 ? '' : 's'} ${emptyList}` : ''
      }`,
    ),
  ];
};

const LANGUAGE_NAMES: Readonly<Record<TextLanguage, string>> = {
  en: 'English',
  nl: 'Dutch',
  fr: 'French',
  de: 'German',
};

/**
 * A scan in a language local OCR has no data for is read with English letters and words: its
 * accents and words may be wrong, and column titles with them, so the declarant is told.
 */
export const ocrLanguageNotice = (pages: readonly ReadPage[]): CodedNotice[] => {
  const scanned = pages.filter((page) => page.reader === 'tesseract');
  if (scanned.length === 0) return [];
  const language = guessLanguage(scanned.map((page) => page.text).join('\n'));
  if (!language || LOCAL_OCR_LANGUAGES[language]) return [];
  const name = LANGUAGE_NAMES[language];
  return [
    notice(
      'ocr-language',
      { language },
      `the scanned text reads as ${name}, but local OCR has no data for it: letters with accents and words may be misread, column titles among them; check each value against the document`,
    ),
  ];
};

/**
 * Without a model only the table reader reads a PDF or image: with lines, they are its reading;
 * without, the declarant learns what would read the document and what is left to do.
 */
export const noModelNotice = (lines: number): CodedNotice =>
  lines > 0
    ? notice(
        'no-model',
        {},
        'no language model is configured: the goods lines come from the table reader; check each value',
      )
    : notice(
        'no-model-no-lines',
        {},
        'no language model is configured (AI:*): only the table reader read this document, and it reads goods lines only under a line of column titles; type the lines, or have a model configured',
      );

/** A model that read the document and gave no goods line says so, with how much it read. */
export const modelNoLinesNotice = (pages: number): CodedNotice =>
  notice(
    'model-no-lines',
    { pages },
    `the language model read ${pages === 1 ? 'the page' : `the ${figure(pages)} pages`} and gave no goods line`,
  );

export const readAsNotice = (uploaded: string, read: string): CodedNotice =>
  notice(
    'read-as',
    { uploaded, read },
    `uploaded as ${uploaded.replace('_', ' ')}, read as ${read.replace('_', ' ')}`,
  );

/** The vision path reads the first pages only: the rest is said, so a short list is not a surprise. */
export const visionPagesNotice = (read: number, skipped: number): CodedNotice =>
  notice(
    'vision-pages',
    { read, skipped },
    `the vision path read pages 1 to ${read}; ${skipped} more not read`,
  );

/**
 * Why a document was not read at all, coded where the page has words for it: a scan with more
 * pages than local OCR may read (Processing:MaxOcrPages). Other refusals are shown as said.
 */
export const failureNotice = (error: Error): CodedNotice | undefined => {
  const params =
    error instanceof RefusedReadingError || error instanceof DocumentOverLimitError
      ? error.params
      : {};
  if (params.limit === 'maxOcrPages' && params.pages !== undefined && params.max !== undefined)
    return notice('ocr-page-limit', { pages: params.pages, max: params.max }, error.message);
  return undefined;
};
