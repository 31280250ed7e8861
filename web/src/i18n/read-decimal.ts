/** What a typed number means: one value, two it may mean, or none. */
export type ReadDecimal =
  | { readonly value: number }
  | { readonly ambiguous: readonly [grouped: number, decimal: number] }
  | { readonly invalid: true };

const GROUPED = /^\d{1,3}(\.\d{3})+$/;

/**
 * A number as a Belgian declarant types it (issue 26): a decimal comma or a decimal point, with
 * points or spaces between thousands. "1.234" alone is both one thousand two hundred and thirty-
 * four and one point two three four: the field asks which was meant (ambiguous), never guesses.
 */
export const readDecimal = (typed: string): ReadDecimal => {
  const text = typed.replace(/[\s\u00a0\u202f']/g, '');
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.replace(/^[-+]/, '');
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { invalid: true };
  const comma = body.lastIndexOf(',');
  const point = body.lastIndexOf('.');
  const number = (integer: string, decimals = '') =>
    sign * Number(`${integer.replace(/[.,]/g, '') || '0'}.${decimals || '0'}`);
  if (comma >= 0 && point >= 0) {
    // Both: the last one separates the decimals; the other groups thousands.
    const [separator, grouping] = comma > point ? [',', '.'] : ['.', ','];
    const [integer = '', decimals = '', ...rest] = body.split(separator);
    if (rest.length > 0 || decimals.includes(grouping)) return { invalid: true };
    const groups = integer.split(grouping);
    if (groups.slice(1).some((group) => group.length !== 3) || groups[0]!.length > 3)
      return { invalid: true };
    return { value: number(integer, decimals) };
  }
  if (comma >= 0) {
    const parts = body.split(',');
    if (parts.length !== 2) return { invalid: true };
    return { value: number(parts[0]!, parts[1]) };
  }
  if (point >= 0) {
    const parts = body.split('.');
    if (
      parts.length === 2 &&
      parts[1]!.length === 3 &&
      parts[0]!.length >= 1 &&
      parts[0]!.length <= 3
    )
      return { ambiguous: [number(body), number(parts[0]!, parts[1])] };
    if (GROUPED.test(body)) return { value: number(body) };
    if (parts.length !== 2) return { invalid: true };
    return { value: number(parts[0]!, parts[1]) };
  }
  return { value: number(body) };
};
