import type { ReadingLimits } from '../reading-limits.ts';
import type { XlsxPackage } from './xlsx-package.ts';
import { readXmlPart } from './xlsx-xml.ts';

// Excel stores at most 64,000 cell formats; further ones are no format a cell can use.
const MAX_FORMATS = 65_536;

/** The built-in number formats that show a date or a time (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/**
 * A date is a number in an xlsx: only its cell's number format says it is one. Returns the cell
 * formats (the `s` of a cell) whose number format shows a date.
 */
export const readDateStyles = async (
  pkg: XlsxPackage,
  part: string,
  limits: ReadingLimits,
): Promise<ReadonlySet<number>> => {
  const customDates = new Map<number, boolean>();
  const dateStyles = new Set<number>();
  let inCellFormats = false;
  let style = 0;
  await readXmlPart(
    pkg,
    part,
    {
      open: (name, attributes) => {
        if (name === 'numFmt' && customDates.size < MAX_FORMATS)
          customDates.set(Number(attributes.numFmtId), isDateFormat(attributes.formatCode ?? ''));
        else if (name === 'cellXfs') inCellFormats = true;
        else if (name === 'xf' && inCellFormats && style < MAX_FORMATS) {
          const format = Number(attributes.numFmtId ?? 0);
          if (customDates.get(format) ?? BUILT_IN_DATES.has(format)) dateStyles.add(style);
          style++;
        }
      },
      close: (name) => {
        if (name === 'cellXfs') inCellFormats = false;
      },
    },
    limits,
  );
  return dateStyles;
};

/**
 * exceljs's rule, kept so dates read as they did: without its quoted texts and bracketed codes
 * ("[Red]", "[$-813]"), a format with a year, month, day, hour or second letter shows a date.
 */
export const isDateFormat = (format: string): boolean =>
  /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
