import type { Doc } from '../model.ts';
import { Fmt, formatDate } from '../locale/format.ts';
import type { CellValue, Grid } from './grid.ts';

/**
 * Writes a grid as the csv a spreadsheet program exports in the seller's locale: semicolons and
 * decimal commas on the continent, commas and points in English; UTF-8 with a byte-order mark, or
 * Windows-1252 as older exports do.
 */

const decimalsOf = (format: string | undefined): number => {
  const fraction = format?.split('.')[1];
  return fraction ? fraction.replace(/[^0]/g, '').length : 0;
};

const CP1252: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

const windows1252 = (text: string): Buffer => {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const mapped = CP1252[char];
    if (mapped !== undefined) bytes.push(mapped);
    else if (code < 256) bytes.push(code);
    else bytes.push(63);
  }
  return Buffer.from(bytes);
};

export const writeCsv = (doc: Doc, grid: Grid, legacy: boolean): Buffer => {
  const continental = doc.lang !== 'en';
  const separator = continental ? ';' : ',';
  const fmt = new Fmt(
    doc.lang,
    { decimal: continental ? ',' : '.', group: '' },
    doc.style.datePattern,
    'code-after',
    doc.currency,
  );
  const text = (value: CellValue, format: string | undefined): string => {
    if (typeof value === 'number') return fmt.num(value, decimalsOf(format));
    if (typeof value === 'string') return value;
    if ('date' in value)
      return formatDate(
        value.date,
        doc.style.datePattern.includes('MMM') ? 'dd.mm.yyyy' : doc.style.datePattern,
        doc.lang,
      );
    return fmt.num(value.result, decimalsOf(format));
  };
  const quote = (field: string): string =>
    field.includes(separator) || field.includes('"') || field.includes('\n')
      ? `"${field.replace(/"/g, '""')}"`
      : field;
  const width = Math.max(...grid.rows.map((row) => row.length));
  const lines = grid.rows.map((row) => {
    const fields: string[] = [];
    for (let i = 0; i < width; i++) {
      const cell = row[i];
      fields.push(cell ? quote(text(cell.value, cell.format)) : '');
    }
    return fields.join(separator);
  });
  const body = `${lines.join('\r\n')}\r\n`;
  return legacy
    ? windows1252(body)
    : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]);
};
