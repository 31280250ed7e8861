import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { customsInvoicePdf } from '../../../test/support/customs-invoice.ts';
import { sharedDir } from '../../../test/support/samples.ts';
import { textPdf } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { readTables } from './index.ts';

const sample = async (name: string) =>
  readTables(
    await readPdfText(new Uint8Array(readFileSync(`${sharedDir}samples/invoices/${name}`))),
    name,
  );

describe('the table reader on a customs invoice it knows', () => {
  it('reads every goods column, the two-line description and the freight apart', async () => {
    const read = readTables(await readPdfText(customsInvoicePdf()), 'invoice.pdf');
    assert.equal(read.extractor, 'pdf_text_table_invoice');
    assert.equal(read.lines.length, 2);
    const [drill, battery] = read.lines;
    assert.equal(drill?.description?.value, 'Cordless drill 18V');
    assert.equal(drill?.commodityCode?.value, '84672110');
    assert.equal(drill?.countryOfOrigin?.value, 'CN');
    assert.equal(drill?.quantity?.value, 10);
    assert.equal(drill?.unitPrice?.value, 45);
    assert.equal(drill?.amount?.value, 450);
    assert.equal(drill?.netMass?.value, 18.5);
    assert.equal(drill?.grossMass?.value, 21);
    assert.equal(drill?.amount?.confidence, 0.9);
    assert.equal(drill?.amount?.source?.page, 1);
    const box = drill?.amount?.source?.box;
    assert.ok(box && box.x > 390 && box.x < 400 && box.y > 205 && box.y < 215, 'where 450,00 is');
    assert.equal(battery?.description?.value, 'Spare battery pack lithium-ion, 2 Ah');
    assert.equal(battery?.commodityCode?.value, '85076000');
    assert.deepEqual(
      read.charges.map((charge) => [charge.kind, charge.amount.value]),
      [['freight', 120]],
    );
  });

  it('reads the header fields by their labels', async () => {
    const { header } = readTables(await readPdfText(customsInvoicePdf()), 'invoice.pdf');
    assert.equal(header.invoiceNumber?.value, 'INV-2024-0042');
    assert.equal(header.invoiceDate?.value, '2024-03-12');
    assert.equal(header.currency?.value, 'EUR');
    assert.equal(header.incoterm?.value, 'FCA');
    assert.equal(header.incotermPlace?.value, 'Antwerp');
    assert.equal(header.totalAmount?.value, 820);
    assert.equal(header.totalNetMass?.value, 24.5);
    assert.equal(header.totalGrossMass?.value, 28.2);
    assert.equal(header.totalPackages?.value, 3);
    assert.equal(header.seller?.identification?.value, 'DE123456789');
    assert.equal(header.buyer?.identification?.value, 'BE0123456749');
    assert.equal(header.invoiceNumber?.confidence, 0.6);
  });

  it('finds HS codes and origins inside descriptions', async () => {
    const pdf = textPdf([
      [
        { text: 'Description', x: 40, y: 100 },
        { text: 'Qty', x: 300, y: 100 },
        { text: 'Amount', x: 400, y: 100 },
        { text: 'Cotton shirts, HS 6205.20, Made in India', x: 40, y: 120 },
        { text: '100', x: 300, y: 120 },
        { text: '1,250.00', x: 400, y: 120 },
      ],
    ]);
    const [line] = readTables(await readPdfText(pdf), 'x.pdf').lines;
    assert.equal(line?.commodityCode?.value, '620520');
    assert.equal(line?.commodityCode?.confidence, 0.6);
    assert.equal(line?.countryOfOriginText?.value, 'India');
    assert.equal(line?.countryOfOrigin, undefined, 'a name waits for country resolution');
    assert.equal(line?.amount?.value, 1250);
  });

  it('tells a packing list by its title and says when it finds no table', async () => {
    const pdf = textPdf([
      [
        { text: 'PAKLIJST', x: 40, y: 40 },
        { text: 'Zending 4711 naar Gent', x: 40, y: 80 },
      ],
      [{ text: 'Pagina 2', x: 40, y: 80 }],
    ]);
    const read = readTables(await readPdfText(pdf), 'p.pdf');
    assert.equal(read.kind, 'packing_list');
    assert.equal(read.extractor, 'pdf_text_table_packing_list');
    assert.deepEqual(read.lines, []);
    assert.match(read.notices[0] ?? '', /No goods table found on pages 1–2/);
    assert.equal(read.header.invoiceNumber, undefined, 'nothing invented');
  });
});

describe('the table reader on real invoices', () => {
  it('reads the Dutch Coolblue invoice: lines, number, date, total', async () => {
    const read = await sample('coolblue1.pdf');
    assert.equal(read.header.invoiceNumber?.value, '993548900');
    assert.equal(read.header.invoiceDate?.value, '2014-04-19');
    assert.equal(read.header.currency?.value, 'EUR');
    assert.equal(read.header.totalAmount?.value, 717.97);
    assert.deepEqual(
      read.lines.map((line) => [line.description?.value, line.quantity?.value, line.amount?.value]),
      [
        ['Apple iPad Air Wifi 16 GB Zilver', 1, 399],
        ['Incl. Thuiskopieheffing: Thuiskopie €3.50 Serienummer: SDMPP373MPP15', 1, 4.24],
        ['Decoded Leather Slim Cover Apple iPad Air 2 Zwart', 1, 69.99],
        ['Nintendo 3DS XL Wit + Blauw', 1, 189],
        ['Nintendo AC-adapter', 1, 14.99],
        ['Mario Kart 7 3DS', 1, 44.99],
      ],
    );
  });

  it('joins the German multi-line descriptions over two pages', async () => {
    const read = await sample('QualityHosting.pdf');
    assert.equal(read.lines.length, 7);
    assert.equal(
      read.lines[0]?.description?.value,
      'Small Business StandardExchange 2010 Grundgebühr pro Einheit Dienst: OUDJQ_strukan 01.05.14-31.05.14',
    );
    assert.equal(read.lines[6]?.description?.source?.page, 2);
    assert.equal(read.header.invoiceDate?.value, '2014-05-07');
  });

  it('reads a US invoice with dollar amounts', async () => {
    const read = await sample('13_invoice_synthetic-minimal_US_text.pdf');
    assert.deepEqual(
      read.lines.map((line) => [
        line.description?.value,
        line.quantity?.value,
        line.unitPrice?.value,
      ]),
      [
        ['Tool A', 500, 1],
        ['Service B', 1, 900],
        ['Resource C', 50, 12],
      ],
    );
    assert.equal(read.header.totalAmount?.value, 2140);
  });
});
