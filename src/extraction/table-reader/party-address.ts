import type { Word } from '../document-text.ts';
import type { ExtractedParty } from '../extracted.ts';
import { countryOfName, foldAccents } from '../text-values/index.ts';
import { isFieldLabel } from './field-labels.ts';
import { foundIn, textOf, type Place } from './found-words.ts';
import { cellOf, wordsAfter, type Cell } from './line-cells.ts';
import { clean, oneLineAddress, postcodeCity, STREET } from './postcode-city.ts';

type Party = { -readonly [K in keyof ExtractedParty]: ExtractedParty[K] };

// VAT numbers of the EU (prefix and 8 to 12 digits or letters, Dutch "B01" and Norway's "MVA"
// included) and EORI numbers (prefix and up to 15), dots and spaces allowed as printed:
// "BE 0403.000.158", "NL318825107.B01".
// The Swiss UID ("CHE-888.499.973 MWST") is Switzerland's VAT and trader number.
const SWISS_UID = /\b(CHE)[-\s]?(\d{3}\.?\d{3}\.?\d{3})\b/;
const IDENTIFICATION =
  /\b([A-Z]{2})[\s.-]?((?:\d[\d.\s]{6,14}\d)(?:[.\s]?B[.\s]?\d{2}|\s?MVA)?|U\s?\d{8}|[0-9A-Z]{2}\d{7,13}|\d{2}[A-Z0-9]{8,13})\b/;
const IDENTIFICATION_LABEL =
  /\b(?:vat|btw|tva|ust|ust-?id(?:-?nr)?|umsatzsteuer-?id(?:-?nr)?|uid|mwst|eori|tax\s*id|n[°o]\s*tva|ondernemingsnummer|enterprise\s*no)\b/i;
