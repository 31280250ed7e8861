import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedDocument, ExtractedLine, Found } from '../extracted.ts';
import { mergeDocuments } from '../pipeline/merge-documents.ts';
import type { ReferenceLookups } from './reference-checks.ts';
import { runChecks } from './run-checks.ts';

const f = <T>(value: T, page = 1): Found<T> => ({
  value,
  confidence: 0.9,
  source: { document: 'invoice.pdf', page },
});

const doc = (
  kind: ExtractedDocument['kind'],
  lines: ExtractedLine[],
  header: ExtractedDocument['header'] = {},
  charges: ExtractedDocument['charges'] = [],
): ExtractedDocument => ({
  document: `${kind}.pdf`,
  kind,
  extractor: kind === 'packing_list' ? 'pdf_text_table_packing_list' : 'pdf_text_table_invoice',
  header,
  lines,
  charges,
  notices: [],
});

const tariff = new Map([
  ['84713000', { declarable: true }],
  ['84710000', { declarable: false }],
]);
const calls: string[] = [];
const lookups: ReferenceLookups = {
  tariffLoaded: true,
  tariffLine: (code, date) => {
    calls.push(`${code}@${date}`);
    return Promise.resolve(tariff.get(code));
  },
  resolveCountry: (text) =>
    text === 'China' || text === 'CN'
      ? { code: 'CN' }
      : text === 'Guinea'
        ? { code: undefined, candidates: ['GN', 'GQ', 'GW', 'PG'] }
        : { code: undefined },
};

const codes = (findings: { code: string; path: string }[]) =>
  findings.map((finding) => `${finding.code} ${finding.path}`);

