import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GOODS, read, xlsx } from './title-block-fixtures.ts';

describe('the values a title-block label gives', () => {
  it('reads a date stored as a bare serial number beside a date label, day first as text', async () => {
    const header = await read(
      await xlsx([['Invoice date', 46085], ['Datum', '04.03.2026'], [], ...GOODS]),
    );
    assert.equal(header.invoiceDate?.value, '2026-03-04');
    assert.equal(header.invoiceDate?.source?.cell, 'B1', '"Invoice date" over a bare "Datum"');
    const dutch = await read(await xlsx([['Datum', '04.03.2026'], [], ...GOODS]));
    assert.equal(dutch.invoiceDate?.value, '2026-03-04');
  });

  it('reads a labelled incoterm with a sign in its label and words after its place', async () => {
    const header = await read(
      await xlsx([
        ['Incoterms® 2020:', 'DAP Perth gemäß Incoterms® 2020'],
        ['Gesamtanzahl Colli:', '46 Kartons'],
        [],
        ...GOODS,
      ]),
    );
    assert.equal(header.incoterm?.value, 'DAP');
    assert.equal(header.incotermPlace?.value, 'Perth');
    assert.equal(header.totalPackages?.value, 46);
    assert.equal(header.packageTypeText?.value, 'Kartons');
  });
});
