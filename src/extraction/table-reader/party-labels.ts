/** Who a party label names: the side that sells and sends, or the side that buys and receives. */
export type PartyRole = 'seller' | 'buyer';

export interface PartyLabel {
  readonly role: PartyRole;
  /** Lower first: "Buyer" over "Consignee" over "Ship to" when a document prints several. */
  readonly rank: number;
  /** Where the label ends in the folded cell text. */
  readonly end: number;
}

// Folded (lower case, accents off). Each group one rank; the words a person would print as the
// title of an address block on an invoice, a packing list or a customs form.
const LABELS: readonly (readonly [PartyRole, number, string])[] = [
  [
    'seller',
    0,
    'seller|vendor|sold by|verkoper|verkocht door|vendeur|vendu par|verkaufer|verkauft von',
  ],
  [
    'seller',
    1,
    'exporter|exporteur|exportateur|ausfuhrer|expediteur\\s*/\\s*exportateur|shipper\\s*/\\s*exporter',
  ],
  [
    'seller',
    2,
    'shipper|consignor|sender|supplier|afzender|verzender|leverancier|expediteur|fournisseur|absender|versender|lieferant|from|crediteur|creditor|kreditor|creancier',
  ],
  [
    'buyer',
    0,
    'buyer|sold to|bill to|billed to|invoice to|invoiced to|customer|client|koper|klant|gefactureerd aan|factuuradres|acheteur|facture a|facturer a|adresse de facturation|kaufer|kunde|rechnungsempfanger|rechnungsadresse|rechnungsanschrift|rechnung an',
  ],
  [
    'buyer',
    1,
    'importer|importeur|importateur|einfuhrer|besteller|auftraggeber|afnemer|debiteur|debtor|debitor',
  ],
  [
    'buyer',
    2,
    'consignee|geadresseerde|ontvanger|destinataire|empfanger|warenempfanger|leistungsempfanger|ship to|shipped to|deliver to|delivery address|afleveradres|leveringsadres|adresse de livraison|lieu de livraison|livrer a|livre a|lieferadresse|lieferanschrift|to',
  ],
];

// What may follow a label in its cell: a colon, an aside "(complete name and address)", the
// words "name and address", or nothing. "Customer no." or "Client VAT" are other fields.
const TAIL =
  '\\s*(?:\\([^)]*\\)\\s*)?(?:(?:name|naam|nom|name)?\\s*(?:(?:and|&|en|et|und)\\s*)?(?:full\\s+)?(?:address|adres|adresse|anschrift)\\s*)?(?:\\([^)]*\\)\\s*)?[:.]?';
const PATTERNS = LABELS.map(([role, rank, words]) => ({
  role,
  rank,
  pattern: new RegExp(`^(?:\\d{1,2}[.)]?\\s*)?(?:${words})${TAIL}(?=\\s|$)`),
}));
// Conditional titles of customs forms rank below every other: "Importer (if other than consignee)".
const CONDITIONAL =
  /\b(?:if\s+other|if\s+different|indien\s+anders|si\s+autre|si\s+different|falls\s+abweichend|wenn\s+abweichend)\b/;
// A label that names a field of the party, not the party: "Customer no.", "Client VAT".
const FIELD_AFTER =
  /^\s*(?:no\b|nr\b|n°|number|nummer|numero|id\b|code|ref|vat|btw|tva|ust|account|order|reference|referentie|service|care|support|signature|handtekening)/;

/** The party label a cell starts with, if any (the cell's text folded). */
export const partyLabelAt = (folded: string): PartyLabel | undefined => {
  for (const { role, rank, pattern } of PATTERNS) {
    const match = pattern.exec(folded);
    if (!match) continue;
    const rest = folded.slice(match[0].length);
    if (FIELD_AFTER.test(rest)) continue;
    // A label ends its cell, takes a colon, or is followed by its translation
    // ("Consignee / Destinataire"); "Lieferant GmbH" is a name that starts like a label.
    const translated = /^\s*\/\s*/.exec(rest);
    const ended = rest.trim() === '' || match[0].trimEnd().endsWith(':') || /^\s*:/.test(rest);
    if (!ended && !(translated && partyLabelAt(rest.slice(translated[0].length))?.role === role))
      continue;
    // "To" and "From" alone are labels only with a colon: they start too many sentences.
    if (/^(?:to|from)\b/.test(match[0]) && !match[0].includes(':')) continue;
    const conditional = CONDITIONAL.test(folded);
    return { role, rank: conditional ? 9 : rank, end: match[0].length };
  }
  return undefined;
};
