import ExcelJS from 'exceljs';
import { DEFAULT_READING_LIMITS } from '../src/extraction/reading-limits.ts';
import { readSpreadsheet } from '../src/extraction/spreadsheets/index.ts';
import type { Row } from './foundation.ts';

const ROWS = 10_000;
const HEADER = [
  'Artikelnummer',
  'Omschrijving',
  'GN-code',
  'Oorsprong',
  'Aantal',
  'Eenheidsprijs',
  'Bedrag',
  'Nettogewicht',
];

const goodsRow = (index: number) => [
  `ART-${index}`,
  `Goods item number ${index}`,
  '84713000',
  'CN',
  1 + (index % 40),
  Math.round((index % 997) * 1.37 * 100) / 100,
  Math.round((1 + (index % 40)) * (index % 997) * 1.37 * 100) / 100,
  (index % 50) / 2,
];

/** A 10,000-line goods sheet as xlsx and as csv (';' and decimal commas), parsed to lines. */
export const spreadsheetScenarios = async (): Promise<Row[]> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Goods');
  sheet.addRow(HEADER);
  for (let index = 0; index < ROWS; index++) sheet.addRow(goodsRow(index));
  const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
  const csvText = [HEADER, ...Array.from({ length: ROWS }, (_, index) => goodsRow(index))]
    .map((row) => row.map((value) => String(value).replace('.', ',')).join(';'))
    .join('\r\n');
  const csv = new TextEncoder().encode(csvText);
  const rows: Row[] = [];
  for (const [format, bytes] of [
    ['xlsx', xlsx],
    ['csv', csv],
  ] as const) {
    await readSpreadsheet(bytes, format, 'warm-up', DEFAULT_READING_LIMITS);
    const times: number[] = [];
    let lines = 0;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      lines = (await readSpreadsheet(bytes, format, `bench.${format}`, DEFAULT_READING_LIMITS))
        .lines.length;
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[2] ?? 0;
    const rate = Math.round((lines / median) * 1000);
    rows.push({
      scenario: `spreadsheet ${format}: ${ROWS.toLocaleString('en')} goods rows (${Math.round(bytes.length / 1024)} KiB) to lines, median of 5`,
      database: 'none',
      figures: `${Math.round(median)} ms (target under 1000 ms), ${rate} rows/s, ${lines} lines`,
      rate,
    });
  }
  return rows;
};
