import type { ExtractedParty } from '../extracted.ts';
import { countryOfName, foldAccents } from '../text-values/index.ts';
import { isFieldLabel } from './field-labels.ts';
import { foundIn, type Place } from './found-words.ts';
import { cellOf, wordsAfter, type Cell } from './line-cells.ts';

type Party = { -readonly [K in keyof ExtractedParty]: ExtractedParty[K] };

// VAT numbers of the EU (prefix and 8 to 12 digits or letters, Dutch "B01" and Norway's "MVA"
// included) and EORI numbers (prefix and up to 15), dots and spaces allowed as printed:
// "BE 0403.000.158", "NL318825107.B01".
// The Swiss UID ("CHE-888.499.973 MWST") is Switzerland's VAT and trader number.
const SWISS_UID = /\b(CHE)[-\s]?(\d{3}\.?\d{3}\.?\d{3})\b/;
const IDENTIFICATION =
  /\b([A-Z]{2})[\s.-]?((?:\d[\d.\s]{6,14}\d)(?:[.\s]?B[.\s]?\d{2}|\s?MVA)?|U\d{8}|[0-9A-Z]{2}\d{7,13}|\d{2}[A-Z0-9]{8,13})\b/;
const IDENTIFICATION_LABEL =
  /\b(?:vat|btw|tva|ust|ust-?id(?:nr)?|uid|mwst|eori|tax\s*id|n[°o]\s*tva|ondernemingsnummer|enterprise\s*no)\b/i;
// Lines of an address block that are no part of the address.
const CONTACT =
  /^(?:tel|tél|phone|fon|telefon|telefoon|gsm|mobile?|fax|e-?mail|mail|web|www|http|iban|bic|swift|bank|attn|att\.?|contact|z\.?\s?hd|t\.?\s?a\.?\s?v|a l'attention|kvk|kbo|rpr|rcs|siret|siren|hrb|hra|amtsgericht|registered|reg\.|company\s*no|ust|customer\s*no|client\s*no|klantnummer|kundennummer|n° client)\b|@|www\.|https?:/i;
// Words a form prints where the value goes: never a value themselves.
const CAPTION =
  /^\(?(?:company\s+name|company\s+address|name|address|name\s+and\s+address|complete\s+name\s+and\s+address|naam|adres|nom|adresse|anschrift|firma|raison\s+sociale)\)?:?$/i;

// Postcode and city in the ways of the countries Belgian brokers see most.
const POSTCODE_CITY: readonly RegExp[] = [
  // NL: "3011 AB Rotterdam"
  /^(?:NL[-\s])?(?<postcode>\d{4}\s?[A-Z]{2})\s+(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}])$/u,
  // BE, DE, FR, AT, CH, IT, ES, DK, ...: "2000 Antwerpen", "B-2000 Antwerpen", "D-70173 Stuttgart"
  /^(?:(?<prefix>[A-Z]{1,3})[-\s])?(?<postcode>\d{4,5})\s+(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}.])(?:\s*\(?(?:cedex)?\s*\d*\)?)?$/u,
  // UK: "London EC1A 1BB", "Manchester, M1 1AE"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}]),?\s+(?<postcode>[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/u,
  // US: "Chicago, IL 60601", "Redmond WA, 98052"; CA: "Toronto, ON M5V 2T6"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}]),?\s+(?<state>[A-Z]{2}),?\s+(?<postcode>\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u,
  // City before a numeric postcode: "Shanghai 200120", "Istanbul 34394", "Milano 20121"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}]),?\s+(?<postcode>\d{5,6})$/u,
];
// A postcode alone on its line (after "North York, ON"): Canada's, the UK's.
const POSTCODE_ALONE = /^(?<postcode>[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/;
const PREFIX_COUNTRY: Readonly<Record<string, string>> = {
  B: 'BE',
  D: 'DE',
  F: 'FR',
  NL: 'NL',
  L: 'LU',
  A: 'AT',
  CH: 'CH',
  I: 'IT',
  E: 'ES',
};

// A street line can look like a postcode and a city ("1200 Main Street"): its words say it is none.
const STREET =
  /\b(?:street|st\.|str\.|strasse|straße|straat|laan|weg|rue|avenue|ave\.?|road|rd\.?|boulevard|boul\.?|bd\.?|blvd|st|rd|dr|ln|hwy|pkwy|ct|pl|sq|lane|chaussee|chaussée|steenweg|plein|place|platz|allee|gasse|drive|way|suite|floor|unit|building|box|bus|postbus|boite)\b/i;

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

const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[,;:\s]+|[,;\s]+$/g, '')
    .trim();

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
  for (const printed of lines) {
    const line = withoutIdPrefix(printed);
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
    const parsed = postcodeCity(clean(line.text), clean(rest[index - 1]?.text ?? ''));
    if (!parsed) continue;
    cityAt = index;
    party.postcode = foundIn(parsed.postcode, line.words, place, confidence);
    if (parsed.city)
      party.city = foundIn(
        parsed.city,
        parsed.cityFromAbove ? rest[index - 1]!.words : line.words,
        place,
        confidence,
      );
    if (parsed.country)
      party.country = foundIn(parsed.country, line.words, place, confidence * 0.9);
    const streetAt = parsed.cityFromAbove ? index - 2 : index - 1;
    const street = rest[streetAt];
    if (street && streetAt >= 0 && /\d/.test(street.text) && /\p{L}{2}/u.test(street.text))
      party.street = foundIn(clean(street.text), street.words, place, confidence);
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

interface PostcodeCity {
  readonly postcode: string;
  readonly city?: string;
  readonly cityFromAbove?: boolean;
  readonly country?: string;
}

// "Chicago, IL 60607", "Laval, QC H7L 4R9": a state or province and its postcode say the country.
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);
const PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));
const stateCountry = (state: string | undefined, postcode: string): string | undefined => {
  if (state && US_STATES.has(state) && /^\d{5}(?:-\d{4})?$/.test(postcode)) return 'US';
  if (state && PROVINCES.has(state) && /^[A-Z]\d[A-Z]\s?\d[A-Z]\d$/.test(postcode)) return 'CA';
  return undefined;
};