describe('checks after extraction', () => {
  it('accepts lines that add up to the total, with or without the freight beside them', async () => {
    const lines = [
      { quantity: f(2), unitPrice: f(10), amount: f(20) },
      { quantity: f(1), unitPrice: f(5.5), amount: f(5.5) },
    ];
    const plain = await runChecks(
      mergeDocuments([doc('invoice', lines, { totalAmount: f(25.5) })]),
      lookups,
      '2026-11-25',
    );
    assert.deepEqual(plain.findings, []);
    const freight = await runChecks(
      mergeDocuments([
        doc('invoice', lines, { totalAmount: f(40.5) }, [
          { kind: 'freight', label: 'Freight', amount: f(20) },
          { kind: 'discount', label: 'Discount', amount: f(5) },
        ]),
      ]),
      lookups,
      '2026-11-25',
    );
    assert.deepEqual(freight.findings, []);
  });

  it('reports a total the lines do not reach, and a line whose price times quantity is off', async () => {
    const { findings } = await runChecks(
      mergeDocuments([
        doc('invoice', [{ quantity: f(3), unitPrice: f(10), amount: f(20, 2) }], {
          totalAmount: f(35),
        }),
      ]),
      lookups,
      '2026-11-25',
    );
    assert.deepEqual(codes(findings), [
      'line-amount-mismatch /goods_items/0/total_price',
      'total-mismatch /shipment/total_invoice_amount',
    ]);
    assert.equal(findings[0]!.source?.page, 2);
    assert.match(findings[1]!.message, /add up to 20\.00; the invoice total is 35\.00/);
  });

  it('says the total was not checked when a line has no amount', async () => {
    const { findings } = await runChecks(
      mergeDocuments([doc('invoice', [{ amount: f(5) }, {}], { totalAmount: f(5) })]),
      lookups,
      '2026-11-25',
    );
    assert.deepEqual(codes(findings), ['total-not-checked /shipment/total_invoice_amount']);
    assert.match(findings[0]!.message, /line 2 has no amount/);
  });

  it('refuses a gross mass below the net mass, per line and in total, and totals the lines miss', async () => {
    const { findings } = await runChecks(
      mergeDocuments([
        doc(
          'invoice',
          [
            { netMass: f(10), grossMass: f(9) },
            { netMass: f(5), grossMass: f(6) },
          ],
          {
            totalNetMass: f(20),
            totalGrossMass: f(15),
          },
        ),
      ]),
      lookups,
      '2026-11-25',
    );
    assert.deepEqual(codes(findings), [
      'gross-below-net /goods_items/0/gross_mass',
      'gross-below-net /totals/gross_mass',
      'mass-total-mismatch /totals/net_mass',
    ]);
  });

  it('compares the invoice with the packing list, and copies weights line by line only when the counts match', async () => {
    const invoice = doc('invoice', [{ amount: f(1) }, { amount: f(2) }], { totalPackages: f(3) });
    const matching = doc('packing_list', [
      { netMass: f(1), grossMass: f(2), packages: f(1) },
      { netMass: f(3), grossMass: f(4), packages: f(1) },
    ]);
    const merged = mergeDocuments([invoice, matching]);
    assert.equal(merged.lines[1]!.grossMass?.value, 4);
    assert.deepEqual(merged.filledFromPackingList, [
      '1:netMass',
      '1:grossMass',
      '1:packages',
      '2:netMass',
      '2:grossMass',
      '2:packages',
    ]);
    const { findings } = await runChecks(merged, lookups, '2026-11-25');
    assert.deepEqual(codes(findings), ['documents-disagree /totals/packages']);
    assert.match(findings[0]!.message, /the invoice says 3, the packing list 2/);

    const shorter = mergeDocuments([invoice, doc('packing_list', [{ netMass: f(1) }])]);
    assert.equal(shorter.lines[0]!.netMass, undefined);
    const checked = await runChecks(shorter, lookups, '2026-11-25');
    assert.deepEqual(codes(checked.findings), ['line-count-differs /goods_items']);
  });

  it('resolves origins and checks codes against the tariff on the invoice date', async () => {
    calls.length = 0;
    const { extraction, findings } = await runChecks(
      mergeDocuments([
        doc(
          'invoice',
          [
            { commodityCode: f('84713000'), countryOfOriginText: f('China') },
            { commodityCode: f('847130'), countryOfOriginText: f('Guinea') },
            { commodityCode: f('84710000') },
            { commodityCode: f('99999999') },
            { commodityCode: f('84713000') },
          ],
          { invoiceDate: f('2026-03-01') },
        ),
      ]),
      lookups,
      '2026-11-25',
    );
    assert.equal(extraction.lines[0]!.countryOfOrigin?.value, 'CN');
    assert.equal(extraction.lines[1]!.countryOfOrigin, undefined);
    assert.deepEqual(codes(findings), [
      'country-unresolved /goods_items/1/country_of_origin',
      'commodity-code-incomplete /goods_items/1/commodity_code',
      'commodity-code-not-declarable /goods_items/2/commodity_code',
      'commodity-code-unknown /goods_items/3/commodity_code',
    ]);
    assert.match(findings[0]!.message, /could be GN, GQ, GW, PG/);
    // One lookup per code, on the invoice's date.
    assert.deepEqual(calls, ['84713000@2026-03-01', '84710000@2026-03-01', '99999999@2026-03-01']);
  });

  it('does not call every code unknown while no tariff is loaded', async () => {
    const { findings } = await runChecks(
      mergeDocuments([
        doc('invoice', [{ commodityCode: f('84713000') }, { commodityCode: f('8471') }]),
      ]),
      { ...lookups, tariffLoaded: false },
      '2026-11-25',
    );
    assert.deepEqual(codes(findings), [
      'commodity-code-incomplete /goods_items/1/commodity_code',
      'tariff-not-loaded /goods_items',
    ]);
    assert.match(findings[1]!.message, /^1 commodity code was not checked/);
  });

  it('takes the goods lines from a spreadsheet when there is one, and the header from the PDF', () => {
    const pdf = doc('invoice', [{ amount: f(1) }, { amount: f(2) }], {
      invoiceNumber: f('INV-9'),
      totalAmount: f(3),
    });
    const sheet = {
      ...doc('invoice', [{ amount: f(1) }, { amount: f(2) }]),
      document: 'lines.xlsx',
      extractor: 'xlsx_goods' as const,
    };
    const merged = mergeDocuments([pdf, sheet]);
    assert.deepEqual(
      merged.lines.map((line) => `${line.document}:${line.invoiceNumber?.value}`),
      ['lines.xlsx:INV-9', 'lines.xlsx:INV-9'],
    );
    assert.equal(merged.header.totalAmount?.value, 3);
  });

  it('merges several invoices into one list, each line with its invoice, totals added', () => {
    const merged = mergeDocuments([
      doc('invoice', [{ amount: f(1) }], {
        invoiceNumber: f('A-1'),
        currency: f('EUR'),
        totalAmount: f(1),
      }),
      {
        ...doc('invoice', [{ amount: f(2) }, { amount: f(3) }], {
          invoiceNumber: f('B-2'),
          currency: f('EUR'),
          totalAmount: f(5),
        }),
        document: 'second.pdf',
      },
    ]);
    assert.deepEqual(
      merged.lines.map((line) => `${line.document}:${line.invoiceNumber?.value}`),
      ['invoice.pdf:A-1', 'second.pdf:B-2', 'second.pdf:B-2'],
    );
    assert.equal(merged.header.totalAmount?.value, 6);
  });
});
