import type { ExtractedHeader, ExtractedParty, Found } from '../extracted.ts';
import { addressBlock } from './address-block.ts';
import { BY_LABEL, foundIn, GUESSED } from './found-words.ts';
import type { PageLines } from './label-values.ts';
import { cellsOf, type Cell } from './line-cells.ts';
import { countryOfName, foldAccents } from '../text-values/index.ts';
import { numberIn, readAddress } from './party-address.ts';
import { readIssuer, readLetterBlocks } from './company-block.ts';
import { readWindowAddress } from './window-address.ts';
import { partyLabelAt, type PartyRole } from './party-labels.ts';

// VAT numbers of the EU (country prefix, 8-12 digits or letters) and EORI numbers (prefix, up to 15).
const BUYER_OWNED = /\b(?:your|uw|votre|ihre|customer|client|klant|kunde|buyer|koper|acheteur)\b/i;
const IDENTIFICATION_LABEL =
  /\b(?:vat|btw|tva|ust|ust-?id(?:-?nr)?|umsatzsteuer-?id(?:-?nr)?|mwst|eori|tax\s*id|uid)\b/gi;
// Nothing but the label's own words after it: "EORI number:", "N° EORI :", "USt-IdNr.", or
// the number's country before the line wrapped: "UStIdNr.: DE" over "280042917".
const NUMBER_TO_COME = /^[\p{L}°.\s-]*:?(?:\s*[A-Z]{2})?$/u;

const SAME_AS =
  /^(?:same\s+as|as\s+(?:above|consignee|buyer)|identique|idem|zelfde\s+als|zie\s+|gleich\s+wie|wie\s+(?:oben|empfanger)|siehe\s+)/;

interface Candidate {
  readonly rank: number;
  readonly party: ExtractedParty;
}

/**
 * Seller and buyer by the labels that title their address blocks (EN, NL, FR, DE), each read
 * from the column under or beside its label; where a document prints several ("Buyer" and
 * "Consignee"), the one that names the buyer or seller most directly wins. A VAT number printed
 * elsewhere after its label fills in an identification the blocks lack.
 */
export const readParties = (
  pages: readonly PageLines[],
  document: string,
): Pick<ExtractedHeader, 'seller' | 'buyer'> => {
  const best = new Map<PartyRole, Candidate>();
  for (const { page, lines } of pages)
    lines.forEach((line, at) => {
      for (const cell of cellsOf(line)) {
        const label = partyLabelAt(cell.folded);
        if (!label) continue;
        const held = best.get(label.role);
        if (held && held.rank <= label.rank) continue;
        const block = addressBlock(lines, at, cell, label.end);
        if (!block) continue;
        const party = readAddress(block.lines, { document, page }, BY_LABEL);
        // "Sold to: same as consignee": the party stands under the other label.
        if (party.name && !SAME_AS.test(foldAccents(party.name.value)))
          best.set(label.role, { rank: label.rank, party });
      }
    });
  // Unlabelled: the sender line over an address window, then the company the page repeats.
  const window = pages[0] && readWindowAddress(pages[0].lines, { document, page: pages[0].page });
  // The addressee in the window is who the invoice is for: over a consignee or a ship-to.
  const labelledBuyer = best.get('buyer');
  const buyer: ExtractedParty = {
    ...(labelledBuyer && (labelledBuyer.rank < 2 || !window?.buyer)
      ? labelledBuyer.party
      : window?.buyer),
  };
  const issuer = best.has('seller') ? undefined : readIssuer(pages, document, buyer.name?.value);
  // Nothing labelled, no window: the block that prints the issuer's contact details is the
  // seller's, and the one other block, which does not, the buyer's.
  const letters = readLetterBlocks(pages[0], document).filter(
    (block) => !sameName(block.party, buyer.name ? buyer : undefined),
  );
  const letterhead = letters.find((block) => block.issuer);
  // The sender line names the seller briefly; its letterhead or footer may add the country.
  const seller: ExtractedParty = {
    ...(issuer && sameName(issuer, window?.seller) ? issuer : {}),
    ...(best.get('seller')?.party ?? window?.seller ?? issuer ?? letterhead?.party),
  };
  // Only on a page without any party label: a labelled page's other blocks are ship-to's,
  // notify parties or manufacturers.
  const addressee = best.size === 0 ? letters.filter((block) => !block.issuer) : [];
  if (!buyer.name && letterhead && sameName(letterhead.party, seller) && addressee.length === 1)
    Object.assign(buyer, addressee[0]!.party);
  const numbers = labelledNumbers(pages, document);
  const buyerNumber = buyer.identification ?? numbers.buyer?.value;
  return {
    ...nonEmpty('buyer', { ...buyer, ...(buyerNumber ? { identification: buyerNumber } : {}) }),
    ...nonEmpty('seller', { ...seller, ...sellerNumber(seller, numbers.seller, buyerNumber) }),
  };
};

