import { fileTypeFromBuffer } from 'file-type';

/** SPEC.md /NewDossier: an invoice PDF, a packing-list PDF and/or a spreadsheet. */
export const SLOTS = {
  invoice: { kind: 'invoice', what: 'the invoice', accepts: 'a PDF' },
  packingList: { kind: 'packing_list', what: 'the packing list', accepts: 'a PDF' },
  spreadsheet: {
    kind: 'spreadsheet',
    what: 'the spreadsheet',
    accepts: 'an xlsx, xls or csv file',
  },
} as const;

export type SlotName = keyof typeof SLOTS;

export const isSlot = (name: string): name is SlotName => Object.hasOwn(SLOTS, name);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

/** What a file is, by its content, described as a person would say it. */
const described = (mime: string | undefined): string =>
  mime === undefined
    ? 'not a file type we recognise'
    : ({
        'image/png': 'a PNG image',
        'image/jpeg': 'a JPEG image',
        'application/zip': 'a ZIP archive',
        [PDF]: 'a PDF',
        [XLSX]: 'an xlsx workbook',
        'application/x-cfb': 'an old Office document',
      }[mime] ?? `a ${mime} file`);

const endsWith = (tail: Buffer, text: string) => tail.includes(Buffer.from(text, 'latin1'));

/** A CSV has no NUL byte; its encoding (UTF-8, or Windows-1252 from Excel) is the reader's matter. */
const isText = (head: Buffer): boolean => head.length > 0 && !head.includes(0);

/**
 * The file's type read from its content, checked against what its slot takes, and a first look
 * that it is whole: a PDF ends with %%EOF, an xlsx has its zip directory. Either the content
 * type to store, or why the file is refused.
 */
export const checkSlotFile = async (
  slot: SlotName,
  head: Buffer,
  tail: Buffer,
  fileName: string,
): Promise<{ contentType: string } | { refused: string }> => {
  const { what, accepts } = SLOTS[slot];
  const found = await fileTypeFromBuffer(head);
  const refuse = (why: string) => ({ refused: `${what} (${fileName}) ${why}` });
  if (slot !== 'spreadsheet') {
    if (found?.mime !== PDF) return refuse(`is ${described(found?.mime)}, not ${accepts}`);
    if (!endsWith(tail, '%%EOF'))
      return refuse('is not a complete PDF (it was cut off or damaged)');
    return { contentType: PDF };
  }
  if (found?.mime === XLSX) {
    if (!endsWith(tail, 'PK\u0005\u0006'))
      return refuse('is not a complete workbook (it was cut off)');
    return { contentType: XLSX };
  }
  // xls: the old Office container (file-type names it cfb); trust it only with its extension.
  if (found?.mime === 'application/x-cfb' && /\.xls$/i.test(fileName))
    return { contentType: 'application/vnd.ms-excel' };
  if (!found && /\.(csv|txt)$/i.test(fileName) && isText(head)) return { contentType: 'text/csv' };
  return refuse(`is ${described(found?.mime)}, not ${accepts}`);
};
