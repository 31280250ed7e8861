import type { Lang, PackKey, UnitKind } from '../model.ts';

/**
 * Kinds of packages: the EU code (CL017) a declarant would choose for the printed word, and the
 * words documents print in each language: [singular, plural] pairs, and short forms.
 */
export interface PackWords {
  readonly code: string;
  readonly words: Readonly<Record<Lang, readonly (readonly [string, string])[]>>;
  readonly short: Readonly<Partial<Record<Lang, readonly string[]>>>;
}

export const PACKAGING: Readonly<Record<PackKey, PackWords>> = {
  carton: {
    code: 'CT',
    words: {
      en: [['carton', 'cartons']],
      de: [['Karton', 'Kartons']],
      nl: [['doos', 'dozen'], ['karton', 'kartons']],
      fr: [['carton', 'cartons']],
    },
    short: { en: ['ctn', 'ctns', 'CTNS', 'CTN'], de: ['Ktn.', 'Krt.'], nl: ['ds', 'krt'], fr: ['ctn', 'crt'] },
  },
  box: {
    code: 'BX',
    words: {
      en: [['box', 'boxes']],
      de: [['Schachtel', 'Schachteln']],
      nl: [['box', 'boxen']],
      fr: [['boîte', 'boîtes']],
    },
    short: { en: ['bx', 'BXS'] },
  },
  pallet: {
    code: 'PX',
    words: {
      en: [['pallet', 'pallets']],
      de: [['Palette', 'Paletten'], ['Europalette', 'Europaletten']],
      nl: [['pallet', 'pallets']],
      fr: [['palette', 'palettes']],
    },
    short: { en: ['plt', 'plts', 'PLTS', 'PLT'], de: ['Pal.'], nl: ['pall.', 'plt'], fr: ['pal.'] },
  },
  case: {
    code: 'CS',
    words: {
      en: [['wooden case', 'wooden cases'], ['case', 'cases']],
      de: [['Kiste', 'Kisten'], ['Holzkiste', 'Holzkisten']],
      nl: [['kist', 'kisten'], ['houten kist', 'houten kisten']],
      fr: [['caisse', 'caisses'], ['caisse bois', 'caisses bois']],
    },
    short: { en: ['cs', 'CS'], de: ['Ki.'] },
  },
  crate: {
    code: 'CR',
    words: {
      en: [['crate', 'crates']],
      de: [['Verschlag', 'Verschläge'], ['Lattenkiste', 'Lattenkisten']],
      nl: [['krat', 'kratten']],
      fr: [['caisse à claire-voie', 'caisses à claire-voie'], ['cageot', 'cageots']],
    },
    short: { en: ['crt'] },
  },
  drum: {
    code: 'DR',
    words: {
      en: [['drum', 'drums'], ['steel drum', 'steel drums']],
      de: [['Fass', 'Fässer'], ['Stahlfass', 'Stahlfässer']],
      nl: [['vat', 'vaten'], ['stalen vat', 'stalen vaten']],
      fr: [['fût', 'fûts'], ['fût acier', 'fûts acier']],
    },
    short: { en: ['drs', 'DRS'] },
  },
  bag: {
    code: 'BG',
    words: {
      en: [['bag', 'bags']],
      de: [['Beutel', 'Beutel']],
      nl: [['zak', 'zakken']],
      fr: [['sac', 'sacs']],
    },
    short: { en: ['bgs', 'BAGS'] },
  },
  sack: {
    code: 'SA',
    words: {
      en: [['sack', 'sacks']],
      de: [['Sack', 'Säcke']],
      nl: [['zak', 'zakken']],
      fr: [['sac', 'sacs']],
    },
    short: {},
  },
  bigbag: {
    code: 'JB',
    words: {
      en: [['big bag', 'big bags']],
      de: [['Big Bag', 'Big Bags']],
      nl: [['big bag', 'big bags']],
      fr: [['big bag', 'big bags']],
    },
    short: {},
  },
  ibc: {
    code: 'WA',
    words: {
      en: [['IBC', 'IBCs']],
      de: [['IBC-Container', 'IBC-Container']],
      nl: [['IBC', "IBC's"]],
      fr: [['GRV', 'GRV']],
    },
    short: {},
  },
  roll: {
    code: 'RO',
    words: {
      en: [['roll', 'rolls']],
      de: [['Rolle', 'Rollen']],
      nl: [['rol', 'rollen']],
      fr: [['rouleau', 'rouleaux']],
    },
    short: { en: ['rls'] },
  },
  reel: {
    code: 'RL',
    words: {
      en: [['reel', 'reels'], ['cable drum', 'cable drums']],
      de: [['Trommel', 'Trommeln'], ['Kabeltrommel', 'Kabeltrommeln']],
      nl: [['haspel', 'haspels']],
      fr: [['touret', 'tourets']],
    },
    short: {},
  },
  bundle: {
    code: 'BE',
    words: {
      en: [['bundle', 'bundles']],
      de: [['Bund', 'Bunde']],
      nl: [['bundel', 'bundels']],
      fr: [['botte', 'bottes']],
    },
    short: { en: ['bdl', 'bdls'] },
  },
  pail: {
    code: 'PL',
    words: {
      en: [['pail', 'pails']],
      de: [['Eimer', 'Eimer']],
      nl: [['emmer', 'emmers']],
      fr: [['seau', 'seaux']],
    },
    short: {},
  },
  keg: {
    code: 'KG',
    words: {
      en: [['keg', 'kegs']],
      de: [['Keg', 'Kegs']],
      nl: [['fust', 'fusten']],
      fr: [['fût', 'fûts']],
    },
    short: {},
  },
  package: {
    code: 'PK',
    words: {
      en: [['package', 'packages']],
      de: [['Packstück', 'Packstücke']],
      nl: [['collo', 'colli']],
      fr: [['colis', 'colis']],
    },
    short: { en: ['pkg', 'pkgs'] },
  },
  jerrycan: {
    code: 'JC',
    words: {
      en: [['jerrycan', 'jerrycans']],
      de: [['Kanister', 'Kanister']],
      nl: [['jerrycan', 'jerrycans']],
      fr: [['bidon', 'bidons']],
    },
    short: {},
  },
};

/** Units of quantity as printed in each language. */
export const UNITS: Readonly<Record<UnitKind, Readonly<Record<Lang, readonly string[]>>>> = {
  pcs: {
    en: ['pcs', 'PCS', 'pc', 'EA', 'units'],
    de: ['Stk', 'Stk.', 'Stück', 'St.'],
    nl: ['st', 'st.', 'stuks', 'stk'],
    fr: ['pce', 'pcs', 'pièces', 'u.'],
  },
  kg: { en: ['kg', 'KGS', 'KG'], de: ['kg'], nl: ['kg'], fr: ['kg'] },
  m: { en: ['m', 'mtr', 'M'], de: ['m', 'lfm'], nl: ['m', 'mtr'], fr: ['m', 'ml'] },
  l: { en: ['L', 'ltr', 'litres'], de: ['l', 'Ltr.', 'L'], nl: ['l', 'liter', 'ltr'], fr: ['l', 'L', 'litres'] },
  m2: { en: ['m2', 'sqm', 'm²'], de: ['m²', 'qm'], nl: ['m²', 'm2'], fr: ['m²', 'm2'] },
  pair: { en: ['pairs', 'prs', 'PR'], de: ['Paar', 'Pa.'], nl: ['paar', 'pr'], fr: ['paires', 'pr'] },
  set: { en: ['set', 'sets'], de: ['Satz', 'Set'], nl: ['set', 'sets'], fr: ['jeu', 'lot'] },
};
