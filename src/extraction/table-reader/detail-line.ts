import type { Word } from '../document-text.ts';
import type { ExtractedLine } from '../extracted.ts';
import {
  countryOfName,
  foldAccents,
  packageKindCode,
  parseCommodityCode,
  parseMass,
  parseNumber,
  type DecimalSeparator,
} from '../text-values/index.ts';
import { BY_LABEL, foundIn, textOf, type Place } from './found-words.ts';

type Field = 'commodityCode' | 'origin' | 'packages' | 'netMass' | 'grossMass';

// Labels of the details an ERP prints on a second row under a goods line ("Warennr.: 7318.15.88
// Packstückart: 2 Kartons Netto: 10,9 KG Bruttogewicht: 12,1 KG"), folded. Masses and packages
// need their colon: "net" and "colis" alone occur in descriptions.
const LABELS: readonly (readonly [Field, RegExp])[] = [
  [
    'commodityCode',
    /^(?:stat\.?\s*)?(?:warennr\.?|warennummer|warentarifnr\.?|zolltarifnr\.?|zolltarifnummer|hs(?:[\s-]?code)?|hs\s*no\.?|hts(?:[\s-]?code)?|gn-?code|cn-?code|cn|code\s+(?:sh|nc|douanier)|nomenclature(?:\s+douaniere)?|taric(?:-?code)?|tariff\s+code|goederencode|douanecode)\s*[:.]?$/,
  ],
  [
    'origin',
    /^(?:country\s+of\s+origin|origin|c\.?o\.?o\.?|ursprungsland|ursprung|herkunftsland|herkunft|land\s+van\s+oorsprong|oorsprong|pays\s+d['’]origine|origine)\s*[:.]?$/,
  ],
  [
    'packages',
    /^(?:packstuckart|packstucke|packages?|pkgs?\.?|colli|colis|verpakking|emballage|verpackung|packing|packaging|kolli)\s*:$/,
  ],
  [
    'netMass',
    /^(?:net(?:to)?(?:\s*(?:weight|wt\.?|gewicht|gew\.?))?|n\.\s?w\.|poids\s+net|nettogewicht|netto-?gew\.?|neto|gewicht\s+netto)\s*:$/,
  ],
  [
    'grossMass',
    /^(?:gross(?:\s*(?:weight|wt\.?))?|brutto(?:gewicht|-?gew\.?)?|bruto(?:gewicht)?|brut|poids\s+brut|g\.\s?w\.|rohgewicht|gewicht\s+brutto)\s*:$/,
  ],
];

interface Labelled {
  readonly field: Field;
  readonly words: readonly Word[];
}

/** Splits a row into labelled values, when it starts with a detail label; else undefined. */
const labelledParts = (words: readonly Word[]): Labelled[] | undefined => {
  const parts: { field: Field; words: Word[] }[] = [];
  for (let at = 0; at < words.length;) {
    let found: { field: Field; size: number } | undefined;
    for (let size = Math.min(4, words.length - at); size >= 1 && !found; size--) {
      const text = foldAccents(textOf(words.slice(at, at + size)));
      const label = LABELS.find(([, pattern]) => pattern.test(text));
      if (label) found = { field: label[0], size };
    }
    if (found) {
      parts.push({ field: found.field, words: [] });
      at += found.size;
    } else if (parts.length === 0) return undefined;
    else parts.at(-1)!.words.push(words[at++]!);
  }
  return parts.length > 0 ? parts : undefined;
};

/**
 * The details a row under a goods line gives, by their labels: its code, origin, packages with
 * their kind, net and gross mass. Undefined when the row is no such row.
 */
export const readDetailRow = (
  words: readonly Word[],
  place: Place,
  decimal: DecimalSeparator | undefined,
): Partial<ExtractedLine> | undefined => {
  const parts = labelledParts(words);
  if (!parts) return undefined;
  const line: { -readonly [K in keyof ExtractedLine]?: ExtractedLine[K] } = {};
  for (const { field, words: value } of parts) {
    if (value.length === 0) continue;
    const text = textOf(value);
    const found = <T>(result: T) => foundIn(result, value, place, BY_LABEL);
    if (field === 'commodityCode') {
      const code = parseCommodityCode(text) ?? parseCommodityCode(value[0]!.text);
      if (code) line.commodityCode = found(code);
    } else if (field === 'origin') {
      const name = text.replace(/[,;]$/, '');
      if (countryOfName(name)) line.countryOfOriginText = found(name);
    } else if (field === 'packages') {
      const count = parseNumber(value[0]!.text, { decimal });
      const kind = value[1] && packageKindCode(value[1].text);
      if (count !== undefined && Number.isInteger(count)) line.packages = found(count);
      if (kind && value[1]) {
        line.packageType = found(kind.code);
        line.packageTypeText = found(value[1].text);
      }
    } else {
      const mass = parseMass(text, 'kg', { decimal });
      if (mass !== undefined) line[field] = found(mass);
    }
  }
  return Object.keys(line).length > 0 ? line : undefined;
};