// Lines of an address block that are no part of the address.
const CONTACT =
  /^(?:tel|tél|phone|fon|telefon|telefoon|gsm|mobile?|fax|e-?mail|mail|web|www|http|iban|bic|swift|bank|attn|att\.?|contact|z\.?\s?hd|t\.?\s?a\.?\s?v|a l'attention|kvk|kbo|rpr|rcs|siret|siren|hrb|hra|amtsgericht|registered|reg\.|company\s*no|ust|customer\s*no|client\s*no|klantnummer|kundennummer|n° client)\b|@|www\.|https?:/i;
// Words a form prints where the value goes: never a value themselves.
const CAPTION =
  /^\(?(?:company\s+name|company\s+address|name|address|name\s+and\s+address|complete\s+name\s+and\s+address|naam|adres|nom|adresse|anschrift|firma|raison\s+sociale)\)?:?$/i;

// "Key: value" lines of a party block: the key, up to its colon.
const KEYED = /^([\p{L}][\p{L}.\s/-]{1,30}?)\s*:\s*/u;
const ADDRESS_KEY =
  /^(?:address|adresse|adres|anschrift|street|straat|strasse|straße|rue|postcode|post code|zip|plz|code postal|postal code|city|town|stadt|ort|plaats|ville|country|land|pays)$/i;

const withoutKey = (line: Cell, length: number): Cell | undefined => {
  const words = wordsAfter(line, length);
  return words.length > 0 ? cellOf(words) : undefined;
};

// "EORI: DE5187750", "EORI-Nummer DE5187750", "N° EORI FR…": the code in capitals after it.
const EORI =
  /\b(?:EORI|Eori|eori)(?:[\s:.#-]*(?:[Nn]ummer|[Nn]umber|[Nn]o|[Nn]r|n°|[Nn]um[ée]ro))?[\s:.#-]*([A-Z]{2}(?=[A-Z0-9]*\d)[A-Z0-9]{5,15})\b/;

/** A VAT or EORI number in a text, after its label or by its form alone; the EORI's flagged. */
export const numberIn = (text: string) => {
  const eori = EORI.exec(text);
  if (eori) return { value: eori[1]!, printed: eori[0], eori: true };
  const swiss = SWISS_UID.exec(text);
  if (swiss) return { value: `CHE${swiss[2]!.replace(/\./g, '')}`, printed: swiss[0], eori: false };
  if (!IDENTIFICATION_LABEL.test(text) && !/^[A-Z]{2}[\s.-]?\d/.test(text)) return undefined;
  const match = IDENTIFICATION.exec(text);
  return match
    ? { value: `${match[1]}${match[2]!.replace(/[.\s-]/g, '')}`, printed: match[0], eori: false }
    : undefined;
};

const identificationIn = (line: Cell, place: Place, confidence: number) => {
  const number = numberIn(line.text);
  if (!number) return undefined;
  const words = line.words.filter((word) => number.printed.includes(word.text));
  return {
    eori: number.eori,
    found: foundIn(number.value, words.length > 0 ? words : line.words, place, confidence),
  };
};

// Legal forms that end a company's name ("GmbH & Co. KG", "SARL", "B.V.", "Ltd.").
export const LEGAL_FORM =
  /(?:^|\s)(?:gmbh|ag|kg|ohg|ug|bv|b\.v\.|nv|n\.v\.|vof|bvba|sprl|srl|sa|s\.a\.|sarl|s\.a\.r\.l\.|sas|eurl|snc|ltd|limited|llc|inc|plc|corp|co\.|s\.p\.a\.|spa|s\.r\.l\.|a\.s\.|a\.ş\.|oy|ab|aps|kft|s\.l\.|sl)\.?$/i;

const ONLY_LEGAL_FORM =
  /^(?:gmbh|ag|kg|bv|b\.v\.|nv|n\.v\.|sa|s\.a\.|sarl|sas|srl|ltd\.?|llc|inc\.?)$/i;

const wrapsName = (first: Cell, second: Cell) =>
  !/\d/.test(second.text) &&
  second.words.length <= 4 &&
  LEGAL_FORM.test(second.text.trim()) &&
  (!LEGAL_FORM.test(first.text.trim()) || ONLY_LEGAL_FORM.test(second.text.trim()));

// Location and supplier numbers printed before a name: "GLN 4333741000005 Lief-Nr: 549910 …".
const ID_PREFIX =
  /^(?:(?:gln|iln|duns|lief(?:erant(?:en)?)?-?\s?nr\.?|kd\.?-?\s?nr\.?)\s*:?\s*[\w./-]*\d[\w./-]*\s*)+/i;

const withoutIdPrefix = (line: Cell): Cell | undefined => {
  const prefix = ID_PREFIX.exec(line.text);
  return prefix ? withoutKey(line, prefix[0].length) : line;
};

/**
 * An address block read line by line: the name first, then street, postcode and city, country
 * and a VAT or EORI number, each where an address prints it. What does not fit its place is
 * left out rather than put in another field.
 */
export const readAddress = (
  lines: readonly Cell[],
  place: Place,
  confidence: number,
): ExtractedParty => {
  const party: Party = {};
  const address: Cell[] = [];
  let named: Cell | undefined;
  let eori = false;
  for (const printed of lines.flatMap(dotParts)) {
    const line = withoutIdPrefix(beforeRegistration(printed));
    if (!line) continue;
    const number = identificationIn(line, place, confidence);
    if (number) {
      // A declaration wants the EORI: it wins over a VAT number printed beside it.
      if (!party.identification || (number.eori && !eori)) party.identification = number.found;
      eori ||= number.eori;
      continue;
    }
    if (CONTACT.test(line.text.trim()) || CAPTION.test(line.text.trim())) continue;
    // The rest of a label in two languages, wrapped: "Exportateur" over "/ Exporter (name …)".
    if (/^\/\s*\S/.test(line.text) && isFieldLabel(foldAccents(line.text.replace(/^\/\s*/, ''))))
      continue;
    const keyed = KEYED.exec(line.text);
    if (keyed) {
      // "Name: Lieferant GmbH", "Anschrift: Lieferantenstraße 20": the value without its key;
      // another key ("Nummer:", "Steuernummer:") is no part of the address.
      const value = withoutKey(line, keyed[0].length);
      // "Kemalpaşa Cad. No: 112": a street and its house number, no key.
      if (STREET.test(keyed[1]!) && /^\d/.test(value?.text ?? '')) {
        address.push(line);
        continue;
      }
      if (/^(?:name|naam|nom|firma|company|firmenname|raison sociale)/i.test(keyed[1]!)) {
        if (value) named = value;
      } else if (value && ADDRESS_KEY.test(keyed[1]!)) address.push(value);
      continue;
    }
    address.push(line);
  }
  if (named) address.unshift(named);
  const [first, ...others] = address;
  if (!first || /^\d/.test(first.text) || countryOfName(first.text)) return party;
  // A name wrapped in a narrow box: its legal form on the next line ("… Dauphinoise" / "SARL").
  const wrapped = others[0] && wrapsName(first, others[0]);
  const name = wrapped ? cellOf([...first.words, ...others[0]!.words]) : first;
  const rest = wrapped ? others.slice(1) : others;
  if (!/\p{L}{2}/u.test(clean(name.text))) return party;
  party.name = foundIn(clean(name.text), name.words, place, confidence);
  let cityAt = -1;
  for (const [index, line] of rest.entries()) {
    const above = rest[index - 1];
    const parsed = postcodeCity(clean(line.text), clean(above?.text ?? ''));
    // "3 route de Nantes, F-44190 Clisson, France": street, town and country on one line.
    const inLine = parsed ? undefined : oneLineAddress(line.text);
    const found = parsed ?? inLine?.found;
    if (!found) continue;
    cityAt = index;
    party.postcode = foundIn(found.postcode, line.words, place, confidence);
    if (found.city) {
      const words = found.cityFromAbove ? above!.words : line.words;
      party.city = foundIn(found.city, words, place, confidence);
    }
    if (found.country) party.country = foundIn(found.country, line.words, place, confidence * 0.9);
    const street = inLine
      ? inLine.street && { text: inLine.street, words: line.words }
      : streetAbove(rest, found.cityFromAbove ? index - 2 : index - 1);
    if (street) party.street = foundIn(street.text, street.words, place, confidence);
    break;
  }
  for (const line of rest.slice(cityAt + 1)) {
    const country = countryOfName(clean(line.text));
    if (country) {
      party.country = foundIn(country, line.words, place, confidence);
      break;
    }
  }
  return party;
};

/** The line above a postcode and town, when it reads as a street: a number and a word. */
const streetAbove = (lines: readonly Cell[], at: number) => {
  const street = at >= 0 ? lines[at] : undefined;
  return street && /\d/.test(street.text) && /\p{L}{2}/u.test(street.text)
    ? { text: clean(street.text), words: street.words }
    : undefined;
};

// "14 Brunel Way · Wakefield · WF2 7AW · VAT No.: GB 855 5631 05": a letterhead's address and
// numbers on one line, apart by dots or bars, read as the lines they stand for.
const DOT = /^[·|•]$/;
const dotParts = (line: Cell): Cell[] => {
  if (line.words.filter((word) => DOT.test(word.text)).length < 2) return [line];
  const parts: Word[][] = [[]];
  for (const word of line.words)
    if (DOT.test(word.text)) parts.push([]);
    else parts.at(-1)!.push(word);
  return parts.filter((words) => words.length > 0).map(cellOf);
};

// "Papendorpseweg 100, 3528 BJ Utrecht KVK Utrecht: 32147380": the register or bank details a
// letterhead runs on after the address are no part of it.
const REGISTRATION_WORD =
  /^(?:kvk|kbo|rpr|rcs|siret|siren|hrb|hra|iban|bic|swift|tel|tél|fax|e-?mail)[.:]?$/i;
const beforeRegistration = (line: Cell): Cell => {
  const at = line.words.findIndex((word, index) => index > 0 && REGISTRATION_WORD.test(word.text));
  return at > 0 && /\d/.test(textOf(line.words.slice(0, at)))
    ? cellOf(line.words.slice(0, at))
    : line;
};
