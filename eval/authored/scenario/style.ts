import type { Company, Lang, Layout, Style } from '../model.ts';
import type { MoneyStyle, NumberStyle } from '../locale/format.ts';
import type { Spec } from '../plan.ts';
import type { Rng } from '../random.ts';
import { countryVariants } from '../data/countries.ts';

/** How a company of a given country writes numbers, in a given language. */
const numberStyle = (lang: Lang, seller: Company, rng: Rng): NumberStyle => {
  if (seller.country === 'CH') {
    return rng.pick<NumberStyle>([
      { decimal: '.', group: "'" },
      { decimal: '.', group: '’' },
    ]);
  }
  switch (lang) {
    case 'de':
      return rng.weighted<NumberStyle>([
        [{ decimal: ',', group: '.' }, 8],
        [{ decimal: ',', group: '' }, 2],
      ]);
    case 'nl':
      return rng.weighted<NumberStyle>([
        [{ decimal: ',', group: '.' }, 9],
        [{ decimal: ',', group: '' }, 1],
      ]);
    case 'fr':
      return seller.country === 'BE'
        ? rng.pick<NumberStyle>([
            { decimal: ',', group: '.' },
            { decimal: ',', group: ' ' },
          ])
        : rng.pick<NumberStyle>([
            { decimal: ',', group: ' ' },
            { decimal: ',', group: '\u00a0' },
            { decimal: ',', group: '\u202f' },
          ]);
    case 'en':
      return ['DE', 'AT', 'NL', 'BE', 'FR', 'TR'].includes(seller.country) && rng.chance(0.4)
        ? { decimal: ',', group: '.' }
        : { decimal: '.', group: ',' };
  }
};

const datePattern = (
  lang: Lang,
  seller: Company,
  rng: Rng,
): { pattern: string; upper: boolean } => {
  const plain = (pattern: string) => ({ pattern, upper: false });
  switch (lang) {
    case 'de':
      return plain(
        rng.weighted([
          ['dd.mm.yyyy', 7],
          ['d. MMMM yyyy', 2],
          ['yyyy-mm-dd', 1],
        ]),
      );
    case 'nl':
      return plain(
        seller.country === 'BE'
          ? rng.weighted([
              ['dd/mm/yyyy', 5],
              ['d MMMM yyyy', 2],
              ['dd-mm-yyyy', 2],
              ['d/m/yyyy', 1],
            ])
          : rng.weighted([
              ['dd-mm-yyyy', 5],
              ['d MMMM yyyy', 2],
              ['d-m-yyyy', 2],
              ['yyyy-mm-dd', 1],
            ]),
      );
    case 'fr':
      return plain(
        seller.country === 'CH'
          ? rng.pick(['dd.mm.yyyy', 'Do MMMM yyyy'])
          : rng.weighted([
              ['dd/mm/yyyy', 7],
              ['Do MMMM yyyy', 3],
            ]),
      );
    case 'en':
      switch (seller.country) {
        case 'US':
          return plain(rng.pick(['MMMM d, yyyy', 'mm/dd/yyyy', 'MMM d, yyyy']));
        case 'GB':
          return plain(rng.pick(['dd/mm/yyyy', 'd MMMM yyyy', 'dd-MMM-yyyy']));
        case 'CN':
          return rng.pick([
            { pattern: 'yyyy-mm-dd', upper: false },
            { pattern: 'MMM. dd, yyyy', upper: true },
            { pattern: 'dd MMM yyyy', upper: true },
          ]);
        case 'IN':
          return rng.pick([
            { pattern: 'dd.mm.yyyy', upper: false },
            { pattern: 'dd-MMM-yyyy', upper: true },
          ]);
        case 'TR':
          return plain(rng.pick(['dd.mm.yyyy', 'dd/mm/yyyy']));
        default:
          return plain(rng.pick(['dd.mm.yyyy', 'd MMMM yyyy', 'yyyy-mm-dd', 'dd/mm/yyyy']));
      }
  }
};

const moneyStyle = (lang: Lang, rng: Rng): MoneyStyle => {
  switch (lang) {
    case 'de':
      return rng.weighted<MoneyStyle>([
        ['symbol-after', 4],
        ['code-after', 3],
        ['code-before', 2],
      ]);
    case 'nl':
      return rng.weighted<MoneyStyle>([
        ['symbol-before', 5],
        ['code-before', 3],
        ['code-after', 1],
      ]);
    case 'fr':
      return rng.weighted<MoneyStyle>([
        ['symbol-after', 5],
        ['code-after', 4],
      ]);
    case 'en':
      return rng.weighted<MoneyStyle>([
        ['symbol-before', 5],
        ['code-before', 4],
      ]);
  }
};

const FONTS: Readonly<Record<string, readonly string[]>> = {
  letter: ['Liberation Sans', 'DejaVu Sans', 'Liberation Serif'],
  banner: ['DejaVu Sans', 'Liberation Sans', 'DejaVu Sans Condensed'],
  export: ['Liberation Serif', 'Liberation Sans', 'DejaVu Serif'],
  classic: ['Liberation Sans', 'DejaVu Sans Condensed', 'DejaVu Sans'],
  erp: ['Liberation Mono', 'DejaVu Sans Mono', 'Liberation Sans Narrow'],
  packing: ['Liberation Sans', 'DejaVu Sans', 'Liberation Sans Narrow'],
  form: ['Liberation Sans', 'DejaVu Sans', 'Liberation Sans Narrow'],
};

const fontGroup = (layout: Layout): string =>
  layout.startsWith('packing') ? 'packing' : layout.startsWith('form') ? 'form' : layout;

export const pickStyle = (spec: Spec, seller: Company, rng: Rng): Style => {
  const date = datePattern(spec.lang, seller, rng);
  // Scans are of paper printed at ordinary sizes: no narrow or tiny type that a scanner would lose.
  const scan = spec.format === 'scan';
  const fonts = (FONTS[fontGroup(spec.layout)] ?? ['Liberation Sans']).filter(
    (name) => !scan || !/Narrow|Mono|Condensed/.test(name),
  );
  const font = rng.pick(fonts.length > 0 ? fonts : ['Liberation Sans']);
  const mono = font.includes('Mono');
  const multi = spec.pagination !== undefined;
  return {
    numbers: numberStyle(spec.lang, seller, rng),
    datePattern: date.pattern,
    money: moneyStyle(spec.lang, rng),
    upperMonths: date.upper,
    hsFormat: rng.weighted([
      ['plain', 4],
      ['spaced', 3],
      ['dotted', 2],
      ['split', 1],
    ]),
    originAs: rng.chance(0.55) ? 'code' : 'name',
    countryVariant: rng.int(0, countryVariants(seller.country, spec.lang) + 2),
    font,
    size: scan ? 10 : mono ? rng.pick([7.5, 8]) : rng.pick([8.5, 9, 9.5, 10]),
    accent: seller.color,
    labels: rng.chance(0.6) ? 'beside' : 'above',
    parties: rng.chance(0.6) ? 'side' : 'stacked',
    colon: rng.chance(0.8),
    upperTitles: rng.chance(0.4),
    pagination: spec.pagination ?? 'single',
    footer: spec.format === 'scan' ? 'end' : multi || rng.chance(0.5) ? 'page' : 'end',
  };
};
