import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { textPdf, type PlacedText } from '../../../test/support/text-pdf.ts';
import { readPdfText } from '../documents/index.ts';
import type { ExtractedParty } from '../extracted.ts';
import { readTables } from './index.ts';

const read = async (texts: readonly PlacedText[]) =>
  readTables(await readPdfText(textPdf([texts])), 'p.pdf').header;

const values = (party: ExtractedParty | undefined) =>
  Object.fromEntries(
    Object.entries(party ?? {}).map(([key, found]) => [key, (found as { value: unknown }).value]),
  );

describe('parties by their labels and the layout of their address blocks', () => {
  it('reads seller and buyer printed side by side, each from its own column', async () => {
    const header = await read([
      { text: 'Verkäufer', x: 40, y: 100 },
      { text: 'Käufer', x: 320, y: 100 },
      { text: 'Müller Maschinenbau GmbH', x: 40, y: 114 },
      { text: 'Acme Benelux BV', x: 320, y: 114 },
      { text: 'Industriestraße 12', x: 40, y: 128 },
      { text: 'Havenlaan 4 bus 2', x: 320, y: 128 },
      { text: '70173 Stuttgart', x: 40, y: 142 },
      { text: '9000 Gent', x: 320, y: 142 },
      { text: 'Deutschland', x: 40, y: 156 },
      { text: 'Belgien', x: 320, y: 156 },
      { text: 'USt-IdNr.: DE 123 456 789', x: 40, y: 170 },
      { text: 'USt-IdNr.: BE 0403.000.158', x: 320, y: 170 },
    ]);
    assert.deepEqual(values(header.seller), {
      name: 'Müller Maschinenbau GmbH',
      street: 'Industriestraße 12',
      postcode: '70173',
      city: 'Stuttgart',
      country: 'DE',
      identification: 'DE123456789',
    });
    assert.deepEqual(values(header.buyer), {
      name: 'Acme Benelux BV',
      street: 'Havenlaan 4 bus 2',
      postcode: '9000',
      city: 'Gent',
      country: 'BE',
      identification: 'BE0403000158',
    });
    assert.equal(header.seller?.name?.confidence, 0.6);
  });

  it('keeps the invoice numbers printed beside a stacked address out of it', async () => {
    const header = await read([
      { text: 'Sold to:', x: 40, y: 100 },
      { text: 'Invoice No.: INV-7781', x: 340, y: 100 },
      { text: 'Harbour Foods Ltd', x: 40, y: 114 },
      { text: 'Invoice date: 04/03/2026', x: 340, y: 114 },
      { text: '12 Dock Road', x: 40, y: 128 },
      { text: 'London EC1A 1BB', x: 40, y: 142 },
      { text: 'United Kingdom', x: 40, y: 156 },
    ]);
    assert.deepEqual(values(header.buyer), {
      name: 'Harbour Foods Ltd',
      street: '12 Dock Road',
      postcode: 'EC1A 1BB',
      city: 'London',
      country: 'GB',
    });
    assert.equal(header.invoiceNumber?.value, 'INV-7781');
  });

  it('never takes a form caption for a value, and reads a label column', async () => {
    const header = await read([
      { text: 'SHIPPER/EXPORTER (complete name and address)', x: 40, y: 100, size: 7 },
      { text: 'CONSIGNEE (complete name and address)', x: 320, y: 100, size: 7 },
      { text: 'Chemie Lyon SARL', x: 40, y: 114 },
      { text: 'Destinataire inconnu', x: 600, y: 114 },
      { text: '14 rue de la Gare', x: 40, y: 128 },
      { text: 'F-69002 Lyon', x: 40, y: 142 },
      { text: 'COUNTRY OF EXPORT', x: 40, y: 160, size: 7 },
      { text: 'France', x: 40, y: 172 },
      { text: 'Koper:', x: 40, y: 300 },
      { text: 'Tuinbouw De Vries BV', x: 140, y: 300 },
      { text: 'Kasweg 7', x: 140, y: 314 },
      { text: '2671 AB Naaldwijk', x: 140, y: 328 },
    ]);
    assert.deepEqual(values(header.seller), {
      name: 'Chemie Lyon SARL',
      street: '14 rue de la Gare',
      postcode: '69002',
      city: 'Lyon',
      country: 'FR',
    });
    assert.deepEqual(
      values(header.buyer),
      { name: 'Tuinbouw De Vries BV', street: 'Kasweg 7', postcode: '2671 AB', city: 'Naaldwijk' },
      'the empty consignee box ranks below the buyer read from its label column',
    );
  });

  it('reads US addresses and leaves fields out rather than misplace them', async () => {
    const header = await read([
      { text: 'Bill To', x: 40, y: 100 },
      { text: 'Lakeside Tools Inc.', x: 40, y: 114 },
      { text: '1200 Main Street', x: 40, y: 128 },
      { text: 'Chicago, IL 60601', x: 40, y: 142 },
      { text: 'Customer No.: 4711', x: 40, y: 200 },
    ]);
    const redmond = await read([
      { text: 'Bill To', x: 40, y: 100 },
      { text: 'Microsoft Finance', x: 40, y: 114 },
      { text: '123 Bill St,', x: 40, y: 128 },
      { text: 'Redmond WA, 98052', x: 40, y: 142 },
    ]);
    assert.equal(redmond.buyer?.city?.value, 'Redmond', 'the state is no part of the town');
    assert.equal(redmond.buyer?.country?.value, 'US');
    assert.deepEqual(values(header.buyer), {
      name: 'Lakeside Tools Inc.',
      street: '1200 Main Street',
      postcode: '60601',
      city: 'Chicago',
      country: 'US',
    });
    assert.equal(header.seller, undefined);
  });
});

