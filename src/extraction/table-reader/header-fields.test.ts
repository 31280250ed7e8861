import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { findDates } from '../text-values/index.ts';
import { INVOICE_NUMBER, VAT_AMOUNT } from './header-labels.ts';
import { readTables } from './index.ts';

const read = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 'h.pdf').header;

describe('the invoice number where a header prints it', () => {
  it('takes the number after the title that opens a line', async () => {
    for (const [title, number] of [
      ['Rechnung RE1001', 'RE1001'],
      ['FACTURE - COLISAGE n° FA2602352', 'FA2602352'],
      ['Invoice 103767', '103767'],
    ]) {
      const header = await read([{ text: title!, x: 40, y: 80 }]);
      assert.equal(header.invoiceNumber?.value, number, title);
    }
  });

  it('does not take a date or a page count after the title for a number', async () => {
    const header = await read([{ text: 'Invoice 12.03.2026', x: 40, y: 80 }]);
    assert.equal(header.invoiceNumber, undefined);
  });

  it('reads a bare "Nummer" beside "Datum", never the number in "Btw-nummer"', async () => {
    const header = await read([
      { text: 'Btw-nummer NL318825107.B01', x: 40, y: 40 },
      { text: 'FACTUURADRES', x: 40, y: 100 },
      { text: 'Nummer', x: 330, y: 100 },
      { text: 'F26-0686', x: 400, y: 100 },
      { text: 'Datum', x: 330, y: 112 },
      { text: '24-04-2026', x: 400, y: 112 },
    ]);
    assert.equal(header.invoiceNumber?.value, 'F26-0686');
    assert.equal(header.invoiceDate?.value, '2026-04-24');
  });

  it('leaves "Nummer" alone when no date label stands near it', async () => {
    const header = await read([
      { text: 'Nummer', x: 330, y: 100 },
      { text: '4711', x: 400, y: 100 },
    ]);
    assert.equal(header.invoiceNumber, undefined);
  });

  it('reaches across the page from a label that ends in a colon', async () => {
    const header = await read([
      { text: 'FACTURE N° :', x: 300, y: 40 },
      { text: 'F20180027', x: 520, y: 40 },
    ]);
    assert.equal(header.invoiceNumber?.value, 'F20180027');
  });
});

describe('labels in cells of their own', () => {
  it('takes no label across two cells: "INVOICE   Date of export" is no invoice date', async () => {
    const header = await read([
      { text: 'Date: 12.03.2026', x: 40, y: 30 },
      { text: 'INVOICE', x: 40, y: 60 },
      { text: 'Date of export', x: 200, y: 60 },
      { text: 'Invoice Date', x: 420, y: 60 },
      { text: '20.03.2026', x: 200, y: 72 },
      { text: '19.03.2026', x: 420, y: 72 },
    ]);
    assert.equal(header.invoiceDate?.value, '2026-03-19');
    // By its own label, not guessed from the dates of the page.
    assert.equal(header.invoiceDate?.confidence, 0.6);
  });

  it('reads "Invoice No. and Date" and "Factuurnummer en -datum" over the number', async () => {
    for (const label of [
      '2. Invoice No. and Date',
      '2. Factuurnummer en -datum',
      '2. Rechnungsnummer und -datum',
    ]) {
      const header = await read([
        { text: '1. Shipper / Exporter', x: 40, y: 60 },
        { text: label, x: 330, y: 60 },
        { text: 'EXP-2026/200', x: 330, y: 74 },
        { text: '03.02.2026', x: 330, y: 86 },
      ]);
      assert.equal(header.invoiceNumber?.value, 'EXP-2026/200', label);
    }
  });
});

describe('a line of thousands of cells that each almost make a label', () => {
  it('is read in well under a second and gives no invoice date', async () => {
    const texts = Array.from({ length: 3000 }, (_, index) => ({
      text: index % 2 === 1 ? 'Date of export' : 'INVOICE',
      x: 10 + index * 60,
      y: 100,
    }));
    const pdf = await readPdfText(textPdf([texts]));
    const started = performance.now();
    const header = readTables(pdf, 'h.pdf').header;
    assert.ok(performance.now() - started < 1000);
    assert.equal(header.invoiceDate, undefined);
  });
});

