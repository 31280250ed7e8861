import type { Lang } from '../model.ts';

/** Country names as each language prints them; the first is the usual one, others are variants. */
const NAMES: Readonly<Record<string, Readonly<Record<Lang, readonly string[]>>>> = {
  BE: { en: ['Belgium'], nl: ['België'], fr: ['Belgique'], de: ['Belgien'] },
  NL: {
    en: ['Netherlands', 'The Netherlands'],
    nl: ['Nederland'],
    fr: ['Pays-Bas'],
    de: ['Niederlande'],
  },
  DE: { en: ['Germany'], nl: ['Duitsland'], fr: ['Allemagne'], de: ['Deutschland'] },
  FR: { en: ['France'], nl: ['Frankrijk'], fr: ['France'], de: ['Frankreich'] },
  AT: { en: ['Austria'], nl: ['Oostenrijk'], fr: ['Autriche'], de: ['Österreich'] },
  CH: { en: ['Switzerland'], nl: ['Zwitserland'], fr: ['Suisse'], de: ['Schweiz'] },
  IT: { en: ['Italy'], nl: ['Italië'], fr: ['Italie'], de: ['Italien'] },
  ES: { en: ['Spain'], nl: ['Spanje'], fr: ['Espagne'], de: ['Spanien'] },
  GB: {
    en: ['United Kingdom', 'UK', 'Great Britain'],
    nl: ['Verenigd Koninkrijk'],
    fr: ['Royaume-Uni'],
    de: ['Vereinigtes Königreich', 'Großbritannien'],
  },
  US: {
    en: ['USA', 'United States', 'United States of America'],
    nl: ['Verenigde Staten', 'VS'],
    fr: ['États-Unis', 'USA'],
    de: ['USA', 'Vereinigte Staaten'],
  },
  CN: {
    en: ['China', 'P.R. China', "People's Republic of China"],
    nl: ['China'],
    fr: ['Chine'],
    de: ['China', 'VR China'],
  },
  TR: { en: ['Turkey', 'Türkiye'], nl: ['Turkije'], fr: ['Turquie'], de: ['Türkei'] },
  IN: { en: ['India'], nl: ['India'], fr: ['Inde'], de: ['Indien'] },
  NO: { en: ['Norway'], nl: ['Noorwegen'], fr: ['Norvège'], de: ['Norwegen'] },
  AE: {
    en: ['United Arab Emirates', 'UAE'],
    nl: ['Verenigde Arabische Emiraten'],
    fr: ['Émirats arabes unis'],
    de: ['Vereinigte Arabische Emirate'],
  },
  CA: { en: ['Canada'], nl: ['Canada'], fr: ['Canada'], de: ['Kanada'] },
  MA: { en: ['Morocco'], nl: ['Marokko'], fr: ['Maroc'], de: ['Marokko'] },
  JP: { en: ['Japan'], nl: ['Japan'], fr: ['Japon'], de: ['Japan'] },
  VN: { en: ['Vietnam', 'Viet Nam'], nl: ['Vietnam'], fr: ['Viêt Nam'], de: ['Vietnam'] },
  PL: { en: ['Poland'], nl: ['Polen'], fr: ['Pologne'], de: ['Polen'] },
};

/** The letters printed before a postcode in the older European style ("D-70173"). */
export const POSTCODE_PREFIX: Readonly<Record<string, string>> = {
  BE: 'B',
  NL: 'NL',
  DE: 'D',
  FR: 'F',
  AT: 'A',
  CH: 'CH',
  IT: 'I',
  ES: 'E',
  NO: 'N',
};

export const countryName = (code: string, lang: Lang, variant = 0): string => {
  const names = NAMES[code]?.[lang];
  if (!names || names.length === 0) throw new Error(`no ${lang} name for country ${code}`);
  return names[variant % names.length] ?? names[0] ?? code;
};

export const countryVariants = (code: string, lang: Lang): number => NAMES[code]?.[lang].length ?? 1;

export const EU = new Set(['BE', 'NL', 'DE', 'FR', 'AT', 'IT', 'ES', 'PL']);

export const VAT_RATE: Readonly<Record<string, number>> = {
  BE: 21,
  NL: 21,
  DE: 19,
  FR: 20,
  AT: 20,
};

/** Belgian cities as other languages name them. */
const EXONYMS: Readonly<Record<string, Readonly<Partial<Record<Lang, string>>>>> = {
  Antwerpen: { en: 'Antwerp', fr: 'Anvers', de: 'Antwerpen', nl: 'Antwerpen' },
  Gent: { en: 'Ghent', fr: 'Gand', de: 'Gent', nl: 'Gent' },
  Brussel: { en: 'Brussels', fr: 'Bruxelles', de: 'Brüssel', nl: 'Brussel' },
  Liège: { en: 'Liège', fr: 'Liège', de: 'Lüttich', nl: 'Luik' },
  Zeebrugge: { en: 'Zeebrugge', fr: 'Zeebrugge', de: 'Zeebrügge', nl: 'Zeebrugge' },
  London: { en: 'London', fr: 'Londres', de: 'London', nl: 'Londen' },
  Brugge: { en: 'Bruges', fr: 'Bruges', de: 'Brügge', nl: 'Brugge' },
  Mechelen: { en: 'Mechelen', fr: 'Malines', de: 'Mecheln', nl: 'Mechelen' },
  Kortrijk: { en: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk', nl: 'Kortrijk' },
  Rotterdam: { en: 'Rotterdam', fr: 'Rotterdam', de: 'Rotterdam', nl: 'Rotterdam' },
};

export const placeName = (place: string, lang: Lang): string => EXONYMS[place]?.[lang] ?? place;
