import type { CodedNotice } from '../extraction-notice.ts';

// The table reader and the spreadsheet reader say why they found no lines in English sentences
// without a code. Until they give the code themselves (as `codedNotices`), their sentences are
// recognised here, so the review page can word them in the declarant's language; a sentence not
// recognised is shown as it is.

type Recognise = (match: RegExpExecArray) => Omit<CodedNotice, 'message'>;

const MISSING_DESCRIPTION = 'a description';
const MISSING_MEASURE = 'a quantity, price, amount or weight';

const SENTENCES: readonly [RegExp, Recognise][] = [
  [
    /^No goods table found on pages? ([\d–-]+): no line of column titles \(description, quantity, price, amount\) was recognised\.$/,
    ([, pages]) => ({
      code: 'no-goods-table',
      params: { pages: pages!, count: pageCount(pages!) },
    }),
  ],
  [
    /^Page (\d+) is an image without text; the table reader did not read it\.$/,
    ([, page]) => ({ code: 'page-not-read', params: { page: Number(page) } }),
  ],
  [
    /^Sheet (\d+) "(.*)": no row of goods column headers found; columns not understood: \(the sheet is empty\)\.$/s,
    ([, sheet, name]) => ({ code: 'sheet-empty', params: { sheet: Number(sheet), name: name! } }),
  ],
  [
    /^Sheet (\d+) "(.*)": no row of goods column headers found; columns not understood: (.*)\.$/s,
    ([, sheet, name, columns]) => ({
      code: 'sheet-no-header',
      params: { sheet: Number(sheet), name: name!, columns: columns! },
    }),
  ],
  [
    /^Sheet (\d+) "(.*)": the header in row (\d+) has no column for (.*); columns not understood: (.*)\.$/s,
    ([, sheet, name, row, missing, columns]) => ({
      code: 'sheet-missing-columns',
      params: {
        sheet: Number(sheet),
        name: name!,
        row: Number(row),
        missing:
          missing === MISSING_DESCRIPTION
            ? 'description'
            : missing === MISSING_MEASURE
              ? 'measure'
              : 'both',
        columns: columns === '(none)' ? '' : columns!,
      },
    }),
  ],
  [
    /^Sheet (\d+) "(.*)": no goods table found; the sheet was skipped\.$/s,
    ([, sheet, name]) => ({ code: 'sheet-skipped', params: { sheet: Number(sheet), name: name! } }),
  ],
  [/^The workbook has no sheets\.$/, () => ({ code: 'workbook-empty', params: {} })],
];

/** "1–3" is 3 pages, "2" is one. */
const pageCount = (pages: string) => {
  const [from, to] = pages.split(/[–-]/).map(Number);
  return to === undefined ? 1 : to - from! + 1;
};

/** A reader's sentence with its code, when it is one of those above. */
export const recogniseNotice = (message: string): CodedNotice | undefined => {
  for (const [pattern, recognise] of SENTENCES) {
    const match = pattern.exec(message);
    if (match) return { ...recognise(match), message };
  }
  return undefined;
};
