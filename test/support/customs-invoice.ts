import { textPdf, type PlacedText } from './text-pdf.ts';

/** The columns of the customs-like invoice: title and x of each. */
const COLUMNS = [
  ['Description', 40],
  ['HS code', 200],
  ['Origin', 260],
  ['Qty', 300],
  ['Unit price', 335],
  ['Amount', 395],
  ['Net weight (kg)', 445],
  ['Gross weight', 520],
] as const;

const row = (y: number, values: readonly (string | undefined)[]): PlacedText[] =>
  values.flatMap((text, index) => (text ? [{ text, x: COLUMNS[index]?.[1] ?? 0, y }] : []));

/**
 * A commercial invoice as Belgian brokers receive them: seller and buyer with VAT numbers, an
 * incoterm with its place, a goods table with commodity codes, origins and weights, a
 * description over two lines, a freight line, totals. Its values are the expectations below.
 */
export const customsInvoicePdf = (): Uint8Array =>
  textPdf([
    [
      { text: 'COMMERCIAL INVOICE', x: 40, y: 40, size: 14 },
      { text: 'Seller: Acme Tools GmbH', x: 40, y: 80 },
      { text: 'Buyer: Janssens BV', x: 320, y: 80 },
      { text: 'VAT: DE123456789', x: 40, y: 95 },
      { text: 'Customer VAT: BE0123456749', x: 320, y: 95 },
      { text: 'Invoice No.: INV-2024-0042', x: 40, y: 120 },
      { text: 'Invoice date: 12.03.2024', x: 40, y: 135 },
      { text: 'Currency: EUR', x: 40, y: 150 },
      { text: 'Incoterms 2020: FCA Antwerp', x: 320, y: 120 },
      ...COLUMNS.map(([text, x]) => ({ text, x, y: 190 })),
      ...row(210, [
        'Cordless drill 18V',
        '8467 21 10',
        'CN',
        '10',
        '45,00',
        '450,00',
        '18,5',
        '21,0',
      ]),
      ...row(225, [
        'Spare battery pack',
        '8507.60.00',
        'DE',
        '20',
        '12,50',
        '250,00',
        '6,0',
        '7,2',
      ]),
      ...row(237, ['lithium-ion, 2 Ah']),
      ...row(252, ['Freight', undefined, undefined, undefined, undefined, '120,00']),
      ...row(280, ['Total', undefined, undefined, undefined, undefined, '820,00', '24,5', '28,2']),
      { text: 'Total gross weight: 28,2 kg', x: 40, y: 310 },
      { text: 'Packages: 3', x: 40, y: 325 },
    ],
  ]);
