import { DocumentOverLimitError, figure, type ReadingLimits } from '../reading-limits.ts';
import { textTooLong } from './sheet-limits.ts';
import type { XlsxPackage } from './xlsx-package.ts';
import { readXmlPart } from './xlsx-xml.ts';

/**
 * The shared-string table is read whole before any sheet, and no setting names its size: it is
 * bounded by what the sheets may hold, a few different texts per row (a description, an article
 * number, a remark), each no longer than a cell. Its total size is bounded by maxInflatedBytes.
 */
export const TEXTS_PER_ROW = 5;

/** `_x000D_`: how SpreadsheetML writes a character XML cannot hold (ECMA-376 part 1, 22.9.2.19). */
export const unescapeText = (text: string): string =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-F]{4})_/g, (_, code: string) =>
        String.fromCharCode(parseInt(code, 16)),
      )
    : text;

/**
 * The workbook's texts, trimmed as cells show them; rich text runs joined, phonetic guides
 * (`rPh`) left out. An entry is undefined where the file gives no text at all.
 */
export const readSharedStrings = async (
  pkg: XlsxPackage,
  part: string,
  limits: ReadingLimits,
): Promise<readonly (string | undefined)[]> => {
  const strings: (string | undefined)[] = [];
  const maxStrings = limits.maxSheetRows * TEXTS_PER_ROW;
  // Seven characters of "_x0041_" for one: the exact length is checked once the text is whole.
  const maxRaw = 7 * limits.maxCellCharacters;
  let parts: string[] | undefined;
  let raw = 0;
  let inText = false;
  let inPhonetic = false;
  await readXmlPart(
    pkg,
    part,
    {
      open: (name) => {
        if (name === 'si') {
          parts = undefined;
          raw = 0;
        } else if (name === 'rPh') inPhonetic = true;
        else if (name === 't' && !inPhonetic) {
          inText = true;
          parts ??= [];
        }
      },
      text: (text) => {
        if (!inText || !parts) return;
        raw += text.length;
        if (raw > maxRaw) throw textTooLong('a text of the workbook', limits);
        parts.push(unescapeText(text));
      },
      close: (name) => {
        if (name === 't') inText = false;
        else if (name === 'rPh') inPhonetic = false;
        else if (name === 'si') {
          const text = parts?.join('');
          if (text !== undefined && text.length > limits.maxCellCharacters)
            throw textTooLong('a text of the workbook', limits);
          if (strings.length === maxStrings)
            throw new DocumentOverLimitError(
              'maxSheetRows',
              `the workbook holds more than ${figure(maxStrings)} different texts, ${TEXTS_PER_ROW} for each row a sheet may have`,
            );
          strings.push(text?.trim());
        }
      },
    },
    limits,
  );
  return strings;
};
