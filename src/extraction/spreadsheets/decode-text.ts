/**
 * The text of a CSV file: Excel writes UTF-8 with a byte-order mark, UTF-16 for "Unicode text",
 * and windows-1252 ("ANSI") for plain CSV on Western European Windows, where "é" and "€" are single
 * bytes that are not valid UTF-8. Valid UTF-8 is taken as UTF-8; anything else as windows-1252.
 */
export const decodeText = (bytes: Uint8Array): { text: string; encoding: string } => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
};

// 0x80-0x9F of windows-1252 (€, ‚, ƒ, „ ... Ÿ); undefined bytes stay as their C1 code point.
const HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Node 20's TextDecoder reads the label "windows-1252" as ISO-8859-1, which turns the euro sign
 * (0x80) into a control character; the 32 bytes where the two differ are mapped here.
 */
const decodeWindows1252 = (bytes: Uint8Array): string => {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) {
    const chunk = bytes.subarray(at, at + 8192);
    text += String.fromCharCode(
      ...Array.from(chunk, (byte) =>
        byte >= 0x80 && byte <= 0x9f ? HIGH.charCodeAt(byte - 0x80) : byte,
      ),
    );
  }
  return text;
};
