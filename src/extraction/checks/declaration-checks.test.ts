import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { checkDeclaration } from './declaration-checks.ts';
import type { ReferenceLookups } from './reference-checks.ts';

// Without a tariff loaded the codes are not checked; countries are already codes here.
const lookups: ReferenceLookups = {
  tariffLoaded: false,
  tariffLine: () => Promise.resolve(undefined),
  resolveCountry: (text) => ({ code: /^[A-Z]{2}$/.test(text) ? text : undefined }),
};
const now = new Date('2026-11-26T10:00:00Z');

const declaration = (change: (d: CanonicalDeclaration) => void = () => {}) => {
  const d = {
    declaration_type: 'IM',
    shipment: { total_invoice_amount: 4904.94, currency: 'EUR' },
    totals: { gross_mass: 30, net_mass: 25 },
    goods_items: [
      { sequence_number: 1, total_price: 1000, gross_mass: 10, net_mass: 8 },
      { sequence_number: 2, total_price: 413, gross_mass: 20, net_mass: 17 },
    ],
  } as CanonicalDeclaration;
  change(d);
  return d;
};

describe("the extraction's checks on a declaration a person holds", () => {
  it('say when the line amounts do not add up to the invoice total, and where', async () => {
    const findings = await checkDeclaration(declaration(), lookups, now);
    const total = findings.find((finding) => finding.code === 'total-mismatch');
    assert.equal(total?.path, '/shipment/total_invoice_amount');
    assert.equal(total?.severity, 'warning');
    assert.match(total?.message ?? '', /1413\.00.*4904\.94/);
  });

  it('find an item heavier net than gross as an error at its field, and nothing once corrected', async () => {
    const heavy = await checkDeclaration(
      declaration((d) => (d.goods_items![1]!.net_mass = 21)),
      lookups,
      now,
    );
    assert.deepEqual(
      heavy.filter((finding) => finding.severity === 'error').map(({ code, path }) => [code, path]),
      [['gross-below-net', '/goods_items/1/gross_mass']],
    );
    const fine = await checkDeclaration(
      declaration((d) => (d.shipment!.total_invoice_amount = 1413)),
      lookups,
      now,
    );
    assert.deepEqual(
      fine.filter((finding) => finding.severity !== 'info'),
      [],
    );
  });
});
