import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { ZipFile } from 'yazl';

/**
 * A hostile spreadsheet: built in memory at test time (never a committed blob), with what the
 * service must answer: the reason it is refused, or a notice it is read with.
 */
export interface HostileSpreadsheet {
  readonly name: string;
  /** What the file is, for a test's name: "an xlsx of 1,000,000 rows". */
  readonly description: string;
  readonly fileName: string;
  readonly contentType: string;
  build(): Promise<Buffer>;
  readonly outcome: 'refused' | 'read';
  /** The refusal's reason, or a notice of the document read. */
  readonly reason: RegExp;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV_TYPE = 'text/csv';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Text parts as strings, big ones as generators of text written as the zip asks for them. */
type Part = string | (() => Iterable<string>);

/** The parts of a one-sheet workbook ("Goods") around the given sheet and shared strings. */
export const workbookParts = (sheet: Part, sharedStrings?: Part): Record<string, Part> => ({
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Goods" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  'xl/worksheets/sheet1.xml': sheet,
  ...(sharedStrings === undefined ? {} : { 'xl/sharedStrings.xml': sharedStrings }),
});

/** Written with yazl; a generated part is streamed into it, so a million rows is never one string. */
export const writeXlsx = async (parts: Record<string, Part>): Promise<Buffer> => {
  const zip = new ZipFile();
  for (const [path, part] of Object.entries(parts)) {
    if (typeof part === 'string') zip.addBuffer(Buffer.from(part), path);
    else zip.addReadStream(Readable.from(batched(part())), path, { compressionLevel: 1 });
  }
  zip.end();
  return buffer(zip.outputStream);
};

/** Texts joined into chunks of about 64 KB: a Readable of one string per row is slow. */
function* batched(texts: Iterable<string>): Generator<Buffer> {
  let batch = '';
  for (const text of texts) {
    batch += text;
    if (batch.length >= 65_536) {
      yield Buffer.from(batch);
      batch = '';
    }
  }
  if (batch) yield Buffer.from(batch);
}

const sheetOf = (rows: () => Iterable<string>) =>
  function* () {
    yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
    yield* rows();
    yield '</sheetData></worksheet>';
  };

const sharedStringsOf = (texts: () => Iterable<string>) =>
  function* () {
    yield `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`;
    for (const text of texts()) yield `<si><t>${text}</t></si>`;
    yield '</sst>';
  };

function* range(count: number, from = 1): Generator<number> {
  for (let at = from; at < from + count; at++) yield at;
}

/** A goods sheet of `rows` rows: a header, then goods rows of a description and an amount. */
export const xlsxOfRows = (rows: number): Promise<Buffer> =>
  writeXlsx(
    workbookParts(
      sheetOf(function* () {
        yield '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>';
        for (const row of range(rows - 1, 2))
          yield `<row r="${row}"><c r="A${row}" t="s"><v>2</v></c><c r="B${row}"><v>${row}</v></c></row>`;
      }),
      sharedStringsOf(() => ['Description', 'Amount', 'Bolts']),
    ),
  );

/** One row using `columns` columns, each with a number. */
export const xlsxOfColumns = (columns: number): Promise<Buffer> =>
  writeXlsx(
    workbookParts(
      sheetOf(function* () {
        yield '<row r="1">';
        for (const column of range(columns)) yield `<c><v>${column}</v></c>`;
        yield '</row>';
      }),
    ),
  );

/** A shared-string table of `count` different texts, under a sheet that uses the first two. */
export const xlsxOfSharedStrings = (count: number): Promise<Buffer> =>
  writeXlsx(
    workbookParts(
      sheetOf(() => ['<row r="1"><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>']),
      sharedStringsOf(() =>
        (function* () {
          for (const at of range(count)) yield `text ${at}`;
        })(),
      ),
    ),
  );

/** One shared string of `characters` characters, referenced by `times` cells, one per row. */
export const xlsxOfRepeatedString = (characters: number, times: number): Promise<Buffer> =>
  writeXlsx(
    workbookParts(
      sheetOf(function* () {
        for (const row of range(times)) yield `<row r="${row}"><c t="s"><v>0</v></c></row>`;
      }),
      sharedStringsOf(() => ['x'.repeat(characters)]),
    ),
  );

/** A cell of `characters` characters written inline in the sheet. */
export const xlsxOfInlineText = (characters: number): Promise<Buffer> =>
  writeXlsx(
    workbookParts(
      sheetOf(() => [
        `<row r="1"><c r="A1" t="inlineStr"><is><t>${'x'.repeat(characters)}</t></is></c></row>`,
      ]),
    ),
  );

/**
 * A workbook whose sheet inflates to `gigabytes` of XML from a few megabytes: one deflated block
 * repeated (a fresh deflate of a chunk never refers back before it), written without yazl, which
 * would have to deflate every gigabyte. `declared` is the sheet's size in the zip: the true one, or
 * the lie of a bomb that hopes the reader trusts it.
 */
export const xlsxBomb = async (gigabytes: number, declared?: number): Promise<Buffer> => {
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`,
  );
  const chunk = Buffer.alloc(1 << 20, '<x/>');
  const tail = Buffer.from('</sheetData></worksheet>');
  const times = gigabytes * 1024;
  const deflated = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([
    deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }),
    ...Array.from({ length: times }, () => deflated),
    deflateRawSync(tail),
  ]);
  const repeated = repeatedCrc32(crc32(chunk), chunk.length, times);
  const crc = crc32Combine(
    crc32Combine(crc32(head), repeated, chunk.length * times),
    crc32(tail),
    tail.length,
  );
  const size = head.length + chunk.length * times + tail.length;
  const entries = Object.entries(workbookParts('')).flatMap(([path, part]) => {
    if (typeof part !== 'string' || path.includes('sheet1')) return [];
    const bytes = Buffer.from(part);
    return [{ path, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) }];
  });
  entries.push({ path: 'xl/worksheets/sheet1.xml', data, size: declared ?? size, crc });
  return zipOfDeflated(entries);
};

/** A zip of already deflated entries: local headers, the data, the central directory. */
const zipOfDeflated = (
  entries: readonly { path: string; data: Buffer; size: number; crc: number }[],
): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { path, data, size, crc } of entries) {
    const name = Buffer.from(path);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** The CRC-32 of a chunk repeated `times`, by doubling (zlib's crc32_combine, in GF(2)). */
const repeatedCrc32 = (crc: number, length: number, times: number): number => {
  let result = 0;
  let power = crc;
  let powerLength = length;
  for (let rest = times; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = crc32Combine(result, power, powerLength);
    power = crc32Combine(power, power, powerLength);
    powerLength *= 2;
  }
  return result;
};

const times32 = (matrix: readonly number[], vector: number): number => {
  let sum = 0;
  for (let row = 0, rest = vector >>> 0; rest !== 0; row++, rest >>>= 1)
    if (rest & 1) sum ^= matrix[row] ?? 0;
  return sum >>> 0;
};

const square32 = (matrix: readonly number[]): number[] => matrix.map((row) => times32(matrix, row));

/** CRC-32 of A followed by B, from their CRCs and B's length. */
const crc32Combine = (first: number, second: number, secondLength: number): number => {
  if (secondLength <= 0) return first >>> 0;
  // The operator for one zero bit, then squared to two and four bits.
  let odd = [0xedb88320, ...Array.from({ length: 31 }, (_, bit) => 2 ** bit)];
  let even = square32(odd);
  odd = square32(even);
  let crc = first >>> 0;
  for (let rest = secondLength; rest > 0;) {
    even = square32(odd);
    if (rest % 2 === 1) crc = times32(even, crc);
    rest = Math.floor(rest / 2);
    if (rest === 0) break;
    odd = square32(even);
    if (rest % 2 === 1) crc = times32(odd, crc);
    rest = Math.floor(rest / 2);
  }
  return (crc ^ second) >>> 0;
};

/** One line of `megabytes` of text with no delimiter: a single field. */
export const csvOneField = (megabytes: number): Buffer =>
  Buffer.concat([Buffer.from('Description;Amount\n'), Buffer.alloc(megabytes * 1024 * 1024, 'x')]);

/** One line of `megabytes` of one-character fields. */
export const csvOneLine = (megabytes: number): Buffer =>
  Buffer.alloc(megabytes * 1024 * 1024, '1;');

/** A CSV of `rows` rows: a header, then goods rows. */
export const csvOfRows = (rows: number): Buffer =>
  Buffer.concat([
    ...batched(
      (function* () {
        yield 'Description;Quantity;Amount\r\n';
        for (const row of range(rows - 1, 2)) yield `Bolts ${row};${row % 50};${row},50\r\n`;
      })(),
    ),
  ]);

/**
 * A CSV pasted together from two exports: lines 3, 5 and 6 in windows-1252 ("é" is the byte 0xE9,
 * "€" 0x80), the rest in UTF-8. `MIXED_ENCODING_ROWS` is what each line says.
 */
export const MIXED_ENCODING_ROWS = [
  ['Désignation', 'Quantité', 'Montant'],
  ['Café moulu', '2', '€ 12,50'],
  ['Thé vert', '1', '€ 4,00'],
  ['Sucre', '3', '1,20'],
  ['Crème brûlée', '4', '€ 9,90'],
  ['Pâté', '1', '€ 3,10'],
  ['Total', '', '€ 30,70'],
] as const;
const WINDOWS_1252_LINES = new Set([3, 5, 6]);

export const csvOfMixedEncodings = (): Buffer =>
  Buffer.concat(
    MIXED_ENCODING_ROWS.map((row, at) => {
      const line = `${row.join(';')}\r\n`;
      return WINDOWS_1252_LINES.has(at + 1)
        ? Buffer.from(line.replaceAll('€', '\x80'), 'latin1')
        : Buffer.from(line, 'utf8');
    }),
  );

const xlsx = (
  name: string,
  description: string,
  build: () => Promise<Buffer>,
  reason: RegExp,
): HostileSpreadsheet => ({
  name,
  description,
  fileName: `${name}.xlsx`,
  contentType: XLSX_TYPE,
  build,
  outcome: 'refused',
  reason,
});

const csv = (
  name: string,
  description: string,
  build: () => Buffer,
  reason: RegExp,
): HostileSpreadsheet => ({
  name,
  description,
  fileName: `${name}.csv`,
  contentType: CSV_TYPE,
  build: () => Promise.resolve(build()),
  outcome: 'refused',
  reason,
});

/** Every kind, with the reason the default limits give (Processing:* at their defaults). */
export const hostileSpreadsheets: readonly HostileSpreadsheet[] = [
  xlsx(
    'xlsx-million-rows',
    'an xlsx of 1,000,000 rows',
    () => xlsxOfRows(1_000_000),
    /sheet 1 "Goods" has more than 100,000 rows \(Processing:MaxSheetRows\)/,
  ),
  xlsx(
    'xlsx-16384-columns',
    'an xlsx row of 16,384 columns',
    () => xlsxOfColumns(16_384),
    /row 1 of sheet 1 "Goods" uses more than 500 columns \(Processing:MaxSheetColumns\)/,
  ),
  xlsx(
    'xlsx-million-shared-strings',
    'an xlsx of 1,000,000 different shared strings',
    () => xlsxOfSharedStrings(1_000_000),
    /the workbook holds more than 500,000 different texts.*\(Processing:MaxSheetRows\)/,
  ),
  xlsx(
    'xlsx-long-string-repeated',
    'an xlsx whose one 100 KB string 20,000 cells repeat',
    () => xlsxOfRepeatedString(100_000, 20_000),
    /a text of the workbook holds more than 32,767 characters \(Processing:MaxCellCharacters\)/,
  ),
  xlsx(
    'xlsx-long-inline-text',
    'an xlsx cell of 1,000,000 characters written inline',
    () => xlsxOfInlineText(1_000_000),
    /holds more than 32,767 characters \(Processing:MaxCellCharacters\)/,
  ),
  xlsx(
    'xlsx-zip-bomb',
    'an xlsx whose sheet inflates to 2 GB',
    () => xlsxBomb(2),
    /the workbook unpacks to more than 256 MB \(Processing:MaxInflatedMegabytes\)/,
  ),
  xlsx(
    'xlsx-zip-bomb-lying-size',
    'an xlsx whose sheet declares 1,000 bytes and inflates to 2 GB',
    () => xlsxBomb(2, 1000),
    /the file is damaged: xl\/worksheets\/sheet1\.xml unpacks to more than the 1,000 bytes its zip entry declares/,
  ),
  xlsx(
    'xlsx-truncated',
    'an xlsx cut short',
    async () => (await xlsxOfRows(10)).subarray(0, 300),
    /not an xlsx workbook/,
  ),
  xlsx(
    'xlsx-missing-sheet',
    'an xlsx whose sheet part is missing',
    () =>
      writeXlsx(
        Object.fromEntries(
          Object.entries(workbookParts('')).filter(([path]) => !path.includes('sheet1')),
        ),
      ),
    /sheet 1 "Goods" is missing from the file \(no part xl\/worksheets\/sheet1\.xml\)/,
  ),
  csv(
    'csv-one-field-49mb',
    'a CSV line of 49 MB without a delimiter',
    () => csvOneField(49),
    /a field on line 2 of the CSV file holds more than 32,767 characters \(Processing:MaxCellCharacters\)/,
  ),
  csv(
    'csv-one-line-49mb',
    'a CSV line of 49 MB of one-character fields',
    () => csvOneLine(49),
    /line 1 of the CSV file uses more than 500 columns \(Processing:MaxSheetColumns\)/,
  ),
  csv(
    'csv-million-rows',
    'a CSV of 1,000,000 rows',
    () => csvOfRows(1_000_000),
    /the CSV file has more than 100,000 rows \(Processing:MaxSheetRows\)/,
  ),
  csv(
    'csv-unbalanced-quotes',
    'a CSV with a quote never closed',
    () => Buffer.from('Description;Amount\n"Bolts;12\nNuts;3\n'),
    /a quote opened in row 2 is never closed/,
  ),
  {
    ...csv(
      'csv-mixed-encodings',
      'a CSV mixing UTF-8 and windows-1252 lines',
      csvOfMixedEncodings,
      /Lines 3, 5 and 6 are not UTF-8: read as Windows-1252; check their accented letters\./,
    ),
    outcome: 'read',
  },
];
