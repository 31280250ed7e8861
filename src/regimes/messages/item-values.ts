import type { MessageItem } from './message-items.ts';

// XSD regular expressions in JavaScript: anchored, Unicode, and the one block escape they use.
const patterns = new Map<string, RegExp>();
const patternOf = (source: string): RegExp => {
  let pattern = patterns.get(source);
  if (!pattern) {
    pattern = new RegExp(
      `^(?:${source.replace(/\\p\{IsBasicLatin\}/g, '[\\u0000-\\u007F]')})$`,
      'u',
    );
    patterns.set(source, pattern);
  }
  return pattern;
};

/** The values of the technical code lists (enumerated in the schema itself, not reference data). */
const TECHNICAL_LISTS: Record<string, readonly string[]> = {
  CL027: ['0', '1'],
  CL060: ['CC015C'],
};

/** The value as XSD sees it: a normalizedString's breaks made spaces, every other's collapsed. */
const asSchemaSees = (type: string | undefined, text: string) =>
  type === 'normalizedString'
    ? text.replace(/[\t\n\r]/g, ' ')
    : text.replace(/[\t\n\r ]+/g, ' ').trim();

const length = (text: string) => [...text].length;

/** The schema's most common pattern: text that neither starts nor ends with a space. */
const NO_EDGE_SPACE = '\\P{Z}(.*\\P{Z})?';

/** What is wrong with an element's text against its data item; undefined when nothing is. */
export const valueFault = (item: MessageItem, raw: string): string | undefined => {
  const value = asSchemaSees(item.t, raw);
  if (item.t === 'integer' && !/^[+-]?\d+$/.test(value)) return `'${value}' is not a whole number`;
  if (item.t === 'decimal') {
    const number = /^[+-]?(\d*)(?:\.(\d*))?$/.exec(value);
    if (!number || `${number[1]}${number[2] ?? ''}` === '') return `'${value}' is not a number`;
    const whole = number[1]!.replace(/^0+(?=\d)/, '');
    const fraction = (number[2] ?? '').replace(/0+$/, '');
    if (item.fraction !== undefined && fraction.length > item.fraction)
      return `'${value}' has more than ${item.fraction} decimals`;
    if (
      item.digits !== undefined &&
      (whole === '0' ? 0 : whole.length) + fraction.length > item.digits
    )
      return `'${value}' has more than ${item.digits} digits`;
  }
  if (item.len !== undefined && length(value) !== item.len)
    return `'${value}' must be ${item.len} characters long`;
  if (item.minLen !== undefined && length(value) < item.minLen)
    return `'${value}' is shorter than ${item.minLen} characters`;
  if (item.maxLen !== undefined && length(value) > item.maxLen)
    return `'${value}' is longer than ${item.maxLen} characters`;
  for (const source of item.p ?? [])
    if (!patternOf(source).test(value))
      return source === NO_EDGE_SPACE
        ? `'${value}' must not start or end with a space`
        : `'${value}' does not have the format ${source}`;
  const technical = item.cl ? TECHNICAL_LISTS[item.cl] : undefined;
  if (technical && !technical.includes(value))
    return `'${value}' is not in ${item.cl} (${technical.join(', ')})`;
  return undefined;
};
