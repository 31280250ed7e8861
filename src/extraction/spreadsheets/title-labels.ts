import { foldAccents, matchHeader } from '../text-values/index.ts';
import { isFieldLabel } from '../table-reader/field-labels.ts';
import { partyLabelAt } from '../table-reader/party-labels.ts';

/** What a title-block label names; `netOrMass`/`grossOrMass` are "Totaal netto", "Summe brutto". */
export type TitleField =
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'currency'
  | 'incoterm'
  | 'netAmount'
  | 'vatAmount'
  | 'totalAmount'
  | 'goodsAmount'
  | 'netOrMass'
  | 'grossOrMass'
  | 'totalNetMass'
  | 'totalGrossMass'
  | 'totalPackages'
  | 'shippingMarks'
  | 'identification';

export interface TitleLabel {
  readonly field: TitleField;
  /** Lower first: "Invoice date" over a bare "Date". */
  readonly rank: number;
  /** The value printed after the label in the same cell ("Factuurnummer: F26/0093"), if any. */
  readonly rest?: string;
}

const RATE = '(?:\\d{1,2}(?:[.,]\\d{1,2})?\\s*%)';
const VAT =
  '(?:vat|v\\.a\\.t\\.|btw|b\\.t\\.w\\.|tva|t\\.v\\.a\\.|mwst\\.?|ust\\.?|umsatzsteuer|mehrwertsteuer|sales\\s+tax|tax)';
const ID =
  '(?:id\\.?|no\\.?|nr\\.?|n°|number|nummer|numero|idnr\\.?|id\\s*-?\\s*nr\\.?|reg\\.?\\s*no\\.?)';
const OWNER =
  '(?:(?:your|uw|votre|ihre|our|onze|notre|unsere|customer|client|klant|kunde|buyer|koper|acheteur|kaufer)\\s+)?';
const PACKS =
  '(?:packages|pkgs\\.?|packs|cartons|ctns|boxes|pallets|colli|coli|collis|colis|packstucke|packstuck)';
const TOTAL_OF = '(?:(?:total|totaal|gesamt|summe|grand\\s+total)\\s*)?';

