import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import { readTables } from './index.ts';

const readPlaced = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 'p.pdf');

describe('a carrier’s commercial-invoice form (the FedEx sample)', () => {
  it('gives its goods lines from a header printed on three lines, and both parties', async () => {
    const name = '02_commercial-invoice_fedex-form_CA_text.pdf';
    const bytes = new Uint8Array(readFileSync(`${sharedDir}samples/invoices/${name}`));
    const read = readTables(await readPdfText(bytes), name);
    assert.equal(read.lines.length, 6);
    const [first, second] = read.lines;
    assert.equal(
      first?.description?.value,
      'a description of the goods in a full and up to date way',
    );
    assert.equal(first?.quantity?.value, 1);
    assert.equal(first?.unitPrice?.value, 23.24);
    assert.equal(first?.amount?.value, 23.24);
    assert.equal(first?.packageType?.value, 'BX', 'BOX is coded');
    assert.equal(first?.packageTypeText?.value, 'BOX');
    assert.equal(
      second?.description?.value,
      'a description of the goods, another product to describe',
    );
    assert.equal(second?.packageTypeText?.value, 'OWN_PAC KAGING', 'wrapped, kept as printed');
    assert.equal(second?.packageType, undefined, 'a kind no code names stays uncoded');
    assert.equal(read.header.seller?.name?.value, 'Real First Name, Real Last Name');
    assert.equal(read.header.seller?.street?.value, '123 Cosignee St.');
    assert.equal(read.header.seller?.city?.value, 'North York');
    assert.equal(read.header.seller?.postcode?.value, 'M5A 3C6');
    assert.equal(read.header.seller?.country?.value, 'CA');
    assert.equal(read.header.buyer?.street?.value, '123 Export St.');
    for (const party of [read.header.seller, read.header.buyer])
      assert.doesNotMatch(party?.name?.value ?? '', /complete name|address/i, 'no caption');
  });
});

describe('header fields a customs invoice prints', () => {
  it('reads net, VAT and payable totals apart, packages with their kind, and the marks', async () => {
    const read = await readPlaced([
      { text: 'RECHNUNG', x: 40, y: 40, size: 14 },
      { text: 'Rg.-Nr.', x: 340, y: 80 },
      { text: 'AR 26/4648', x: 420, y: 80 },
      { text: 'Datum', x: 340, y: 94 },
      { text: '4. März 2026', x: 420, y: 94 },
      { text: 'Lieferbedingungen: FCA Nürtingen', x: 40, y: 130 },
      { text: 'Gesamtsumme 1.210,00 €', x: 340, y: 130 },
      { text: 'Nettobetrag', x: 340, y: 200 },
      { text: '1.000,00 €', x: 470, y: 200 },
      { text: 'MwSt. 21 %', x: 340, y: 214 },
      { text: '210,00 €', x: 470, y: 214 },
      { text: 'Rechnungsbetrag', x: 340, y: 228 },
      { text: '1.210,00 €', x: 470, y: 228 },
      { text: 'Packstücke: 12 Kartons', x: 40, y: 260 },
      { text: 'Bruttogewicht: 245,5 kg', x: 40, y: 274 },
      { text: 'Nettogewicht: 230 kg', x: 40, y: 288 },
      { text: 'Markierung:', x: 40, y: 320 },
      { text: 'DELVAUX / GENT', x: 40, y: 334 },
      { text: 'C/NO. 1-12', x: 40, y: 348 },
      { text: 'Zahlbar innerhalb von 30 Tagen netto ohne Abzug.', x: 40, y: 362 },
    ]);
    const value = (key: keyof typeof read.header) =>
      (read.header[key] as { value: unknown } | undefined)?.value;
    assert.equal(value('invoiceNumber'), 'AR 26/4648');
    assert.equal(value('invoiceDate'), '2026-03-04');
    assert.equal(value('incoterm'), 'FCA');
    assert.equal(
      value('incotermPlace'),
      'Nürtingen',
      'the total beside it is no part of the place',
    );
    assert.equal(value('netAmount'), 1000);
    assert.equal(value('vatAmount'), 210);
    assert.equal(value('totalAmount'), 1210);
    assert.equal(value('currency'), 'EUR');
    assert.equal(value('totalPackages'), 12);
    assert.equal(value('packageType'), 'CT');
    assert.equal(value('packageTypeText'), 'Kartons');
    assert.equal(value('totalGrossMass'), 245.5);
    assert.equal(value('totalNetMass'), 230);
    assert.equal(
      value('shippingMarks'),
      'DELVAUX / GENT / C/NO. 1-12',
      'the sentence after is not',
    );
    assert.deepEqual(read.kinds, ['invoice', 'packing_list'], 'packages and weights: both');
  });

  it('takes no VAT number for a VAT amount, and one total without VAT as both totals', async () => {
    const read = await readPlaced([
      { text: 'INVOICE', x: 40, y: 40, size: 14 },
      { text: 'VAT No.: BE0403000158', x: 40, y: 80 },
      { text: 'Total', x: 340, y: 200 },
      { text: 'EUR 3,450.00', x: 450, y: 200 },
    ]);
    assert.equal(read.header.vatAmount, undefined);
    assert.equal(read.header.netAmount?.value, 3450);
    assert.equal(read.header.totalAmount?.value, 3450);
    assert.deepEqual(read.kinds, ['invoice']);
  });
});