describe('the country of a party whose address prints none', () => {
  it('is the one that gave its VAT number, guessed; a number of no country’s form gives none', async () => {
    const header = await read([
      { text: 'Seller', x: 40, y: 100 },
      { text: 'Buyer', x: 320, y: 100 },
      { text: 'Müller Maschinenbau GmbH', x: 40, y: 114 },
      { text: 'Acme Benelux BV', x: 320, y: 114 },
      { text: 'Industriestraße 12', x: 40, y: 128 },
      { text: 'Havenlaan 4', x: 320, y: 128 },
      { text: '70173 Stuttgart', x: 40, y: 142 },
      { text: '9000 Gent', x: 320, y: 142 },
      { text: 'USt-IdNr.: DE 123 456 789', x: 40, y: 156 },
      { text: 'BTW: BE1707 723 123 B01', x: 320, y: 156 },
    ]);
    assert.equal(header.seller?.country?.value, 'DE');
    assert.equal(header.seller?.country?.confidence, 0.4);
    assert.equal(header.buyer?.country, undefined);
  });
});

describe("the seller's VAT number printed in a letterhead or footer", () => {
  const blocks: readonly PlacedText[] = [
    { text: 'Lieferant', x: 40, y: 100 },
    { text: 'Kunde', x: 320, y: 100 },
    { text: 'Hessler Antriebstechnik GmbH', x: 40, y: 114 },
    { text: 'Shanghai Huamao Trading Co., Ltd.', x: 320, y: 114 },
    { text: 'Gewerbestraße 12', x: 40, y: 128 },
    { text: '1000 Zhangyang Road', x: 320, y: 128 },
    { text: '72622 Nürtingen', x: 40, y: 142 },
    { text: 'Shanghai 200120', x: 320, y: 142 },
    { text: 'Deutschland', x: 40, y: 156 },
    { text: 'VR China', x: 320, y: 156 },
  ];

  it('reads "UStIdNr.", "Umsatzsteuer-ID" and an Austrian "ATU" number with its space', async () => {
    for (const [printed, number] of [
      ['Sitz Nürtingen · UStIdNr.: DE 280 042 917', 'DE280042917'],
      ['Linz · Österreich · Umsatzsteuer-ID: ATU 88501666', 'ATU88501666'],
    ]) {
      const header = await read([...blocks, { text: printed!, x: 40, y: 700 }]);
      assert.equal(header.seller?.identification?.value, number, printed);
      assert.equal(header.buyer?.country?.value, 'CN');
    }
  });

  it('joins a number whose line wrapped after its country ("UStIdNr.: DE" over the digits)', async () => {
    const header = await read([
      ...blocks,
      { text: 'Gewerbestraße 12 · 72622 Nürtingen · UStIdNr.: DE', x: 40, y: 40 },
      { text: '280042917', x: 40, y: 50 },
    ]);
    assert.equal(header.seller?.identification?.value, 'DE280042917');
  });

  it("gives the customer's number to the buyer", async () => {
    const header = await read([
      ...blocks,
      { text: 'UStIdNr. Kunde: DE 552 567 244', x: 320, y: 180 },
    ]);
    assert.equal(header.buyer?.identification?.value, 'DE552567244');
    assert.equal(header.seller?.identification, undefined);
  });
});

