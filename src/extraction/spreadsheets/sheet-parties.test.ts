import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { ExtractedParty } from '../extracted.ts';
import { DEFAULT_READING_LIMITS } from '../reading-limits.ts';
import { readSpreadsheet } from './index.ts';

type Row = readonly ExcelJS.CellValue[];

const read = async (rows: readonly Row[]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Invoice');
  rows.forEach((row, index) => (sheet.getRow(index + 1).values = [...row]));
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return (await readSpreadsheet(bytes, 'xlsx', 'p.xlsx', DEFAULT_READING_LIMITS)).header;
};

const GOODS: readonly Row[] = [
  ['Description', 'Quantity', 'Unit price', 'Amount'],
  ['Steel bolts M8', 100, 0.5, 50],
];

/** A party's values by field, for one comparison. */
const values = (party: ExtractedParty | undefined) =>
  Object.fromEntries(Object.entries(party ?? {}).map(([key, found]) => [key, found?.value]));

describe('the parties of a goods sheet', () => {
  it('reads two address blocks side by side, each down its own column', async () => {
    const header = await read([
      ['Verkäufer', null, null, 'Käufer'],
      ['Müller Maschinenbau GmbH', null, null, 'Acme Benelux BV'],
      ['Industriestraße 12', null, null, 'Noorderlaan 147'],
      ['70173 Stuttgart', null, null, '2030 Antwerpen'],
      ['Deutschland', null, null, 'Belgium'],
      ['USt-IdNr.: DE 123 456 789', null, null, 'BTW BE 0403.000.158'],
      [],
      ...GOODS,
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
      street: 'Noorderlaan 147',
      postcode: '2030',
      city: 'Antwerpen',
      country: 'BE',
      identification: 'BE0403000158',
    });
    assert.deepEqual(header.buyer?.city?.source, { document: 'p.xlsx', page: 1, cell: 'D4' });
    assert.equal(header.buyer?.name?.confidence, 0.6);
  });

  it("takes a party's EORI over its VAT number printed first", async () => {
    const header = await read([
      ['Lieferant', null, null, 'Rechnungsempfänger'],
      ['Hanseatische Kaffeerösterei Brandt GmbH', null, null, 'Caledonian Foods Ltd'],
      ['Speicherstraße 4', null, null, '12 Tay Street'],
      ['20457 Hamburg', null, null, 'Perth PH1 5LQ'],
      ['USt.-ID: DE 554 822 369', null, null, 'United Kingdom'],
      ['EORI-Nr.: DE123456789012345', null, null, 'EORI-Nr.: GB691145727000'],
      [],
      ...GOODS,
    ]);
    assert.equal(header.seller?.identification?.value, 'DE123456789012345');
    assert.equal(header.seller?.identification?.source?.cell, 'A6');
    assert.equal(header.buyer?.identification?.value, 'GB691145727000');
    assert.equal(header.buyer?.postcode?.value, 'PH1 5LQ');
    assert.equal(header.buyer?.country?.value, 'GB');
  });

  it('reads a block right of its label, and ends it where the label column names another', async () => {
    const header = await read([
      ['Exporter:', 'Fabrique SA'],
      [null, '12 rue de la Paix'],
      [null, '75002 Paris'],
      ['Consignee:', 'Janssens NV'],
      [null, 'Kerkstraat 1'],
      [null, '9000 Gent'],
      [],
      ...GOODS,
    ]);
    assert.equal(header.seller?.name?.value, 'Fabrique SA');
    assert.equal(header.seller?.city?.value, 'Paris');
    assert.equal(header.seller?.name?.source?.cell, 'B1');
    assert.equal(header.buyer?.name?.value, 'Janssens NV');
    assert.equal(header.buyer?.postcode?.value, '9000');
  });

  it('reads a block in one cell after its label, and "Bill to" over "Ship to"', async () => {
    const header = await read([
      [
        'Ship to: Warehouse Genk\nIndustrieweg 5\n3600 Genk',
        'Bill to:\nAcme Benelux BV\nNoorderlaan 147\n2030 Antwerpen',
      ],
      [],
      ...GOODS,
    ]);
    assert.equal(header.buyer?.name?.value, 'Acme Benelux BV');
    assert.equal(header.buyer?.city?.value, 'Antwerpen');
    assert.equal(header.buyer?.city?.source?.cell, 'B1');
  });

  it('takes no form caption for a name', async () => {
    const header = await read([
      ['Exporter (complete name and address)', null, 'Importer'],
      ['Name / Address', null, '(name and address)'],
      ['Fabrique SA', null, 'Acme Ltd'],
      ['75002 Paris', null, 'London EC1A 1BB'],
      ['France', null, 'United Kingdom'],
      [],
      ...GOODS,
    ]);
    assert.equal(header.seller?.name?.value, 'Fabrique SA');
    assert.equal(header.seller?.country?.value, 'FR');
    assert.equal(header.buyer?.name?.value, 'Acme Ltd');
    assert.equal(header.buyer?.postcode?.value, 'EC1A 1BB');
    assert.equal(header.buyer?.country?.value, 'GB');
  });

  it("gives a VAT number printed apart by its label's owner, and no party from a label alone", async () => {
    const header = await read([
      ['Seller', null, 'Our VAT no.', 'BE 0403.000.158'],
      [null, null, 'Customer VAT no.', 'NL123456789B01'],
      [],
      ...GOODS,
    ]);
    assert.equal(header.seller?.name, undefined);
    assert.equal(header.seller?.identification?.value, 'BE0403000158');
    assert.equal(header.buyer?.identification?.value, 'NL123456789B01');
    assert.equal(header.buyer?.identification?.source?.cell, 'D2');
  });

  it('takes the block that opens the sheet for the seller when no label names one', async () => {
    const header = await read([
      ['Tulp & Zonen Voedingsmiddelen B.V.', null, null, 'Handelsfactuur'],
      ['Havenstraat 31'],
      ['1271 AD Huizen', null, null, 'Factuur nr.:', '20264585'],
      ['Nederland'],
      ['EORI-nummer: NL573596839'],
      [],
      ['Koper:'],
      ['Epicerie Fine Vandenberghe BV'],
      ['Liersesteenweg 212'],
      ['2800 Mechelen'],
      [],
      ...GOODS,
    ]);
    assert.deepEqual(values(header.seller), {
      name: 'Tulp & Zonen Voedingsmiddelen B.V.',
      street: 'Havenstraat 31',
      postcode: '1271 AD',
      city: 'Huizen',
      country: 'NL',
      identification: 'NL573596839',
    });
    assert.equal(header.seller?.name?.source?.cell, 'A1');
    // Less sure than a block under its label: nothing names it the seller's.
    assert.ok((header.seller?.name?.confidence ?? 1) < (header.buyer?.name?.confidence ?? 0));
    assert.equal(header.buyer?.name?.value, 'Epicerie Fine Vandenberghe BV');
  });

  it('reads an issuer whose address is printed on one line', async () => {
    const header = await read([
      ['BISCUITERIE MARCHAL SAS'],
      ['3 route de Nantes, F-44190 Clisson, France'],
      ['TEL: +33 2 40 54 17 33   E-MAIL: commercial@biscuiterie-marchal.fr'],
      [],
      ['Client :', 'Laurentides Distribution Inc.'],
      [null, '1200 boul. Industriel'],
      [null, 'Laval (Québec) H7L 4R9'],
      [null, 'Canada'],
      [],
      ...GOODS,
    ]);
    assert.deepEqual(values(header.seller), {
      name: 'BISCUITERIE MARCHAL SAS',
      street: '3 route de Nantes',
      postcode: '44190',
      city: 'Clisson',
      country: 'FR',
    });
    assert.deepEqual(values(header.buyer), {
      name: 'Laurentides Distribution Inc.',
      street: '1200 boul. Industriel',
      postcode: 'H7L 4R9',
      city: 'Laval',
      country: 'CA',
    });
  });

  it('gives no seller from a title, a label or a block that is no address', async () => {
    for (const top of [
      [['COMMERCIAL INVOICE'], ['No. 2026-114']],
      [['Seller:'], []],
      [['Thank you for your order'], ['Please pay within 30 days']],
    ]) {
      const header = await read([
        ...top,
        [],
        ['Sold to:', 'Acme Ltd'],
        [null, 'London EC1A 1BB'],
        [],
        ...GOODS,
      ]);
      assert.equal(header.seller?.name, undefined, JSON.stringify(top));
      assert.equal(header.buyer?.name?.value, 'Acme Ltd');
    }
  });

  it('keeps a street whose house number follows a colon ("Cad. No: 112")', async () => {
    const header = await read([
      ['Seller', null, 'Buyer'],
      ['Ege Kuru Meyve A.Ş.', null, 'Maes & Peeters Import BV'],
      ['Kemalpaşa Cad. No: 112', null, 'Boomsesteenweg 50'],
      ['35070 İzmir', null, '2630 Aartselaar'],
      ['Turkey', null, 'Belgium'],
      [],
      ...GOODS,
    ]);
    assert.equal(header.seller?.street?.value, 'Kemalpaşa Cad. No: 112');
    assert.equal(header.seller?.city?.value, 'İzmir');
    assert.equal(header.seller?.country?.value, 'TR');
  });
});
