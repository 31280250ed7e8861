import ExcelJS from 'exceljs';
import type { ExpectedDocument } from './expected.ts';

export interface GeneratedSheet {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly expected: ExpectedDocument;
}

const HEADERS: Record<string, readonly string[]> = {
  en: ['Item no', 'Description', 'Quantity', 'Unit price', 'Total', 'Net weight (kg)'],
  nl: ['Artikelnummer', 'Omschrijving', 'Aantal', 'Eenheidsprijs', 'Bedrag', 'Nettogewicht'],
  fr: ['Référence', 'Désignation', 'Quantité', 'Prix unitaire', 'Montant', 'Poids net'],
  de: ['Artikelnummer', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Betrag', 'Nettogewicht'],
};
const TOTAL_LABEL: Record<string, string> = { en: 'Total', nl: 'Totaal', fr: 'Total', de: 'Summe' };
const GOODS = ['Steel bolts M8', 'Cotton T-shirt', 'LED lamp 5W', 'Oak chair', 'Brake pads'];
const NET_MASS = 1.5;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Goods sheets in each language, as xlsx (numbers) and as csv (decimal comma, ';'), from a fixed
 * seed so every run scores the same sheets. Their one total is both the goods total and what is
 * payable: the sheets have no VAT (eval/expected-format.md, total_net).
 */
export const generatedSheets = async (): Promise<GeneratedSheet[]> => {
  const sheets: GeneratedSheet[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (const [language, titles] of Object.entries(HEADERS)) {
    const lines = Array.from({ length: 8 }, (_, index) => {
      const quantity = 1 + Math.floor(next() * 50);
      const price = Math.round(next() * 20000) / 100;
      return {
        article: `A-${index}`,
        description: `${GOODS[index % GOODS.length]} ${index + 1}`,
        quantity,
        price,
        amount: Math.round(quantity * price * 100) / 100,
      };
    });
    const total = Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100;
    const expected: ExpectedDocument = {
      language,
      header: { total_net: total, total_amount: total },
      lines: lines.map((line) => ({
        description: line.description,
        article_number: line.article,
        quantity: line.quantity,
        unit_price: line.price,
        amount: line.amount,
        net_mass: NET_MASS,
      })),
    };
    const rows = lines.map((line) => [
      line.article,
      line.description,
      line.quantity,
      line.price,
      line.amount,
      NET_MASS,
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
    sheets.push(
      { name: `${language}.xlsx`, bytes: xlsx, contentType: XLSX, expected },
      {
        name: `${language}.csv`,
        bytes: new TextEncoder().encode(csv),
        contentType: 'text/csv',
        expected,
      },
    );
  }
  return sheets;
};
