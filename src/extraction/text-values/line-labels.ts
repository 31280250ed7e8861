import { foldAccents } from './month-names.ts';

/**
 * Labels that make a table row something other than a goods line: a total, or a charge that is
 * part of the invoice but no goods (freight, insurance, a discount, packing costs), which customs
 * value treats apart (UCC art. 70-72; DE 4/9 additions and deductions).
 */
export type ChargeKind = 'freight' | 'insurance' | 'discount' | 'packing' | 'other';

const TOTAL =
  /^(?:(?:grand|sub|invoice|net|goods|factuur)\s*-?\s*)?(?:total|totaal|totale|totaux|totalbetrag|gesamt|gesamtbetrag|summe|zwischensumme|subtotaal|sous-total|montant total)\b|^(?:nettobetrag|nettosumme|netto\s*summe|rechnungssumme|rechnungsbetrag|bruttobetrag|endbetrag|net\s+amount|amount\s+due|balance\s+due|montant\s+(?:ht|ttc|net)|net\s+a\s+payer|te\s+betalen|maatstaf\s+van\s+heffing)\b/;

/** "Total", "Totaal excl. BTW", "Sous-total", "Summe", "Grand total": a totals row. */
export const isTotalLabel = (label: string): boolean => TOTAL.test(foldAccents(label).trim());

const COST = '(?:\\s*(?:costs?|charges?|fees?|kosten|frais|cost|gebuhr|gebuhren|pauschale))?';
const CHARGES: ReadonlyArray<readonly [RegExp, ChargeKind]> = [
  [
    /^(?:freight|shipping|carriage|transport|delivery|vracht|vrachtkosten|verzending|verzendkosten|fret|port|frais de (?:port|transport|livraison)|fracht|versand|transportkosten|versandkosten|frachtkosten|lieferkosten)\b/,
    'freight',
  ],
  [/^(?:insurance|verzekering|assurance|versicherung)\b/, 'insurance'],
  [/^(?:discount|korting|remise|rabatt|skonto|rebate|ristourne)\b/, 'discount'],
  // Packing only as a whole label ("Packing", "Verpakkingskosten"): "Packing tape" is goods.
  [
    new RegExp(
      `^(?:packing|packaging|verpakking|emballage|verpackung)${COST}$|^verpakkingskosten$`,
    ),
    'packing',
  ],
];

/** The kind of charge a row's label names, or undefined for a goods line. */
export const chargeKind = (label: string): ChargeKind | undefined => {
  const folded = foldAccents(label)
    .replace(/[^a-z0-9 -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return CHARGES.find(([pattern]) => pattern.test(folded))?.[1];
};
