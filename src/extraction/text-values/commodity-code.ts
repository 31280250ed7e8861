/**
 * Commodity codes as printed: the HS heading (4 digits), subheading (6), the Combined
 * Nomenclature code (8) or the TARIC code (10), grouped by spaces or dots ("8471 30 00",
 * "8471.30.00") → digits only ("84713000").
 */
const LENGTHS = new Set([4, 6, 8, 10]);

/** The code a whole text is; undefined when it is no 4-, 6-, 8- or 10-digit code. */
export const parseCommodityCode = (text: string): string | undefined => {
  const trimmed = text.trim();
  // Four digits of the heading, then pairs: "8471 30 00", never "12.50" or "1 250".
  if (!/^\d{4}(?:[\s.]?\d{2}){0,3}$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/[\s.]/g, '');
  return LENGTHS.has(digits.length) ? digits : undefined;
};

/**
 * A spreadsheet cell stored as a number loses the leading zero of chapters 01-09 (0901 21 00,
 * coffee, becomes 9012100): a 7- or 9-digit number is given its zero back.
 */
export const commodityCodeFromNumber = (value: number): string | undefined => {
  if (!Number.isInteger(value) || value < 0) return undefined;
  const digits = String(value);
  const padded = digits.length % 2 === 1 ? `0${digits}` : digits;
  return LENGTHS.has(padded.length) ? padded : undefined;
};

// "HS 8471.30", "HS code: 8471 30 00", "CN 84713000", "GN-code 8471", "Zolltarifnummer 8471 3000"
const LABELLED =
  /\b(?:(?:stat\.?\s*)?warennummer|hs|cn|gn|nc|taric|hts|sh|commodity|tariff|zolltarif(?:nummer)?|warennummer|warennr|warentarifnummer|statistische\s+warennummer|goederencode|douanecode|nomenclature|code\s+(?:sh|nc|douanier)|douane)(?:[\s-]*(?:code|no|nr|number|nummer|n°))?\.?\s*[:#]?\s*(\d{4}(?:[\s.]?\d{2}){0,3})(?!\d)/i;

/** A code labelled inside a description ("Laptop, HS 8471.30"): the digits and where they stand. */
export const findCommodityCode = (
  text: string,
): { code: string; start: number; end: number } | undefined => {
  const match = LABELLED.exec(text);
  const code = match?.[1] && parseCommodityCode(match[1]);
  if (!match || !code) return undefined;
  return { code, start: match.index, end: match.index + match[0].length };
};
