/** Mass units as printed on invoices and packing lists, and their conversion to kilograms (DE 6/1, 6/5). */
export type MassUnit = 'g' | 'kg' | 'lb' | 't';

const KILOGRAMS: Readonly<Record<MassUnit, number>> = { g: 0.001, kg: 1, lb: 0.45359237, t: 1000 };

// UN/ECE rec. 20 codes (KGM, GRM, LBR, TNE) appear in ERP exports beside the usual abbreviations.
const UNITS: ReadonlyArray<readonly [RegExp, MassUnit]> = [
  [/^(?:kg|kgs|kilo|kilos|kilogram|kilograms|kilogramme|kilogrammes|kilogramm|kgm)$/, 'kg'],
  [/^(?:g|gr|grs|gram|grams|gramme|grammes|gramm|grm)$/, 'g'],
  [/^(?:lb|lbs|pound|pounds|lbr)$/, 'lb'],
  [/^(?:t|to|ton|tons|tonne|tonnes|tne|mt)$/, 't'],
];

/** "kg", "KGS", "lbs", "Tonnes" → the unit; undefined for anything else. */
export const parseMassUnit = (text: string): MassUnit | undefined => {
  const word = text.trim().toLowerCase().replace(/\.$/, '');
  return UNITS.find(([pattern]) => pattern.test(word))?.[1];
};

/** The mass in kilograms, rounded to the gram's thousandth so 2.2 lb does not print 0.99790321. */
export const toKilograms = (value: number, unit: MassUnit): number =>
  Math.round(value * KILOGRAMS[unit] * 1e6) / 1e6;

/** The mass unit a column header names: "Net weight (lbs)", "Gross kg", "Poids net [kg]". */
export const massUnitInHeader = (header: string): MassUnit | undefined => {
  for (const word of header.toLowerCase().split(/[^a-z]+/)) {
    if (word.length === 0 || word === 't') continue;
    const unit = parseMassUnit(word);
    if (unit) return unit;
  }
  return undefined;
};
