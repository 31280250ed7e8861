import { isAscii, isUtf8 } from 'node:buffer';

/** Bytes decoded at a time: a 49 MB line is handed over in pieces, never as one string. */
const PIECE = 65_536;
/** Lines a notice names before it counts the rest. */
const NAMED_LINES = 5;

export interface DecodedText {
  /** The text, piece by piece, decoded as the pieces are asked for. */
  readonly pieces: Iterable<string>;
  /** Once every piece is read: what the declarant should know about the encoding, if anything. */
  notice(): string | undefined;
}

/**
 * The text of a CSV file. Excel writes UTF-8 with a byte-order mark, UTF-16 for "Unicode text", and
 * windows-1252 ("ANSI") for plain CSV on Western European Windows, where "é" and "€" are single
 * bytes that are not valid UTF-8; a file pasted together from both has lines of each. So each line
 * that is valid UTF-8 is read as UTF-8 and any other as windows-1252, and the notice names the
 * lines read so. The encoding is a property of the bytes, so lines are split on the line feed byte,
 * which never occurs inside a UTF-8 sequence nor stands for anything else in windows-1252.
 */
export const decodeText = (bytes: Uint8Array): DecodedText => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return whole(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return whole(bytes.subarray(2), 'utf-16be');
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const lines = new LinesNotUtf8();
  return { pieces: byLine(bytes.subarray(bom ? 3 : 0), lines), notice: () => lines.notice() };
};

const whole = (bytes: Uint8Array, encoding: string): DecodedText => ({
  pieces: (function* () {
    const decoder = new TextDecoder(encoding);
    for (let at = 0; at < bytes.length; at += PIECE)
      yield decoder.decode(bytes.subarray(at, at + PIECE), { stream: true });
    yield decoder.decode();
  })(),
  notice: () => undefined,
});

/**
 * Blocks of about PIECE bytes ending at a line feed are checked at once (Node's own isUtf8); only
 * a block that is not valid UTF-8 is looked at line by line.
 */
function* byLine(bytes: Uint8Array, lines: LinesNotUtf8): Generator<string> {
  const utf8 = new TextDecoder('utf-8');
  let line = 1;
  for (let start = 0; start < bytes.length;) {
    const end = lineEnd(bytes, Math.min(start + PIECE, bytes.length) - 1);
    const block = bytes.subarray(start, end);
    if (isUtf8(block)) {
      if (!isAscii(block)) lines.sawUtf8 = true;
      yield* piecesOf(block, (piece) => utf8.decode(piece, { stream: true }));
      line += lineFeeds(block);
    } else {
      // The block ends with a line feed (or the file), so its lines end where the block does.
      for (let from = 0; from < block.length; line++) {
        const to = lineEnd(block, from);
        const text = block.subarray(from, to);
        if (isUtf8(text)) {
          if (!isAscii(text)) lines.sawUtf8 = true;
          yield* piecesOf(text, (piece) => utf8.decode(piece, { stream: true }));
        } else {
          lines.add(line);
          yield* piecesOf(text, decodeWindows1252);
        }
        from = to;
      }
    }
    start = end;
  }
  const rest = utf8.decode();
  if (rest) yield rest;
}

/** Just past the line feed at or after `from`, or the end. */
const lineEnd = (bytes: Uint8Array, from: number): number => {
  const at = bytes.indexOf(0x0a, from);
  return at === -1 ? bytes.length : at + 1;
};

const lineFeeds = (bytes: Uint8Array): number => {
  let count = 0;
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) count++;
  return count;
};

function* piecesOf(bytes: Uint8Array, decode: (piece: Uint8Array) => string): Generator<string> {
  for (let at = 0; at < bytes.length; at += PIECE) yield decode(bytes.subarray(at, at + PIECE));
}

class LinesNotUtf8 {
  sawUtf8 = false;
  private readonly named: number[] = [];
  private count = 0;

  add(line: number): void {
    if (this.named.length < NAMED_LINES) this.named.push(line);
    this.count++;
  }

  notice(): string | undefined {
    if (this.count === 0) return undefined;
    if (!this.sawUtf8)
      return 'The file is not UTF-8: read as Windows-1252; check its accented letters.';
    const rest = this.count - this.named.length;
    const names = this.named.map(String);
    const listed =
      rest > 0
        ? `${names.join(', ')} and ${rest} more`
        : names.length > 1
          ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
          : names[0];
    return this.count === 1
      ? `Line ${listed} is not UTF-8: read as Windows-1252; check its accented letters.`
      : `Lines ${listed} are not UTF-8: read as Windows-1252; check their accented letters.`;
  }
}

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