describe('a letter-style invoice without party labels', () => {
  it('reads the seller from the sender line and the buyer from the window under it', async () => {
    const read = await readPlaced([
      { text: 'Hessler Antriebstechnik GmbH', x: 40, y: 40, size: 14 },
      {
        text: 'Hessler Antriebstechnik GmbH · Gewerbestraße 12 · 72622 Nürtingen',
        x: 40,
        y: 120,
        size: 7,
      },
      { text: 'Delvaux Techniek BV', x: 40, y: 136 },
      { text: 'Brugsesteenweg 255', x: 40, y: 150 },
      { text: '9000 Gent', x: 40, y: 164 },
      { text: 'Belgien', x: 40, y: 178 },
      { text: 'Hessler Antriebstechnik GmbH', x: 40, y: 760, size: 7 },
      { text: 'Gewerbestraße 12', x: 40, y: 770, size: 7 },
      { text: '72622 Nürtingen', x: 40, y: 780, size: 7 },
      { text: 'Deutschland', x: 40, y: 790, size: 7 },
      { text: 'EORI-Nummer DE5187750', x: 300, y: 760, size: 7 },
    ]);
    const { seller, buyer } = read.header;
    assert.equal(seller?.name?.value, 'Hessler Antriebstechnik GmbH');
    assert.equal(seller?.postcode?.value, '72622');
    assert.equal(seller?.country?.value, 'DE', 'from the footer that repeats the name');
    assert.equal(seller?.identification?.value, 'DE5187750', 'an EORI of seven digits');
    assert.equal(seller?.name?.confidence, 0.5, 'by layout, below a label’s 0.6');
    assert.equal(buyer?.name?.value, 'Delvaux Techniek BV');
    assert.equal(buyer?.city?.value, 'Gent');
    assert.equal(buyer?.country?.value, 'BE');
  });

  it('takes the block with the issuer’s contact details for the seller, the other for the buyer', async () => {
    const read = await readPlaced([
      { text: 'FACTURE', x: 450, y: 30 },
      { text: 'Société Hôtelière du Pacano', x: 40, y: 80 },
      { text: '2, rue de la Paix', x: 40, y: 92 },
      { text: '75000 Paris', x: 40, y: 104 },
      { text: 'France', x: 40, y: 116 },
      { text: 'info@hotel-du-pacano.fr', x: 40, y: 128 },
      { text: 'Securibox SARL', x: 330, y: 160 },
      { text: '27, Rue de Bassano', x: 330, y: 172 },
      { text: '75008 Paris', x: 330, y: 184 },
      { text: 'France', x: 330, y: 196 },
    ]);
    const { seller, buyer } = read.header;
    assert.equal(seller?.name?.value, 'Société Hôtelière du Pacano');
    assert.equal(seller?.street?.value, '2, rue de la Paix');
    assert.equal(seller?.name?.confidence, 0.4, 'guessed from the layout');
    assert.equal(buyer?.name?.value, 'Securibox SARL');
    assert.equal(buyer?.postcode?.value, '75008');
  });

  it('names no seller from an addressee block that prints no issuer’s details', async () => {
    const read = await readPlaced([
      { text: 'Dat betaal ik zelf wel.', x: 40, y: 80 },
      { text: 'Sessamestreet 32', x: 40, y: 92 },
      { text: '1025 RX Amsterdam', x: 40, y: 104 },
    ]);
    assert.equal(read.header.seller, undefined);
  });

  it('reads no block where two run together across a narrow gap', async () => {
    const read = await readPlaced([
      { text: 'Efficient Invoice Processor', x: 40, y: 80 },
      { text: 'Sessamestreet 46', x: 40, y: 92 },
      { text: '5555 NH TommyCity', x: 40, y: 104 },
      { text: 'circle.com b.v.', x: 40, y: 120 },
      { text: 'Papendorpseweg 100, 3528 BJ Utrecht KVK Utrecht: 32147380', x: 40, y: 132 },
      { text: 'BTW nr. NL: NL8204.71.616.B.02', x: 40, y: 144 },
    ]);
    assert.notEqual(read.header.seller?.name?.value, 'Efficient Invoice Processor');
  });
});

describe('why a document gave no goods line', () => {
  it('names the titles it saw when no line made a header', async () => {
    const read = await readPlaced([
      { text: 'DESCRIPTION OF GOODS', x: 40, y: 100 },
      { text: 'see attached list', x: 40, y: 120 },
    ]);
    assert.deepEqual(read.lines, []);
    assert.equal(read.codedNotices?.[0]?.code, 'no-goods-table');
    assert.deepEqual(read.codedNotices?.[0]?.params, {
      pages: '1',
      count: 1,
      titles: 'DESCRIPTION OF GOODS',
    });
    assert.equal(read.notices[0], read.codedNotices?.[0]?.message);
  });

  it('says a header was found when nothing under it reads as goods', async () => {
    const read = await readPlaced([
      { text: 'Description', x: 40, y: 100 },
      { text: 'Qty', x: 300, y: 100 },
      { text: 'Amount', x: 400, y: 100 },
      { text: 'to be confirmed', x: 40, y: 120 },
    ]);
    assert.equal(read.codedNotices?.[0]?.code, 'table-without-lines');
    assert.deepEqual(read.codedNotices?.[0]?.params, {
      page: 1,
      titles: 'Description, Qty, Amount',
    });
  });
});
