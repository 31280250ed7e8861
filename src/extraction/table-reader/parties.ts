import type { ExtractedHeader, ExtractedParty } from '../extracted.ts';
import { BY_LABEL, foundIn, GUESSED, textOf } from './found-words.ts';
import { findLabelled, type PageLine } from './label-values.ts';

const SELLER =
  /\b(?:seller|vendor|supplier|shipper|exporter|consignor|verkoper|leverancier|afzender|vendeur|fournisseur|expediteur|exportateur|verkaufer|lieferant|absender|exporteur)\b\s*:?/;
const BUYER =
  /\b(?:buyer|bill\s+to|sold\s+to|customer|consignee|importer|koper|klant|geadresseerde|acheteur|client|destinataire|kaufer|kunde|empfanger|rechnungsempfanger)\b\s*:?/;
// VAT numbers of the EU (country prefix, 8-12 digits or letters) and EORI numbers (prefix, up to 15).
const IDENTIFICATION = /\b([A-Z]{2})\s?((?:\d[\d.\s]{6,13}\d)(?:\s?B\d{2})?|[0-9A-Z]{2}\d{9})\b/;
const BUYER_OWNED = /\b(?:your|uw|votre|ihre|customer|client|klant|kunde|buyer|koper|acheteur)\b/i;
const IDENTIFICATION_LABEL = /\b(?:vat|btw|tva|ust|ust-?id|ustid|mwst|eori|tax\s*id)\b/gi;

/**
 * Seller and buyer, best effort: a name after or under a label that names the party, and a VAT
 * or EORI number after a VAT label: the buyer's when the label says it is the customer's ("Uw
 * BTW nummer"), the seller's otherwise, as an invoice prints its issuer's number unlabelled.
 */
export const readParties = (
  lines: readonly PageLine[],
  document: string,
): Pick<ExtractedHeader, 'seller' | 'buyer'> => {
  const seller: { -readonly [K in keyof ExtractedParty]: ExtractedParty[K] } = {};
  const buyer: typeof seller = {};
  for (const [party, label] of [
    [seller, SELLER],
    [buyer, BUYER],
  ] as const) {
    const [first] = findLabelled(lines, label);
    const words = first && (first.beside.length > 0 ? first.beside : first.under);
    if (first && words && words.length > 0 && !/\d{4,}/.test(textOf(words)))
      party.name = foundIn(textOf(words), words, { document, page: first.at.page }, GUESSED);
  }
  for (const { line, page } of lines) {
    // One visual line may hold both parties' numbers: "VAT: DE… Customer VAT: BE…".
    const labels = [...line.text.matchAll(IDENTIFICATION_LABEL)];
    labels.forEach((label, index) => {
      const rest = line.text.slice(label.index, labels[index + 1]?.index ?? line.text.length);
      const match = IDENTIFICATION.exec(rest);
      if (!match) return;
      const owner = line.text.slice(labels[index - 1]?.index ?? 0, label.index + label[0].length);
      const party = BUYER_OWNED.test(owner) ? buyer : seller;
      if (party.identification) return;
      const value = `${match[1]}${(match[2] ?? '').replace(/[.\s]/g, '')}`;
      const words = line.words.filter((word) => match[0].includes(word.text));
      party.identification = foundIn(value, words, { document, page }, BY_LABEL);
    });
  }
  return {
    ...(Object.keys(seller).length > 0 ? { seller } : {}),
    ...(Object.keys(buyer).length > 0 ? { buyer } : {}),
  };
};
