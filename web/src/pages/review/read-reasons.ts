import type { FaultWords } from '../../api/field-faults.ts';
import { formatDay } from '../../app/format.ts';
import type { ReadDocument } from './reading.ts';

/** One thing extraction said of a document: a code and its values where it has one, else a sentence. */
export interface ReadReason {
  readonly message: string;
  readonly code?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * What a document's reading says, in order: its reasons as the service keeps them now, or (a
 * reading kept before they were) its failure and notices as sentences.
 */
export const reasonsOf = (document: ReadDocument): readonly ReadReason[] =>
  document.reasons ?? [
    ...(document.error ? [{ message: document.error }] : []),
    ...document.notices.map((message) => ({ message })),
  ];

/** A document that gave the goods list nothing: not read, or read without a line. */
export const gaveNoLines = (document: ReadDocument): boolean =>
  document.status !== 'ok' || document.lineCount === 0;

type Words = Pick<FaultWords, 't' | 'number'>;
type Params = Readonly<Record<string, string | number>>;

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
const count = (value: string | number | undefined) => Number(value ?? 0);
/** An amount in the page's number format, a day as dd/MM/yyyy; a code as it is. */
const shown = (value: string | number | undefined, { number }: Words) =>
  typeof value === 'number' ? number(value) : formatDay(text(value));

/**
 * How each code is said (the codes of src/extraction/pipeline/document-notices.ts and
 * recognised-notices.ts); undefined when the values are not what the code promises, so the
 * sentence is shown instead.
 */
const SAY: Readonly<Record<string, (params: Params, words: Words) => string | undefined>> = {
  'ocr-page': (p, { t }) =>
    count(p.words) === 0
      ? t('reason.ocrPageEmpty', { page: text(p.page) })
      : t('reason.ocrPage', {
          page: text(p.page),
          words: count(p.words),
          confidence: count(p.confidence),
        }),
  'ocr-image': (p, { t }) =>
    count(p.words) === 0
      ? t('reason.ocrImageEmpty')
      : t('reason.ocrImage', { words: count(p.words), confidence: count(p.confidence) }),
  'ocr-pages': (p, { t }) =>
    t(count(p.emptyCount) > 0 ? 'reason.ocrPagesEmpty' : 'reason.ocrPages', {
      pages: text(p.pages),
      count: count(p.count),
      words: count(p.words),
      empty: text(p.empty),
      emptyCount: count(p.emptyCount),
    }),
  'ocr-language': (p, { t }) => t('reason.ocrLanguage', { language: text(p.language) }),
  'ocr-page-limit': (p, { t }) =>
    t('reason.ocrPageLimit', { pages: count(p.pages), max: count(p.max) }),
  'no-goods-table': (p, { t }) =>
    p.pages === undefined
      ? undefined
      : t(p.titles ? 'reason.noGoodsTableTitles' : 'reason.noGoodsTable', {
          pages: text(p.pages),
          count: count(p.count ?? 1),
          titles: text(p.titles),
        }),
  'table-without-lines': (p, { t }) =>
    t(p.titles ? 'reason.tableWithoutLinesTitles' : 'reason.tableWithoutLines', {
      page: text(p.page),
      titles: text(p.titles),
    }),
  'page-not-read': (p, { t }) => t('reason.pageNotRead', { page: text(p.page) }),
  'no-model': (_p, { t }) => t('reason.noModel'),
  'no-model-no-lines': (_p, { t }) => t('reason.noModelNoLines'),
  'model-no-lines': (p, { t }) => t('reason.modelNoLines', { pages: count(p.pages) }),
  'read-as': (p, { t }) => t('reason.readAs', { uploaded: text(p.uploaded), read: text(p.read) }),
  'vision-pages': (p, { t }) =>
    t('reason.visionPages', { read: count(p.read), skipped: count(p.skipped) }),
  'sheet-no-header': (p, { t }) =>
    t('reason.sheetNoHeader', {
      sheet: text(p.sheet),
      name: text(p.name),
      columns: text(p.columns),
    }),
  'sheet-empty': (p, { t }) => t('reason.sheetEmpty', { sheet: text(p.sheet), name: text(p.name) }),
  'sheet-missing-columns': (p, { t }) =>
    t(p.columns ? 'reason.sheetMissingColumns' : 'reason.sheetMissing', {
      sheet: text(p.sheet),
      name: text(p.name),
      row: text(p.row),
      missing: text(p.missing),
      columns: text(p.columns),
    }),
  'sheet-skipped': (p, { t }) =>
    t('reason.sheetSkipped', { sheet: text(p.sheet), name: text(p.name) }),
  'workbook-empty': (_p, { t }) => t('reason.workbookEmpty'),
  'e-invoice': (p, { t }) =>
    t('reason.eInvoice', {
      syntax: text(p.syntax),
      file: text(p.file),
      lines: text(p.lines ?? 'page'),
    }),
  'e-invoice-differs': (p, words) =>
    words.t('reason.eInvoiceDiffers', {
      field: text(p.field),
      printed: shown(p.printed, words),
      structured: shown(p.structured, words),
    }),
};

/** A reason in the page's language; one without a code the page knows, as the service said it. */
export const reasonText = (reason: ReadReason, words: Words): string => {
  const say = reason.code ? SAY[reason.code] : undefined;
  return (say && say(reason.params ?? {}, words)) ?? reason.message;
};