describe('a letterhead that prints its address on one line, apart by dots', () => {
  it("is the seller's when it gives the issuer's numbers, the buyer's block labelled", async () => {
    for (const [name, line, number, expected] of [
      [
        'Pennine Precision Engineering Ltd',
        '14 Brunel Way · Wakefield · WF2 7AW · VAT No.: GB 855 5631 05 · EORI number:',
        'GB855563105000',
        { street: '14 Brunel Way', postcode: 'WF2 7AW', city: 'Wakefield', country: 'GB' },
      ],
      [
        'Chimie Fine du Rhône SA',
        '8 rue Ampère · 69440 Mornant · FR · N° EORI :',
        'FR52197099600034',
        { street: '8 rue Ampère', postcode: '69440', city: 'Mornant', country: 'FR' },
      ],
    ] as const) {
      const header = await read([
        { text: name, x: 48, y: 40, size: 14 },
        { text: 'INVOICE', x: 460, y: 40, size: 14 },
        { text: line, x: 48, y: 64 },
        { text: number, x: 48, y: 74 },
        { text: 'BUYER', x: 40, y: 140 },
        { text: 'Delvaux Techniek BV', x: 40, y: 152 },
        { text: 'Brugsesteenweg 255', x: 40, y: 164 },
        { text: '9000 Gent', x: 40, y: 176 },
      ]);
      const { identification: _identification, ...address } = values(header.seller);
      assert.deepEqual(address, { name, ...expected }, name);
      assert.equal(header.buyer?.name?.value, 'Delvaux Techniek BV');
    }
  });
});

describe('"Lieu de livraison" over an address', () => {
  it('names who receives the goods when no buyer is labelled', async () => {
    const header = await read([
      { text: 'EXPÉDITEUR', x: 40, y: 60 },
      { text: 'Ateliers Mécaniques Dupuis SA', x: 40, y: 72 },
      { text: "Rue de l'Industrie 22", x: 40, y: 84 },
      { text: '4400 Flémalle', x: 40, y: 96 },
      { text: 'LIEU DE LIVRAISON', x: 40, y: 130 },
      { text: 'Laurentides Distribution Inc.', x: 40, y: 142 },
      { text: '1200 boul. Industriel', x: 40, y: 154 },
      { text: 'Laval (Québec) H7L 4R9', x: 40, y: 166 },
      { text: 'CANADA', x: 40, y: 178 },
    ]);
    assert.deepEqual(values(header.buyer), {
      name: 'Laurentides Distribution Inc.',
      street: '1200 boul. Industriel',
      postcode: 'H7L 4R9',
      city: 'Laval',
      country: 'CA',
    });
  });
});

describe('two unlabelled blocks one under the other, a blank line between', () => {
  it("reads each apart: the addressee the buyer, the one with the issuer's details the seller", async () => {
    const header = await read([
      { text: 'Efficient Invoice Processor', x: 90, y: 72 },
      { text: 'Sessamestreet 46', x: 90, y: 84 },
      { text: '5555 NH TommyCity', x: 90, y: 96 },
      { text: 'circle.com b.v.', x: 90, y: 120 },
      { text: 'Papendorpseweg 100, 3528 BJ Utrecht KVK Utrecht: 32147380', x: 90, y: 132 },
      { text: 'BTW nr. NL: NL8204.71.616.B.02 Nederland IBAN: NL27INGB0000026501', x: 90, y: 144 },
    ]);
    assert.deepEqual(values(header.buyer), {
      name: 'Efficient Invoice Processor',
      street: 'Sessamestreet 46',
      postcode: '5555 NH',
      city: 'TommyCity',
    });
    const { identification, ...seller } = values(header.seller);
    assert.deepEqual(seller, {
      name: 'circle.com b.v.',
      street: 'Papendorpseweg 100',
      postcode: '3528 BJ',
      city: 'Utrecht',
      country: 'NL',
    });
    assert.equal(identification, 'NL820471616B02');
  });
});

describe('the labels of Dutch e-invoices', () => {
  it('reads "Crediteur" as the seller and "Afnemer" as the buyer', async () => {
    const header = await read([
      { text: 'Crediteur', x: 40, y: 100 },
      { text: 'DIT IS EEN TEST Electronica B.V.', x: 40, y: 112 },
      { text: 'Postbus 9000', x: 40, y: 124 },
      { text: '1008KR, Eindhalen', x: 40, y: 136 },
      { text: 'NL', x: 40, y: 148 },
      { text: 'Afnemer', x: 40, y: 180 },
      { text: 'Bedrijf A', x: 40, y: 192 },
      { text: 'Postbus 9876', x: 40, y: 204 },
      { text: '5678 ZZ, Ter Zand', x: 40, y: 216 },
    ]);
    assert.equal(header.seller?.name?.value, 'DIT IS EEN TEST Electronica B.V.');
    assert.equal(header.seller?.postcode?.value, '1008KR');
    assert.equal(header.seller?.city?.value, 'Eindhalen');
    assert.equal(header.seller?.country?.value, 'NL');
    assert.equal(header.buyer?.name?.value, 'Bedrijf A');
    assert.equal(header.buyer?.city?.value, 'Ter Zand');
  });
});
