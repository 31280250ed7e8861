import type { Company, IdShown, Line, Show } from '../model.ts';
import type { Spec } from '../plan.ts';
import type { Rng } from '../random.ts';

/** What a document prints, drawn per document so that no two look alike. */

const idShown = (party: Company, seller: boolean, rng: Rng): IdShown => {
  if (!party.vat && !party.eori) return 'none';
  if (!party.eori) return rng.chance(seller ? 0.9 : 0.6) ? 'vat' : 'none';
  if (!party.vat) return rng.chance(0.7) ? 'eori' : 'none';
  return rng.weighted<IdShown>([
    ['vat', seller ? 5 : 4],
    ['both', 2],
    ['eori', 1],
    ['none', seller ? 0.3 : 2],
  ]);
};

export const pickShow = (
  spec: Spec,
  seller: Company,
  buyer: Company,
  lines: readonly Line[],
  rng: Rng,
): Show => {
  const packing = spec.kind === 'packinglist';
  const combined = spec.kind === 'combined';
  const form = spec.layout.startsWith('form');
  const summary = spec.layout === 'packing-summary';
  const countable = lines.every((line) => line.unitKind === 'pcs');
  const goodsCarrying = packing || combined;
  const base: Show = {
    prices: !packing,
    sellerId: idShown(seller, true, rng),
    buyerId: idShown(buyer, false, rng),
    sellerCountry: form || rng.chance(0.75),
    postcodePrefix: spec.lang !== 'en' && rng.chance(0.12),
    countryAs: rng.weighted([
      ['name', 7],
      ['upper', 2],
      ['code', 1],
    ]),
    article: rng.chance(form ? 0.3 : 0.75),
    hs: packing
      ? rng.weighted([
          ['column', 1],
          ['none', 2],
        ])
      : rng.weighted([
          ['column', 6],
          ['inline', 3],
          ['none', form ? 0 : 1],
        ]),
    origin: packing
      ? rng.weighted([
          ['column', 1],
          ['header', 1],
          ['none', 2],
        ])
      : rng.weighted([
          ['column', 4.5],
          ['inline', 2],
          ['header', 2.5],
          ['none', form ? 0 : 1],
        ]),
    unit: rng.weighted([
      ['column', 5],
      ['with-quantity', 3],
      ['none', countable && !form ? 2 : 0],
    ]),
    linePackages: goodsCarrying && !summary,
    lineNet: goodsCarrying,
    lineGross: goodsCarrying,
    totalPackages: goodsCarrying || form || rng.chance(0.25),
    totalNet: goodsCarrying || form || rng.chance(0.3),
    totalGross: goodsCarrying || form || rng.chance(0.35),
    marks: goodsCarrying || form || spec.layout === 'export' || rng.chance(0.15),
    invoiceNumber: packing && rng.chance(0.8),
    vatLine: false,
    shipTo: spec.shipTo !== undefined,
    dims: packing && rng.chance(0.6),
    incoterm: !packing || rng.chance(0.6),
  };
  const formShow: Partial<Show> =
    spec.layout === 'form-numbered'
      ? {
          lineNet: false,
          lineGross: false,
          hs: 'column',
          origin: rng.chance(0.5) ? 'column' : 'header',
          unit: 'column',
        }
      : spec.layout === 'form-courier'
        ? { lineNet: false, totalNet: false, hs: 'column', origin: 'column', unit: 'column' }
        : spec.layout === 'form-grid'
          ? { hs: 'column', origin: rng.chance(0.5) ? 'column' : 'header' }
          : spec.layout.startsWith('sheet')
            ? {
                hs: rng.chance(0.75) ? 'column' : 'none',
                origin: rng.weighted([
                  ['column', 5],
                  ['header', 2],
                  ['none', 1],
                ]),
                unit: 'column',
                dims: false,
              }
            : spec.layout === 'export'
              ? {
                  hs: rng.chance(0.7) ? 'column' : 'none',
                  origin: rng.chance(0.7) ? 'header' : 'column',
                }
              : {};
  const merged: Show = { ...base, ...formShow, ...spec.show };
  // A document that says only the total packages of its invoice lines still needs a total.
  return merged.totalPackages || !merged.linePackages
    ? merged
    : { ...merged, totalPackages: rng.chance(0.7) };
};