describe('a form box whose label runs over more lines than one', () => {
  it('reads the value under the label and its translation', async () => {
    const header = await read([
      { text: 'Rechnungsnummer /', x: 300, y: 30 },
      { text: 'Rechnungsdatum / Date', x: 420, y: 30 },
      { text: 'Invoice Number', x: 300, y: 42 },
      { text: 'of Invoice', x: 420, y: 42 },
      { text: 'RE 2026-0577', x: 300, y: 54 },
      { text: '08.04.2026', x: 420, y: 54 },
    ]);
    assert.equal(header.invoiceNumber?.value, 'RE 2026-0577');
    assert.equal(header.invoiceDate?.value, '2026-04-08');
  });

  it('does not take a figure from a column title that is another field', async () => {
    const header = await read([
      { text: 'zuzüglich Umsatzsteuer', x: 57, y: 500 },
      { text: 'USt. Satz', x: 60, y: 516 },
      { text: 'Nettopreis', x: 141, y: 516 },
      { text: 'Ust.-Betrag', x: 211, y: 516 },
      { text: '7%', x: 60, y: 531 },
      { text: '160,00 €', x: 141, y: 531 },
      { text: '11,20 €', x: 211, y: 531 },
    ]);
    assert.notEqual(header.vatAmount?.value, 160);
  });
});

describe('the invoice date', () => {
  it('is not the date a payment term counts from, nor the date of another document', async () => {
    const header = await read([
      { text: 'Date :', x: 300, y: 40 },
      { text: '20/01/2026', x: 500, y: 40 },
      { text: 'Virement à 45 jours date de facture', x: 40, y: 200 },
      { text: '19/02/2026', x: 300, y: 200 },
      { text: 'Date limite de règlement : 19/10/2026', x: 40, y: 220 },
      { text: 'DATE DE FACTURE ASSOCIÉE : 30/11/2025', x: 40, y: 240 },
    ]);
    assert.equal(header.invoiceDate?.value, '2026-01-20');
  });

  it('reads month first where another date of the document can only be month first', async () => {
    const header = await read([
      { text: 'Date: 02/03/2026', x: 300, y: 40 },
      { text: 'Your Order No.: 173484 dated 01/18/2026', x: 300, y: 54 },
    ]);
    assert.equal(header.invoiceDate?.value, '2026-02-03');
  });

  it('reads day first where another date can only be day first', async () => {
    const header = await read([
      { text: 'Date: 02/03/2026', x: 300, y: 40 },
      { text: 'Due: 28/03/2026', x: 300, y: 54 },
    ]);
    assert.equal(header.invoiceDate?.value, '2026-03-02');
  });

  it('finds "August 3 , 2014" and no year 2031 in "July 1 - July 31 , 2014"', () => {
    assert.equal(findDates('Invoice Date: August 3 , 2014')[0]?.value, '2014-08-03');
    assert.deepEqual(
      findDates('the billing period July 1 - July 31 , 2014').map((date) => date.value),
      ['2014-07-31'],
    );
  });
});

describe('identification numbers as printed', () => {
  it('keeps the Dutch "B01" after a dot and the EORI wrapped to the next line', async () => {
    const header = await read([
      { text: 'Pennine Precision Engineering Ltd', x: 40, y: 30 },
      {
        text: '14 Brunel Way · Wakefield · WF2 7AW · VAT No.: GB 855 5631 05 · EORI number:',
        x: 40,
        y: 44,
      },
      { text: 'GB855563105000', x: 40, y: 56 },
      { text: 'Invoice', x: 480, y: 44 },
      { text: 'Buyer', x: 40, y: 120 },
      { text: 'Dijkstra Kunststoffen BV', x: 40, y: 132 },
      { text: 'Zuiderhavenweg 8', x: 40, y: 144 },
      { text: '9936 HD Farmsum', x: 40, y: 156 },
      { text: 'Btw-nummer NL8204.71.616.B.02', x: 40, y: 168 },
    ]);
    assert.equal(header.seller?.identification?.value, 'GB855563105000');
    assert.equal(header.buyer?.identification?.value, 'NL820471616B02');
  });
});