// Folded (lower case, accents off), in EN, NL, FR and DE; [field, rank, words].
// prettier-ignore
const LABELS: readonly (readonly [TitleField, number, string])[] = [
  ['invoiceNumber', 0, 'invoice\\s*(?:no|nr|number|num|nbr|n°|#)\\.?|inv\\.?\\s*(?:no|nr|#)\\.?|factuur\\s*-?\\s*(?:nummer|nr|no|n°)\\.?|(?:n°|no|nr|numero|num\\.?)\\s*(?:de\\s+)?(?:la\\s+)?facture|facture\\s*(?:n°|no|nr|numero)\\.?|rechnungs?\\s*-?\\s*(?:nummer|nr|no)\\.?'],
  ['invoiceNumber', 1, 'invoice|factuur|facture|rechnung'],
  ['invoiceDate', 0, 'invoice\\s*date|date\\s+of\\s+invoice|factuur\\s*datum|date\\s+(?:de\\s+(?:la\\s+)?)?factur(?:e|ation)|rechnungs\\s*-?\\s*datum|datum\\s+(?:der\\s+)?rechnung'],
  ['invoiceDate', 1, 'date|datum'],
  ['currency', 0, 'currency|valuta|devise|monnaie|wahrung|munt'],
  ['incoterm', 0, 'incoterms?(?:\\s*(?:19|20)\\d\\d)?|delivery\\s+(?:terms|conditions)|terms\\s+of\\s+delivery|leverings?\\s*(?:voorwaarden|condities)|conditions?\\s+de\\s+livraison|liefer\\s*(?:bedingungen|konditionen)'],
  ['incoterm', 1, 'delivery|levering|livraison|lieferung|terms|conditions|voorwaarden'],
  ['netAmount', 0, `sub\\s*-?\\s*total|subtotaal|sous\\s*-?\\s*total|zwischensumme|total\\s+h\\.?t\\.?|montant\\s+h\\.?t\\.?|total\\s+hors\\s+taxes?|total\\s+(?:excl|excluding|ex|before|without)\\.?\\s*${VAT}|net\\s+(?:amount|total|value)|goods\\s+(?:total|value)|total\\s+goods(?:\\s+value)?|taxable\\s+amount|totaal\\s+(?:excl|exclusief|zonder)\\.?\\s*btw|netto\\s*bedrag|maatstaf\\s+van\\s+heffing|base\\s+(?:imposable|h\\.?t\\.?)|netto\\s*betrag|summe\\s+netto|netto\\s*summe|warenwert|gesamt\\s*netto|rechnungsbetrag\\s+netto`],
  ['vatAmount', 0, `(?:(?:total|totaal|montant(?:\\s+de\\s+la)?|summe|plus|zzgl\\.?|\\+)\\s*)?(?:${RATE}\\s*)?${VAT}(?:\\s*-?\\s*(?:amount|bedrag|betrag))?(?:\\s*\\(?${RATE}\\)?)?`],
  ['totalAmount', 0, `total\\s+(?:due|payable|to\\s+pay|amount(?:\\s+due)?|invoice(?:\\s+(?:amount|value))?|incl\\.?(?:uding)?\\s*${VAT}|inc\\.?\\s*${VAT}|t\\.?t\\.?c\\.?|a\\s+payer)|amount\\s+(?:due|payable)|balance\\s+due|grand\\s+total|invoice\\s+(?:total|amount|value)|montant\\s+(?:total\\s+)?(?:t\\.?t\\.?c\\.?|a\\s+payer)|net\\s+a\\s+payer|a\\s+payer|(?:totaal\\s+)?te\\s+betalen|totaal\\s+incl\\.?(?:usief)?\\s*btw|factuur\\s*(?:totaal|bedrag)|totaal\\s*bedrag|gesamt\\s*(?:betrag|summe)|rechnungs\\s*(?:betrag|summe)|endbetrag|zahlbetrag|zu\\s+zahlen(?:der\\s+betrag)?|brutto\\s*betrag`],
  ['goodsAmount', 1, 'total|totaal|totale|totaux|summe|gesamt|montant\\s+total|total\\s+general'],
  ['netOrMass', 1, `${TOTAL_OF}(?:net|netto)`],
  ['grossOrMass', 1, `${TOTAL_OF}(?:gross|bruto|brutto|brut)`],
  ['totalNetMass', 0, `${TOTAL_OF}(?:nett?\\s+(?:weight|wt\\.?|mass)|netto\\s*-?\\s*gewicht|nettogewicht|gesamtnettogewicht|poids\\s+net|masse\\s+nette|nettomasse|n\\.\\s*w\\.)(?:\\s+total)?|total\\s+poids\\s+net`],
  ['totalGrossMass', 0, `${TOTAL_OF}(?:gross\\s+(?:weight|wt\\.?|mass)|bruto\\s*-?\\s*gewicht|brutogewicht|brutto\\s*-?\\s*gewicht|bruttogewicht|gesamtbruttogewicht|poids\\s+brut|masse\\s+brute|rohmasse|g\\.\\s*w\\.)(?:\\s+total)?|total\\s+poids\\s+brut`],
  ['totalGrossMass', 1, `${TOTAL_OF}(?:weight|gewicht|poids)(?:\\s+total)?|gesamtgewicht|poids\\s+total`],
  ['totalPackages', 0, `${TOTAL_OF}(?:(?:number|no\\.?|nr\\.?)\\s+of\\s+)?${PACKS}|aantal\\s+(?:colli|pakken|dozen|kartons)|nombre\\s+(?:total\\s+)?(?:de\\s+)?colis|(?:gesamt\\s*)?anzahl\\s*(?:der\\s+)?(?:packstucke|colli|kolli)`],
  ['shippingMarks', 0, '(?:shipping\\s+)?marks(?:\\s*(?:&|and|\\+)\\s*(?:numbers|nos?\\.?|nrs?\\.?))?|(?:verzend)?merken(?:\\s+en\\s+nummers)?|marques(?:\\s+et\\s+(?:numeros|nos?\\.?))?|markierung(?:en)?|versandmarkierung|zeichen(?:\\s+und\\s+nummern)?'],
  ['identification', 0, `${OWNER}eori(?:\\s*-?\\s*${ID})?`],
  ['identification', 1, `${OWNER}(?:${VAT}\\s*-?\\s*${ID}|ust\\s*-?\\s*id(?:\\s*-?\\s*nr\\.?)?|ondernemingsnummer|(?:n°|numero)\\s+(?:de\\s+)?tva|tva\\s+intracom(?:munautaire)?)`],
];
const PATTERNS = LABELS.map(([field, rank, words]) => ({
  field,
  rank,
  weak: rank === 1 && field === 'invoiceNumber',
  // A label ends where a word does: "coli" is no label inside "colis".
  pattern: new RegExp(`^(?:${words})(?![a-z0-9])`),
}));
// After a label: an aside ("(kg)", "(EUR)"), then nothing, or a colon and the value.
const LABEL_ONLY = /^\s*(?:\([^)]*\))?\s*:?\s*$/;
const WITH_VALUE = /^\s*(?:\([^)]*\))?\s*[:#]\s*(\S[\s\S]*)$/;

/**
 * Every field a cell's text labels, longest label first, with the value the cell itself holds
 * after it. A label must fill the cell or end at a colon: "Invoice no." and "Invoice no.:
 * INV-17" are labels, "Invoice no. reminder" is not. "Invoice" alone labels only with a colon.
 */
export const titleLabelsAt = (text: string): TitleLabel[] => {
  // "Incoterms® 2020": the sign is no part of any label.
  const original = text.normalize('NFC').replace(/[®™]/g, '').trim();
  const folded = foldAccents(original);
  // Folding keeps lengths for composed text; where it does not, a value is found after the colon.
  const same = folded.length === original.length;
  const found: (TitleLabel & { readonly length: number })[] = [];
  for (const { field, rank, weak, pattern } of PATTERNS) {
    const match = pattern.exec(folded)?.[0];
    if (!match) continue;
    const after = folded.slice(match.length);
    if (LABEL_ONLY.test(after) && (!weak || after.includes(':'))) {
      found.push({ field, rank, length: match.length });
      continue;
    }
    const valued = WITH_VALUE.exec(same ? original.slice(match.length) : '');
    const dotted = /[.°#]$/.test(match) && /^\s+\S/.test(after);
    const rest = valued?.[1] ?? (dotted && same ? original.slice(match.length) : undefined);
    if (rest?.trim()) found.push({ field, rank, length: match.length, rest: rest.trim() });
  }
  return found.sort((a, b) => b.length - a.length).map(({ length: _length, ...label }) => label);
};

/**
 * A cell that names a field rather than holds a value: never taken as one. Goods column headers,
 * party titles, the labels above and those of other fields ("Order no.", "Page") count, as does
 * any text ending in a colon.
 */
export const isLabelCell = (text: string): boolean => {
  const trimmed = text.trim();
  if (trimmed.endsWith(':')) return true;
  const folded = foldAccents(trimmed);
  if (titleLabelsAt(trimmed).some((label) => label.rest === undefined)) return true;
  const party = partyLabelAt(folded);
  if (party && !folded.slice(party.end).trim()) return true;
  if (matchHeader(trimmed, { exact: true })) return true;
  return isFieldLabel(folded) && !/\d/.test(trimmed);
};