const postcodeCity = (text: string, above: string): PostcodeCity | undefined => {
  // A country may close the line: "2000 Antwerpen, Belgium", "75008 Paris France", "L8J 1V4 CA".
  const words = text.split(' ');
  for (let cut = 0; cut <= Math.min(2, words.length - 1); cut++) {
    const head = clean(words.slice(0, words.length - cut).join(' '));
    const tail = words.slice(words.length - cut).join(' ');
    const country = cut > 0 ? countryOfName(clean(tail)) : undefined;
    if (cut > 0 && !country) continue;
    for (const pattern of POSTCODE_CITY) {
      const groups = pattern.exec(head)?.groups;
      if (!groups?.postcode || !groups.city || countryOfName(groups.city)) continue;
      if (STREET.test(groups.city)) continue;
      const prefixed = groups.prefix
        ? (PREFIX_COUNTRY[groups.prefix] ?? countryOfName(groups.prefix))
        : undefined;
      if (groups.prefix && !prefixed) continue;
      const stated = country ?? prefixed ?? stateCountry(groups.state, groups.postcode);
      return {
        postcode: groups.postcode,
        city: clean(groups.city),
        ...(stated ? { country: stated } : {}),
      };
    }
    const alone = POSTCODE_ALONE.exec(head)?.groups?.postcode;
    if (alone && above && /\p{L}/u.test(above)) {
      const city = clean(above.replace(/,?\s+[A-Z]{2}$/, ''));
      return { postcode: alone, city, cityFromAbove: true, ...(country ? { country } : {}) };
    }
  }
  return undefined;
};