describe('the totals at the foot of a document', () => {
  it('reads the net beside the subtotal that ends the goods table', async () => {
    const header = await read([
      { text: 'Artikel', x: 45, y: 300 },
      { text: 'Aantal', x: 380, y: 300 },
      { text: 'Prijs incl. BTW', x: 500, y: 300 },
      { text: 'Mario Kart 7', x: 45, y: 314 },
      { text: '1', x: 381, y: 314 },
      { text: '€ 44,99', x: 520, y: 314 },
      { text: 'Exclusief BTW', x: 62, y: 330 },
      { text: '€ 37,18', x: 148, y: 330 },
      { text: 'Subtotaal', x: 426, y: 330 },
      { text: '€ 44,99', x: 520, y: 330 },
      { text: 'BTW 21%', x: 81, y: 342 },
      { text: '€ 7,81', x: 148, y: 342 },
      { text: 'Totaal', x: 92, y: 354 },
      { text: '€ 44,99', x: 148, y: 354 },
    ]);
    assert.equal(header.netAmount?.value, 37.18);
    assert.equal(header.vatAmount?.value, 7.81);
    assert.equal(header.totalAmount?.value, 44.99);
  });

  it('takes the last subtotal, and the tax, not the base it is "on"', async () => {
    const header = await read([
      { text: 'Subtotal', x: 400, y: 200 },
      { text: '$ 112.00', x: 500, y: 200 },
      { text: 'Subtotal', x: 400, y: 300 },
      { text: '$ 262.90', x: 500, y: 300 },
      { text: 'Tax 15% on $ 112.90', x: 300, y: 314 },
      { text: '$ 16.94', x: 500, y: 314 },
      { text: 'Total', x: 300, y: 328 },
      { text: '$ 279.84', x: 500, y: 328 },
    ]);
    assert.equal(header.netAmount?.value, 262.9);
    assert.equal(header.vatAmount?.value, 16.94);
    assert.equal(header.totalAmount?.value, 279.84);
  });

  it('reads VAT at 0 % ("T.V.A. 0 %", "Btw-bedrag 0 %"), the one total then net and payable', async () => {
    for (const [label, total] of [
      ['T.V.A. 0 %', 'Total'],
      ['Btw-bedrag 0 %', 'Totaal'],
    ]) {
      const header = await read([
        { text: label!, x: 330, y: 300 },
        { text: 'EUR 0,00', x: 480, y: 300 },
        { text: total!, x: 330, y: 314 },
        { text: 'EUR 31670,50', x: 480, y: 314 },
      ]);
      assert.equal(header.vatAmount?.value, 0, label);
      assert.equal(header.totalAmount?.value, 31670.5, label);
      assert.equal(header.netAmount?.value, 31670.5, label);
    }
  });

  it('reads "Net HT", "Montant total" and "Valeur totale de la facture"', async () => {
    const net = await read([
      { text: 'Net HT', x: 330, y: 300 },
      { text: '23 369,40 €', x: 480, y: 300 },
    ]);
    assert.equal(net.netAmount?.value, 23369.4);
    for (const label of ['Montant total', 'Valeur totale de la facture']) {
      const header = await read([
        { text: 'Total HT', x: 330, y: 286 },
        { text: '33.000,00 EUR', x: 480, y: 286 },
        { text: label, x: 330, y: 300 },
        { text: '33.506,00 EUR', x: 480, y: 300 },
      ]);
      assert.equal(header.totalAmount?.value, 33506, label);
      assert.equal(header.netAmount?.value, 33000, label);
    }
    const htOnly = await read([
      { text: 'Montant total HT', x: 330, y: 300 },
      { text: '33.000,00 EUR', x: 480, y: 300 },
    ]);
    assert.equal(htOnly.netAmount?.value, 33000);
  });

  it('reads totals whose currency stands in a column of its own, the rate before "BTW"', async () => {
    const header = await read([
      { text: 'Subtotaal ex. BTW', x: 215, y: 400 },
      { text: '€', x: 422, y: 400 },
      { text: '18,60', x: 464, y: 400 },
      { text: '21% BTW', x: 255, y: 412 },
      { text: '€', x: 423, y: 412 },
      { text: '3,90', x: 465, y: 412 },
      { text: 'Bedrag incl. BTW', x: 215, y: 424 },
      { text: '€', x: 426, y: 424 },
      { text: '22,50', x: 467, y: 424 },
    ]);
    assert.equal(header.netAmount?.value, 18.6);
    assert.equal(header.vatAmount?.value, 3.9);
    assert.equal(header.totalAmount?.value, 22.5);
  });

  it('reads "Total € Incl. VAT" with its currency between the words', async () => {
    const header = await read([
      { text: 'Subtotal', x: 330, y: 300 },
      { text: '573.00', x: 480, y: 300 },
      { text: '19% VAT', x: 330, y: 312 },
      { text: '108.87', x: 480, y: 312 },
      { text: 'Total € Incl. VAT', x: 330, y: 330 },
      { text: '681.87', x: 480, y: 330 },
    ]);
    assert.equal(header.totalAmount?.value, 681.87);
    assert.equal(header.currency?.value, 'EUR');
  });

  it('reads the incoterm after "Livraison :" and under a "Lieferung" column title', async () => {
    const french = await read([
      { text: 'Livraison :', x: 40, y: 300 },
      { text: 'DAP Anvers', x: 160, y: 300 },
    ]);
    assert.equal(french.incoterm?.value, 'DAP');
    assert.equal(french.incotermPlace?.value, 'Anvers');
    assert.equal(french.incoterm?.confidence, 0.6);
    const german = await read([
      { text: 'Container', x: 40, y: 300 },
      { text: 'Lieferung', x: 200, y: 300 },
      { text: 'OOLUU5883639', x: 40, y: 312 },
      { text: 'CFR Jebel Ali', x: 200, y: 312 },
    ]);
    assert.equal(german.incoterm?.value, 'CFR');
    // "Für die Lieferung berechnen wir": no code, no incoterm.
    const sentence = await read([
      { text: 'Für die Lieferung berechnen wir Ihnen:', x: 40, y: 300 },
    ]);
    assert.equal(sentence.incoterm, undefined);
  });

  it('reads "Somme à payer" as what is payable', async () => {
    const header = await read([
      { text: 'Somme à payer', x: 40, y: 300 },
      { text: '29.99 € TTC', x: 400, y: 300 },
    ]);
    assert.equal(header.totalAmount?.value, 29.99);
  });
});

