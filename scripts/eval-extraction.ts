import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { ExtractedDocument } from '../src/extraction/extracted.ts';
import { extractionSetup } from '../src/extraction/index.ts';
import { loadSettings } from '../src/settings/index.ts';
import { sharedDir } from '../test/support/samples.ts';

// `npm run eval`: field-level precision and recall of the paths without a model, measured on
// the shared samples' expected values (invoice2data's .json) and on generated spreadsheets,
// read by the service's own reader processes (the same pool, limits and settings).

const { settings } = loadSettings();
const setup = extractionSetup(settings, undefined);
const { reading } = setup;
const input = (name: string, bytes: Uint8Array, contentType: string) => ({
  document: name,
  fileName: name,
  bytes,
  contentType,
});

interface Truth {
  readonly header: Partial<Record<HeaderField, string>>;
  readonly lines: readonly Partial<Record<LineField, string>>[];
}
type HeaderField = 'invoice number' | 'date' | 'currency' | 'total';
type LineField = 'description' | 'quantity' | 'unit price' | 'amount';
const HEADER_FIELDS: readonly HeaderField[] = ['invoice number', 'date', 'currency', 'total'];
const LINE_FIELDS: readonly LineField[] = ['description', 'quantity', 'unit price', 'amount'];

const text = (value: unknown) => String(value).toLowerCase().replace(/\s+/g, ' ').trim();
const number = (value: unknown) => (Number(value) || 0).toFixed(2);

const truthOfJson = (json: Record<string, unknown>): Truth => {
  const lines = ((json.lines ?? []) as Record<string, unknown>[]).filter(
    (line) => line.name ?? line.desc,
  );
  const field = <T>(value: T | undefined, as: (value: T) => string) =>
    value === undefined || value === null ? undefined : as(value);
  return {
    header: {
      'invoice number': field(json.invoice_number, text),
      date: field(json.date, text),
      currency: field(json.currency, text),
      total: field(json.amount, number),
    },
    lines: lines.map((line) => ({
      description: field(line.name ?? line.desc, text),
      quantity: field(line.qty, number),
      'unit price': field(line.price_unit ?? line.price, number),
      amount: field(line.price_subtotal, number),
    })),
  };
};

const truthOfRead = (read: ExtractedDocument): Truth => ({
  header: {
    'invoice number': read.header.invoiceNumber && text(read.header.invoiceNumber.value),
    date: read.header.invoiceDate && text(read.header.invoiceDate.value),
    currency: read.header.currency && text(read.header.currency.value),
    total: read.header.totalAmount && number(read.header.totalAmount.value),
  },
  lines: read.lines.map((line) => ({
    description: line.description && text(line.description.value),
    quantity: line.quantity && number(line.quantity.value),
    'unit price': line.unitPrice && number(line.unitPrice.value),
    amount: line.amount && number(line.amount.value),
  })),
});

interface Tally {
  found: number;
  expected: number;
  correct: number;
}
type Tallies = Map<string, Tally>;

const add = (tallies: Tallies, field: string, found: number, expected: number, correct: number) => {
  const tally = tallies.get(field) ?? { found: 0, expected: 0, correct: 0 };
  tally.found += found;
  tally.expected += expected;
  tally.correct += correct;
  tallies.set(field, tally);
};

/** Header fields one by one; line fields as multisets of normalised values, where expected. */
const score = (tallies: Tallies, expected: Truth, read: Truth) => {
  for (const field of HEADER_FIELDS) {
    const want = expected.header[field];
    if (want === undefined) continue;
    const got = read.header[field];
    add(tallies, field, got === undefined ? 0 : 1, 1, got === want ? 1 : 0);
  }
  for (const field of LINE_FIELDS) {
    const want = expected.lines.flatMap((line) => (line[field] === undefined ? [] : [line[field]]));
    if (want.length === 0) continue;
    const got = read.lines.flatMap((line) => (line[field] === undefined ? [] : [line[field]]));
    const left = [...want];
    let correct = 0;
    for (const value of got) {
      const at = left.indexOf(value);
      if (at >= 0) {
        left.splice(at, 1);
        correct++;
      }
    }
    add(tallies, `line ${field}`, got.length, want.length, correct);
  }
};

