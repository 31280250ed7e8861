/**
 * XML 1.0 "Char" (the declarations we file are XML): tab, line feed, carriage return, and every
 * code point from U+0020 except the surrogates and U+FFFE/U+FFFF; less DEL and the C1 controls
 * (U+007F to U+009F), which XML 1.0 discourages and no customs text holds. PostgreSQL cannot store
 * U+0000 at all, and an unpaired surrogate is not Unicode text (jsonb refuses it with 22P02).
 */
export const FORBIDDEN_CHARACTER =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Index of the first surrogate code unit without its partner (-1 when there is none). */
export const unpairedSurrogateAt = (value: string): number => {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(index + 1);
    if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) index += 1;
    else return index;
  }
  return -1;
};

/** Why this text cannot be accepted, or undefined when it can. */
export const textFault = (value: string): string | undefined => {
  const forbidden = FORBIDDEN_CHARACTER.exec(value);
  if (forbidden) {
    const code = forbidden[0].charCodeAt(0);
    return code === 0
      ? 'must not contain the NUL character (U+0000)'
      : `must not contain the character ${hex(code)}; text may hold tab, line feed and carriage return but no other control character`;
  }
  if (!value.isWellFormed()) {
    const code = value.charCodeAt(unpairedSurrogateAt(value));
    return `must be valid Unicode text: it holds an unpaired surrogate (${hex(code)}), half of a character`;
  }
  return undefined;
};

/** A code point an XML character reference (`&#...;`) may name in a body we accept. */
export const isXmlCharacter = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);
