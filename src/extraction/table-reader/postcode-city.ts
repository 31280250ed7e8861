import { countryOfName } from '../text-values/index.ts';

// Postcode and city in the ways of the countries Belgian brokers see most.
const POSTCODE_CITY: readonly RegExp[] = [
  // NL: "3011 AB Rotterdam", "1234 AB, Aadorp"
  /^(?:NL[-\s])?(?<postcode>\d{4}\s?[A-Z]{2}),?\s+(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}])$/u,
  // BE, DE, FR, AT, CH, IT, ES, DK, ...: "2000 Antwerpen", "B-2000 Antwerpen", "D-70173 Stuttgart"
  /^(?:(?<prefix>[A-Z]{1,3})[-\s])?(?<postcode>\d{4,5})\s+(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}.])(?:\s*\(?(?:cedex)?\s*\d*\)?)?$/u,
  // UK: "London EC1A 1BB", "Manchester, M1 1AE"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}]),?\s+(?<postcode>[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/u,
  // US: "Chicago, IL 60601", "Redmond WA, 98052"; CA: "Toronto, ON M5V 2T6"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}]),?\s+(?<state>[A-Z]{2}),?\s+(?<postcode>\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u,
  // CA with the province written out: "Laval (Québec) H7L 4R9"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}])\s+\((?<province>[\p{L}][\p{L}'.\- ]*[\p{L}])\)\s+(?<postcode>[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/u,
  // City before a numeric postcode: "Shanghai 200120", "Istanbul 34394", "Coimbatore - 641004"
  /^(?<city>[\p{L}][\p{L}'.\- ]*[\p{L}])(?:,?\s+|\s+[-–]\s+)(?<postcode>\d{5,6})$/u,
];
// A postcode alone on its line (after "North York, ON"): Canada's, the UK's.
const POSTCODE_ALONE = /^(?<postcode>[A-Z]\d[A-Z]\s?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/;
const CANADIAN = /^[A-Z]\d[A-Z]\s?\d[A-Z]\d$/;
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
// Turkish addresses abbreviate theirs: "Kemalpaşa Cad. No: 112", "Atatürk Mah.", "Gül Sok.".
export const STREET =
  /\b(?:street|st\.|str\.|strasse|straße|straat|laan|weg|rue|avenue|ave\.?|road|rd\.?|boulevard|boul\.?|bd\.?|blvd|st|rd|dr|ln|hwy|pkwy|ct|pl|sq|lane|chaussee|chaussée|steenweg|plein|place|platz|allee|gasse|drive|way|suite|floor|unit|building|box|bus|postbus|boite|cad|caddesi|sok|sokak|mah|mahallesi|plot|lot)\b/i;

export interface PostcodeCity {
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
const stateCountry = (
  groups: Readonly<Record<string, string | undefined>>,
  postcode: string,
): string | undefined => {
  const { state, province } = groups;
  if (state && US_STATES.has(state) && /^\d{5}(?:-\d{4})?$/.test(postcode)) return 'US';
  if (state && PROVINCES.has(state) && CANADIAN.test(postcode)) return 'CA';
  // Canada's postcodes have a form of their own; a province in brackets beside one says Canada.
  if (province && CANADIAN.test(postcode)) return 'CA';
  return undefined;
};

// An address line is short; a longer text is none, and is not searched through.
const MAX_ADDRESS_LINE = 200;

// A region after the postcode and city: "Ningbo 315800, Zhejiang", "11300 Bozüyük / Bilecik".
// A region is a word or three; a longer run is more of the street ("Jebel Ali Free Zone South").
const REGION =
  /^(?<head>.*\d.*?)(?:\s*,\s*|\s+\/\s+)(?<region>[\p{L}][\p{L}'.-]{1,20}(?:\s[\p{L}][\p{L}'.-]{0,20}){0,2})$/u;

/** Spaces made single, the commas and colons at either end gone. */
export const clean = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[,;:\s]+|[,;\s]+$/g, '')
    .trim();

/** Postcode and city of one printed line, and the country where the line or its form says it. */
export const postcodeCity = (text: string, above: string): PostcodeCity | undefined => {
  if (text.length > MAX_ADDRESS_LINE) return undefined;
  // A country may close the line: "2000 Antwerpen, Belgium", "75008 Paris France", "L8J 1V4 CA".
  const words = text.split(' ');
  for (let cut = 0; cut <= Math.min(2, words.length - 1); cut++) {
    const head = clean(words.slice(0, words.length - cut).join(' '));
    const tail = words.slice(words.length - cut).join(' ');
    const country = cut > 0 ? countryOfName(clean(tail)) : undefined;
    if (cut > 0 && !country) continue;
    const parsed = byPattern(head, country) ?? byPattern(withoutRegion(head), country);
    if (parsed) return parsed;
    const alone = POSTCODE_ALONE.exec(head)?.groups?.postcode;
    if (alone && above && /\p{L}/u.test(above)) {
      const city = clean(above.replace(/,?\s+[A-Z]{2}$/, ''));
      return { postcode: alone, city, cityFromAbove: true, ...(country ? { country } : {}) };
    }
  }
  return undefined;
};

const withoutRegion = (head: string): string => {
  const groups = REGION.exec(head)?.groups;
  return groups?.head && !countryOfName(clean(groups.region ?? '')) ? clean(groups.head) : '';
};

const byPattern = (head: string, country: string | undefined): PostcodeCity | undefined => {
  if (!head) return undefined;
  for (const pattern of POSTCODE_CITY) {
    const groups = pattern.exec(head)?.groups;
    if (!groups?.postcode || !groups.city || countryOfName(groups.city)) continue;
    if (STREET.test(groups.city)) continue;
    const prefixed = groups.prefix
      ? (PREFIX_COUNTRY[groups.prefix] ?? countryOfName(groups.prefix))
      : undefined;
    if (groups.prefix && !prefixed) continue;
    const stated = country ?? prefixed ?? stateCountry(groups, groups.postcode);
    return {
      postcode: groups.postcode,
      city: clean(groups.city),
      ...(stated ? { country: stated } : {}),
    };
  }
  return undefined;
};

// Parts of an address printed on one line: "3 route de Nantes, F-44190 Clisson, France".
const PART = /\s*(?:,|·|\|)\s*|\s+[-–]\s+(?=\D)/;

export interface OneLineAddress {
  readonly street?: string;
  readonly found: PostcodeCity;
}

/**
 * Street, postcode and city, and country of an address printed on one line, its parts apart by
 * commas or dots ("No. 88 Xingye Road, Beilun District, Ningbo 315800, Zhejiang, China"): the
 * part that is a postcode and city, the parts before it the street (when they hold a number and
 * a word), a part after it that names a country the country; a region between is left out.
 */
export const oneLineAddress = (text: string): OneLineAddress | undefined => {
  if (text.length > MAX_ADDRESS_LINE) return undefined;
  const parts = text.split(PART).map(clean).filter(Boolean);
  if (parts.length < 2) return undefined;
  for (const [at, part] of parts.entries()) {
    if (at === 0) continue;
    const found = byPattern(part, undefined);
    if (!found) continue;
    const street = parts.slice(0, at).join(', ');
    const country =
      found.country ??
      parts
        .slice(at + 1)
        .map(countryOfName)
        .find((code) => code !== undefined);
    return {
      ...(/\d/.test(street) && /\p{L}{2}/u.test(street) ? { street } : {}),
      found: { ...found, ...(country ? { country } : {}) },
    };
  }
  return undefined;
};
