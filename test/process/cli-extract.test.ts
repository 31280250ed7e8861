import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { openEmbedded } from '../../src/db/index.ts';
import { repoRoot, spawnTs } from '../support/processes.ts';
import { sharedDir } from '../support/samples.ts';

const cli = join(repoRoot, 'src/cli/main.ts');
const minimal = join(sharedDir, 'samples/invoices/13_invoice_synthetic-minimal_US_text.pdf');

const packingCsv = [
  'Omschrijving;Aantal;GN-code;Oorsprong;Nettogewicht (kg);Brutogewicht (kg)',
  'Kogellagers staal;120;84821010;China;35,5;38,0',
  'Tandwielen;40;84834023;Duitsland;12,0;11,5',
].join('\n');

describe('customs extract', () => {
  it('reads a PDF and a spreadsheet as one dossier and prints lines, sources and checks as JSON', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cds-extract-'));
    const csv = join(cwd, 'lines.csv');
    writeFileSync(csv, packingCsv, 'latin1');
    const run = spawnTs(cli, { cwd, args: ['extract', minimal, csv, '--regime', 'im', '--json'] });
    assert.equal(await run.exited, 0, run.stderr());
    const report = JSON.parse(run.stdout());
    assert.deepEqual(
      report.documents.map((d: any) => [d.file, d.kind, d.extractor, d.status]),
      [
        ['13_invoice_synthetic-minimal_US_text.pdf', 'invoice', 'pdf_text_table_invoice', 'ok'],
        ['lines.csv', 'invoice', 'csv_goods', 'ok'],
      ],
    );
    // The spreadsheet is the goods list; the PDF gives the header (its invoice number on each line).
    assert.equal(report.lines.length, 2);
    assert.equal(report.lines[0].document, 'lines.csv');
    assert.equal(report.lines[0].netMass.value, 35.5);
    assert.equal(report.lines[0].invoiceNumber.value, '001');
    assert.equal(report.lines[0].countryOfOrigin.value, 'CN', 'the origin resolved by name');
    assert.equal(report.lines[1].countryOfOrigin.value, 'DE');
    assert.equal(report.canonical.goods_items[0].commodity_code, '84821010');
    assert.equal(report.header.totalAmount.value, 2140);
    const findings = report.checks.map((f: any) => `${f.severity} ${f.code} ${f.path}`);
    assert.ok(
      findings.includes('error gross-below-net /goods_items/1/gross_mass'),
      findings.join('\n'),
    );
  });

  it('gives the FedEx commercial-invoice form its lines, its parties and its kinds as JSON', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cds-extract-'));
    const form = join(sharedDir, 'samples/invoices/02_commercial-invoice_fedex-form_CA_text.pdf');
    const run = spawnTs(cli, { cwd, args: ['extract', form, '--json'] });
    assert.equal(await run.exited, 0, run.stderr());
    const report = JSON.parse(run.stdout());
    assert.deepEqual(report.documents[0].kinds, ['invoice', 'packing_list']);
    assert.equal(report.lines.length, 6);
    assert.equal(report.lines[0].packageType.value, 'BX');
    assert.equal(report.header.seller.street.value, '123 Cosignee St.');
    assert.equal(report.header.seller.country.value, 'CA');
    assert.equal(report.header.buyer.street.value, '123 Export St.');
  });

  it('works beside a service holding the embedded database, with the shipped prompts; a file it cannot read is one line', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cds-extract-'));
    const held = await openEmbedded(join(cwd, 'data/db'), { waitMs: 0, onCompromised: () => {} });
    try {
      const run = spawnTs(cli, { cwd, args: ['extract', minimal] });
      assert.equal(await run.exited, 0, run.stderr());
      assert.match(run.stderr(), /in use by the service: shipped prompts, no tariff check/);
      assert.match(
        run.stdout(),
        /^13_invoice_synthetic-minimal_US_text\.pdf: invoice \(pdf_text_table_invoice, 1 page\(s\)\)/,
      );
      assert.match(run.stdout(), /Goods lines \(3\):/);
      assert.match(
        run.stdout(),
        /description: Tool A {2}\(13_invoice_synthetic-minimal_US_text\.pdf p\.1, 90 %\)/,
      );
    } finally {
      await held.close();
    }
    const text = join(cwd, 'notes.txt');
    writeFileSync(text, 'hello');
    const refused = spawnTs(cli, { cwd, args: ['extract', text, '--regime', 'XX'] });
    assert.equal(await refused.exited, 1);
    assert.equal(refused.stderr().trim(), '--regime XX: give IM, EX, T1 or T2');
    const unknown = spawnTs(cli, { cwd, args: ['extract', text] });
    assert.equal(await unknown.exited, 1);
    assert.match(unknown.stderr().trim(), /notes\.txt: an unknown type cannot be read; give a PDF/);
  });
});
