import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { HostileDocument } from './hostile-pdfs.ts';
import { csvOfMixedEncodings, XLSX_TYPE } from './hostile-spreadsheets.ts';
import { sharedDir } from './samples.ts';

/** A fixed-seed generator: the corpus is the same on every run, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
};

const MUTATIONS: readonly { name: string; mutate(bytes: Buffer, next: () => number): Buffer }[] = [
  {
    name: 'cut short',
    mutate: (bytes, next) => bytes.subarray(0, Math.floor(bytes.length * (0.05 + next() * 0.9))),
  },
  {
    name: 'bytes flipped',
    mutate: (bytes, next) => {
      const copy = Buffer.from(bytes);
      for (let flips = 0; flips < 40; flips += 1)
        copy[Math.floor(next() * copy.length)] = Math.floor(next() * 256);
      return copy;
    },
  },
  {
    name: 'a block repeated',
    mutate: (bytes, next) => {
      const at = Math.floor(next() * bytes.length);
      const block = bytes.subarray(at, at + 4096);
      return Buffer.concat([bytes.subarray(0, at), block, block, block, bytes.subarray(at)]);
    },
  },
  {
    name: 'a block zeroed',
    mutate: (bytes, next) => {
      const copy = Buffer.from(bytes);
      copy.fill(0, Math.floor(next() * copy.length), Math.floor(next() * copy.length));
      return copy;
    },
  },
  {
    name: 'its tail swapped with its head',
    mutate: (bytes, next) => {
      const at = Math.floor(next() * bytes.length);
      return Buffer.concat([bytes.subarray(0, 16), bytes.subarray(at), bytes.subarray(16, at)]);
    },
  },
];

const SOURCES = [
  'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf',
  'samples/invoices/02_commercial-invoice_fedex-form_CA_text.pdf',
  'samples/invoices/QualityHosting.pdf',
  'samples/invoices/15_invoice_google_US_imageonly.pdf',
];

/**
 * Broken PDFs made from real ones (cut short, bytes flipped, blocks repeated, zeroed or moved),
 * `perSource` of each mutation per sample: no reason is expected of them, only that each ends
 * (Review or Failed) without stopping anything else.
 */
export const fuzzPdfs = (perSource = 1, seed = 24): HostileDocument[] => {
  const next = random(seed);
  return SOURCES.flatMap((source) => {
    const bytes = readFileSync(`${sharedDir}${source}`);
    return MUTATIONS.flatMap((mutation) =>
      Array.from({ length: perSource }, (_, index) => {
        const mutated = mutation.mutate(bytes, next);
        // The upload checks the type by content and the end of the file: a mutation that lost the
        // header or the %%EOF would be refused there, before any reader sees it.
        const whole =
          mutated.subarray(0, 5).toString('latin1') === '%PDF-'
            ? mutated
            : Buffer.concat([Buffer.from('%PDF-1.4\n'), mutated]);
        const pdf = whole.subarray(-1024).includes('%%EOF')
          ? whole
          : Buffer.concat([whole, Buffer.from('\n%%EOF\n')]);
        return {
          name: `${source.split('/').pop()} ${mutation.name} #${index + 1}`,
          fileName: `fuzz-${index}.pdf`,
          contentType: 'application/pdf',
          build: () => pdf,
          reason: /./,
        };
      }),
    );
  });
};

/** A goods workbook as Excel writes one: shared strings, numbers, a date, a formula, a merged cell. */
const goodsWorkbook = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Goods');
  sheet.addRow(['Invoice 2026-114', null, null, new Date('2026-11-02')]);
  sheet.mergeCells('A1:C1');
  sheet.addRow(['Description', 'HS code', 'Origin', 'Quantity', 'Unit price', 'Amount']);
  for (let row = 0; row < 40; row += 1)
    sheet.addRow([
      `Steel bolts M${row}`,
      '73181595',
      'CN',
      row + 1,
      1.25,
      { formula: `D${row + 3}*E${row + 3}`, result: (row + 1) * 1.25 },
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/**
 * Broken spreadsheets made from a workbook and two CSV files the same way as fuzzPdfs: an xlsx
 * that lost its zip directory is refused at upload, anything else must end in Review or Failed.
 */
export const fuzzSpreadsheets = async (perSource = 1, seed = 25): Promise<HostileDocument[]> => {
  const next = random(seed);
  const csv = Buffer.from(
    [
      'Description;Quantity;Amount',
      ...Array.from({ length: 40 }, (_, row) => `Nuts ${row};${row};${row},50`),
    ].join('\r\n'),
  );
  const sources = [
    { name: 'goods.xlsx', type: XLSX_TYPE, bytes: await goodsWorkbook() },
    { name: 'goods.csv', type: 'text/csv', bytes: csv },
    { name: 'mixed.csv', type: 'text/csv', bytes: csvOfMixedEncodings() },
  ];
  return sources.flatMap((source) =>
    MUTATIONS.flatMap((mutation) =>
      Array.from({ length: perSource }, (_, index) => {
        const mutated = mutation.mutate(source.bytes, next);
        return {
          name: `${source.name} ${mutation.name} #${index + 1}`,
          fileName: `fuzz-${index}-${source.name}`,
          contentType: source.type,
          build: () => mutated,
          reason: /./,
        };
      }),
    ),
  );
};
