import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sharedDir } from '../../../test/support/samples.ts';
import { readPdfText } from '../documents/pdf-text.ts';
import type { ExtractedDocument } from '../extracted.ts';
import { readingFromText } from '../reader/reading-from-text.ts';
import { readEInvoice, withEInvoice } from './index.ts';

const corpus = new URL('../../../eval/corpus/public/', import.meta.url);
const pdf = (name: string) => new Uint8Array(readFileSync(new URL(name, corpus)));
const xml = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

describe('the e-invoice a PDF carries', () => {
  it('reads Factur-X (CII): the legal name, not the trade name printed above it', async () => {
    const text = await readPdfText(pdf('fr-facturx-f20180027.pdf'));
    const invoice = readEInvoice(text.embedded ?? []);
    assert.equal(invoice?.syntax, 'CII');
    assert.equal(invoice?.file, 'factur-x.xml');
    assert.equal(invoice?.invoiceNumber, 'F20180027');
    assert.equal(invoice?.invoiceDate, '2018-12-31');
    assert.equal(invoice?.currency, 'EUR');
    assert.deepEqual(
      [invoice?.netAmount, invoice?.vatAmount, invoice?.totalAmount],
      [100, 10, 110],
    );
    assert.deepEqual(invoice?.seller, {
      name: 'LE FOURNISSEUR',
      street: "35 rue d'ici",
      postcode: '75018',
      city: 'PARIS',
      country: 'FR',
      identification: 'FR32123456789',
    });
    // Written with spaces in the XML, as a number is typed.
    assert.equal(invoice?.buyer?.identification, 'FR05987654321');
  });

  it("reads ZUGFeRD 1's older document, past the logistics file beside it", async () => {
    const text = await readPdfText(pdf('de-zugferd1-warenrechnung.pdf'));
    assert.equal(text.embedded?.length, 2);
    const invoice = readEInvoice(text.embedded ?? []);
    assert.equal(invoice?.syntax, 'ZUGFeRD 1');
    assert.equal(invoice?.invoiceNumber, 'R87654321012345');
    assert.equal(invoice?.invoiceDate, '2013-08-06');
    assert.deepEqual(
      [invoice?.netAmount, invoice?.vatAmount, invoice?.totalAmount],
      [448.99, 70, 518.99],
    );
    assert.equal(invoice?.seller?.name, 'MUSTERLIEFERANT GMBH');
    assert.equal(invoice?.buyer?.city, 'DUESSELDORF');
  });

  it('reads a UBL invoice (Peppol BIS, as Odoo embeds it)', async () => {
    const text = await readPdfText(
      new Uint8Array(readFileSync(`${sharedDir}samples/invoices/AzureInterior.pdf`)),
    );
    const invoice = readEInvoice(text.embedded ?? []);
    assert.equal(invoice?.syntax, 'UBL');
    assert.equal(invoice?.invoiceNumber, 'INV/2023/03/0008');
    assert.equal(invoice?.invoiceDate, '2023-03-20');
    assert.equal(invoice?.currency, 'USD');
    assert.deepEqual(invoice?.seller, {
      name: 'Azure Interior',
      street: '4557 De Silva St',
      postcode: '94538',
      city: 'Fremont',
      country: 'US',
    });
  });

  it('passes over what is no e-invoice, and never expands an entity', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><Invoice><ID>&b;</ID></Invoice>`;
    const deep = `${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}`;
    assert.equal(
      readEInvoice([
        xml('bomb.xml', bomb),
        xml('deep.xml', deep),
        xml('broken.xml', '<Invoice><ID>1</Invoice>'),
        xml('other.xml', '<DespatchAdvice><ID>1</ID></DespatchAdvice>'),
        { name: 'invoice.pdf', bytes: pdf('fr-facturx-f20180027.pdf') },
        xml('huge.xml', `<Invoice><ID>${'9'.repeat(5 * 1024 * 1024)}</ID></Invoice>`),
      ]),
      undefined,
    );
    // A value that is no amount or date is left out, not guessed at.
    const odd = readEInvoice([
      xml(
        'ubl.xml',
        '<Invoice><ID>7</ID><IssueDate>2026-02-30</IssueDate><LegalMonetaryTotal><TaxInclusiveAmount>1,234.50</TaxInclusiveAmount></LegalMonetaryTotal></Invoice>',
      ),
    ]);
    assert.equal(odd?.invoiceNumber, '7');
    assert.equal(odd?.invoiceDate, undefined);
    assert.equal(odd?.totalAmount, undefined);
  });
});

const fromXml = { document: 'invoice.pdf', page: 1, embedded: 'factur-x.xml' };

const printed: ExtractedDocument = {
  document: 'invoice.pdf',
  kind: 'unknown',
  extractor: 'pdf_text_table_invoice',
  header: {
    invoiceNumber: { value: 'F-1', confidence: 0.9 },
    totalAmount: { value: 963.12, confidence: 0.9 },
    seller: {
      name: { value: 'LOGO Vendeur', confidence: 0.6 },
      city: { value: 'Paris', confidence: 0.6 },
    },
    totalPackages: { value: 3, confidence: 0.8 },
  },
  lines: [],
  charges: [],
  notices: [],
};

describe('an e-invoice over what the page gave', () => {
  it('takes its values, keeps what it has not, and says where they came from', () => {
    const merged = withEInvoice(printed, {
      syntax: 'CII',
      file: 'factur-x.xml',
      invoiceNumber: 'F 1',
      seller: { name: 'LE FOURNISSEUR' },
      lines: [],
    });
    assert.deepEqual(merged.header.seller?.name, {
      value: 'LE FOURNISSEUR',
      confidence: 0.99,
      source: fromXml,
    });
    assert.equal(merged.header.seller?.city?.value, 'Paris');
    // The same number as printed, written with a space: agreed, no notice.
    assert.deepEqual(merged.header.invoiceNumber, {
      value: 'F 1',
      confidence: 0.99,
      source: fromXml,
    });
    assert.equal(merged.header.totalPackages?.value, 3);
    assert.equal(merged.kind, 'invoice');
    assert.deepEqual(
      merged.codedNotices?.map((notice) => notice.code),
      ['e-invoice'],
    );
  });

  it('shows a value the page gives otherwise as one to check, with both', () => {
    const merged = withEInvoice(printed, {
      syntax: 'CII',
      file: 'factur-x.xml',
      totalAmount: 963.11,
      lines: [],
    });
    assert.deepEqual(merged.header.totalAmount, {
      value: 963.11,
      confidence: 0.5,
      source: fromXml,
    });
    const differs = merged.codedNotices?.find((notice) => notice.code === 'e-invoice-differs');
    assert.deepEqual(differs?.params, {
      field: 'totalAmount',
      printed: 963.12,
      structured: 963.11,
    });
    assert.ok(merged.notices.includes(differs.message));
  });

  it('is what the reader process hands back for a Factur-X PDF', async () => {
    const text = await readPdfText(pdf('fr-facturx-en16931-f20260023.pdf'));
    const reading = readingFromText(text, 'f20260023.pdf', { tables: true });
    assert.equal(reading.tables?.header.seller?.name?.value, 'LE FOURNISSEUR');
    assert.equal(reading.tables?.header.buyer?.name?.value, 'LE CLIENT');
    assert.equal(reading.tables?.header.netAmount?.value, 100);
    assert.ok(reading.tables?.codedNotices?.some((notice) => notice.code === 'e-invoice'));
    // The page's table reader missed lines the XML lists: the XML's lines are taken.
    assert.deepEqual(
      reading.tables?.lines.map((line) => line.description?.value),
      [
        'PRESTATION SUPPORT - Description',
        'FOURNITURES PAPIER - Description',
        'APPEL - Description',
      ],
    );
    const notice = reading.tables?.codedNotices?.find((one) => one.code === 'e-invoice');
    assert.equal(notice?.params.lines, 'e-invoice');
  });

  it('keeps the goods lines the page read when it read as many (they carry packages and masses)', () => {
    const line = {
      description: { value: 'Pump', confidence: 0.9 },
      packages: { value: 2, confidence: 0.9 },
    };
    const merged = withEInvoice(
      { ...printed, lines: [line] },
      { syntax: 'UBL', file: 'ubl.xml', lines: [{ description: 'Pump', quantity: 1 }] },
    );
    assert.deepEqual(merged.lines, [line]);
    assert.equal(merged.codedNotices?.[0]?.params.lines, 'page');
  });

  it("gives the e-invoice's goods lines where the page gave none, with their packages", async () => {
    const text = await readPdfText(pdf('de-zugferd1-warenrechnung.pdf'));
    const reading = readingFromText(text, 'warenrechnung.pdf', { tables: true });
    const lines = reading.tables?.lines ?? [];
    // Its first "line" is a note: no goods line.
    assert.equal(lines.length, 6);
    assert.deepEqual(
      [
        lines[0]?.description?.value,
        lines[0]?.articleNumber?.value,
        lines[0]?.quantity?.value,
        lines[0]?.unitPrice?.value,
        lines[0]?.amount?.value,
        lines[0]?.packages?.value,
        lines[0]?.packageType?.value,
        lines[0]?.currency?.value,
      ],
      ['Zitronensäure 100ml', 'ZS997', 100, 1, 100, 4, 'CT', 'EUR'],
    );
    const notice = reading.tables?.codedNotices?.find((one) => one.code === 'e-invoice');
    assert.equal(notice?.params.lines, 'e-invoice');
  });
});