const pdfPath = async (): Promise<{ tallies: Tallies; documents: string[] }> => {
  const folder = `${sharedDir}samples/invoices/`;
  const tallies: Tallies = new Map();
  const documents: string[] = [];
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const pdf = name.replace(/\.json$/, '.pdf');
    const json = (JSON.parse(readFileSync(folder + name, 'utf8')) as Record<string, unknown>[])[0];
    if (!json) continue;
    const bytes = new Uint8Array(readFileSync(folder + pdf));
    const { tables: read } = await reading.readText(input(pdf, bytes, 'application/pdf'), {
      tables: true,
    });
    if (!read) throw new Error(`${pdf}: the reader gave no table reading`);
    score(tallies, truthOfJson(json), truthOfRead(read));
    documents.push(`${pdf} (${read.lines.length} lines read)`);
  }
  return { tallies, documents };
};

const HEADERS: Record<string, readonly string[]> = {
  en: ['Item no', 'Description', 'Quantity', 'Unit price', 'Total', 'Net weight (kg)'],
  nl: ['Artikelnummer', 'Omschrijving', 'Aantal', 'Eenheidsprijs', 'Bedrag', 'Nettogewicht'],
  fr: ['Référence', 'Désignation', 'Quantité', 'Prix unitaire', 'Montant', 'Poids net'],
  de: ['Artikelnummer', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag', 'Nettogewicht'],
};
const TOTAL_LABEL: Record<string, string> = { en: 'Total', nl: 'Totaal', fr: 'Total', de: 'Summe' };
const GOODS = ['Steel bolts M8', 'Cotton T-shirt', 'LED lamp 5W', 'Oak chair', 'Brake pads'];

/** Generated goods sheets: each language, as xlsx (numbers) and as csv (decimal comma, ';'). */
const spreadsheetPath = async (): Promise<{ tallies: Tallies; documents: string[] }> => {
  const tallies: Tallies = new Map();
  const documents: string[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const [language, titles] of Object.entries(HEADERS)) {
    const lines = Array.from({ length: 8 }, (_, index) => {
      const quantity = 1 + Math.floor(next() * 50);
      const price = Math.round(next() * 20000) / 100;
      return {
        description: `${GOODS[index % GOODS.length]} ${index + 1}`,
        quantity,
        price,
        amount: Math.round(quantity * price * 100) / 100,
      };
    });
    const total = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
    const truth: Truth = {
      header: { total: number(total) },
      lines: lines.map((line) => ({
        description: text(line.description),
        quantity: number(line.quantity),
        'unit price': number(line.price),
        amount: number(line.amount),
      })),
    };
    const rows = lines.map((line, index) => [
      `A-${index}`,
      line.description,
      line.quantity,
      line.price,
      line.amount,
      1.5,
    ]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Goods');
    sheet.addRow([`Invoice ${language.toUpperCase()}-1`]);
    sheet.addRow([]);
    sheet.addRow([...titles]);
    for (const row of rows) sheet.addRow(row);
    sheet.addRow(['', TOTAL_LABEL[language], null, null, total]);
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    const comma = (value: unknown) =>
      typeof value === 'number' ? String(value).replace('.', ',') : String(value);
    const csv = [titles, ...rows, ['', TOTAL_LABEL[language], '', '', total]]
      .map((row) => row.map(comma).join(';'))
      .join('\r\n');
    for (const [format, bytes] of [
      ['xlsx', xlsx],
      ['csv', new TextEncoder().encode(csv)],
    ] as const) {
      const type =
        format === 'csv'
          ? 'text/csv'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      const read = await reading.readSpreadsheet(
        input(`${language}.${format}`, bytes, type),
        format,
      );
      score(tallies, truth, truthOfRead(read));
      documents.push(`${language}.${format} (${read.lines.length} lines read)`);
    }
  }
  return { tallies, documents };
};

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;
const table = (tallies: Tallies) =>
  [
    '| Field | Expected | Found | Correct | Precision | Recall |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[...tallies].map(
      ([field, tally]) =>
        `| ${field} | ${tally.expected} | ${tally.found} | ${tally.correct} | ${percent(tally.correct, tally.found)} | ${percent(tally.correct, tally.expected)} |`,
    ),
  ].join('\n');

const pdf = await pdfPath();
const sheets = await spreadsheetPath();
await setup.close();
const report = `# Extraction without a model: precision and recall

${new Date().toISOString()}. Precision: correct / found; recall: correct / expected. Header
fields compared one by one; line fields as multisets of normalised values (text lower case with
one space, numbers to two decimals), counted only where the expected values have them.

## PDF text layer -> table reader (shared samples with expected .json)

${table(pdf.tallies)}

Documents: ${pdf.documents.join(', ')}.

## Spreadsheets (generated, EN/NL/FR/DE headers, xlsx with numbers and csv with decimal commas)

${table(sheets.tallies)}

Documents: ${sheets.documents.join(', ')}.
`;
console.log(report);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/eval.md', report);
