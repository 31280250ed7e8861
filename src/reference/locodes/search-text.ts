/** Letters that NFD does not split into a base letter and a mark, as UN/LOCODE writes them without diacritics. */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

/**
 * The form names are searched in: lower case, accents removed (NFD, marks dropped), the few
 * letters NFD keeps folded, spaces collapsed. Both the stored `search_name` and every query go
 * through it, so "Liege", "LIÈGE" and "liège" are the same text.
 */
export const searchText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðþłıħŧ]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