describe('a hostile line that would make a pattern backtrack', () => {
  // Quadratic patterns take minutes on these; linear ones a few milliseconds.
  it('reads 100 000 spaces after a label or a date in well under a second each', () => {
    const spaces = ' '.repeat(100_000);
    for (const [name, run] of [
      ['a day and a two-digit year', () => findDates(`1 jan 12${spaces}x`)],
      ['a month and a day', () => findDates(`jan 1${spaces}x`)],
      ['a title', () => INVOICE_NUMBER.exec(`invoice${spaces}x`)],
      ['"Rg.-Nr."', () => INVOICE_NUMBER.exec(`rg${spaces}x`)],
      ['a VAT label', () => VAT_AMOUNT.exec(`vat 21%${spaces}x`)],
    ] as const) {
      const started = performance.now();
      run();
      assert.ok(performance.now() - started < 1000, name);
    }
  });

  it('reads a line of thousands of words after a total’s label without reading it back whole', async () => {
    const started = performance.now();
    const header = await read([
      { text: 'Invoice 123', x: 40, y: 40 },
      { text: `Total due ${'x '.repeat(1500)}`, x: 10, y: 80, size: 1 },
    ]);
    assert.equal(header.totalAmount, undefined);
    assert.ok(performance.now() - started < 5000);
  });
});

describe('a header field printed among the goods rows', () => {
  it('reads the incoterm, the packages and a dollar total by an American seller', async () => {
    const header = await read([
      { text: 'Seller', x: 40, y: 40 },
      { text: 'Great Lakes Valve Corp.', x: 40, y: 52 },
      { text: '1450 W Fulton St', x: 40, y: 64 },
      { text: 'Chicago, IL 60607', x: 40, y: 76 },
      { text: 'Description', x: 40, y: 200 },
      { text: 'Qty', x: 300, y: 200 },
      { text: 'Amount', x: 450, y: 200 },
      { text: 'Ball valve DN 15', x: 40, y: 214 },
      { text: '100', x: 300, y: 214 },
      { text: '$13,020.00', x: 450, y: 214 },
      { text: 'Incoterm: DAP Ghent, Incoterms® 2020', x: 40, y: 228 },
      { text: 'Aantal colli 108 dozen', x: 40, y: 242 },
      { text: 'Net Amount', x: 350, y: 256 },
      { text: '$13,020.00', x: 450, y: 256 },
    ]);
    assert.equal(header.seller?.country?.value, 'US', 'a state and a ZIP code');
    assert.equal(header.incoterm?.value, 'DAP');
    assert.equal(header.incotermPlace?.value, 'Ghent');
    assert.equal(header.totalPackages?.value, 108);
    assert.equal(header.currency?.value, 'USD');
  });
});