/**
 * A number printed outside the seller's block is the seller's only when it is not the buyer's,
 * and it replaces a block's VAT number only when it is an EORI.
 */
const sellerNumber = (
  seller: ExtractedParty,
  found: { value: Found<string>; eori: boolean } | undefined,
  buyerNumber: Found<string> | undefined,
): Pick<ExtractedParty, 'identification'> => {
  if (!found || found.value.value === buyerNumber?.value) return {};
  if (seller.identification && !found.eori) return {};
  if (seller.identification && /^[A-Z]{2}\d/.test(seller.identification.value) && found.eori)
    return { identification: found.value };
  return seller.identification ? {} : { identification: found.value };
};

const sameName = (a: ExtractedParty, b: ExtractedParty | undefined) =>
  !!b?.name && a.name?.value.toLowerCase() === b.name.value.toLowerCase();

const nonEmpty = <K extends string>(key: K, party: ExtractedParty) =>
  Object.keys(party).length > 0
    ? ({ [key]: withNumberCountry(party) } as Record<K, ExtractedParty>)
    : {};

/**
 * A party whose address prints no country is in the country that gave its VAT or EORI number
 * ("DE…", "BE…"; Greece's VAT says "EL", the Swiss UID "CHE"): guessed, for the declarant to see.
 */
const withNumberCountry = (party: ExtractedParty): ExtractedParty => {
  const number = party.identification;
  if (party.country || !number) return party;
  const prefix = /^CHE\d/.test(number.value) ? 'CH' : number.value.slice(0, 2).replace('EL', 'GR');
  const rest = number.value.slice(prefix === 'CH' ? 3 : 2);
  const code = (NUMBER_FORMAT[prefix] ?? /^\d{8,15}$/).test(rest)
    ? countryOfName(prefix)
    : undefined;
  return code ? { ...party, country: { ...number, value: code, confidence: GUESSED } } : party;
};

// VAT and EORI numbers as the countries Belgian brokers see most give them: a number that fits
// none ("BE1707 723 123 B01") says nothing of where its holder is.
const NUMBER_FORMAT: Readonly<Record<string, RegExp>> = {
  BE: /^[01]\d{9}$/,
  NL: /^\d{9}(?:B\d{2})?$/,
  DE: /^\d{7,15}$/,
  FR: /^[0-9A-Z]{2}\d{9}$|^\d{14}$/,
  GB: /^\d{9}$|^\d{12}$/,
  LU: /^\d{8}$/,
  AT: /^U\d{8}$/,
  IT: /^\d{11}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  CH: /^\d{9}$/,
};

/**
 * A VAT or EORI number after its label anywhere on the page: the buyer's when the label says it
 * is the customer's ("Uw BTW nummer"), the seller's otherwise, as an invoice prints its issuer's
 * number unlabelled by owner.
 */
const labelledNumbers = (pages: readonly PageLines[], document: string) => {
  const found: Partial<Record<PartyRole, { value: Found<string>; eori: boolean }>> = {};
  for (const { page, lines } of pages)
    lines.forEach((line, row) => {
      let below: Cell[] | undefined;
      const under = (cell: Cell) => {
        below ??= lines[row + 1] ? cellsOf(lines[row + 1]!) : [];
        return below.find((next) => next.left < cell.right && next.right > cell.left);
      };
      for (const cell of cellsOf(line)) {
        const labels = [...cell.text.matchAll(IDENTIFICATION_LABEL)];
        labels.forEach((label, index) => {
          const last = index === labels.length - 1;
          const rest = cell.text.slice(label.index, labels[index + 1]?.index ?? cell.text.length);
          // A label that ends its cell ("· EORI number:") has its number wrapped under it.
          const wrapped = last && NUMBER_TO_COME.test(rest.trim()) ? under(cell) : undefined;
          const number = numberIn(rest) ?? (wrapped && numberIn(`${rest} ${wrapped.text}`));
          if (!number) return;
          // "Customer VAT: BE…" and "USt-IdNr. Kunde BE…": the owner is named before or after.
          const at = label.index + Math.max(0, rest.indexOf(number.printed));
          const owner = cell.text.slice(labels[index - 1]?.index ?? 0, at);
          const role: PartyRole = BUYER_OWNED.test(owner) ? 'buyer' : 'seller';
          const held = found[role];
          if (held && (held.eori || !number.eori)) return;
          const source = wrapped && !numberIn(rest) ? wrapped : cell;
          const words = source.words.filter((word) => number.printed.includes(word.text));
          const value = foundIn(
            number.value,
            words.length > 0 ? words : source.words,
            { document, page },
            BY_LABEL,
          );
          found[role] = { value, eori: number.eori };
        });
      }
    });
  return found;
};

export type { PageLines };
