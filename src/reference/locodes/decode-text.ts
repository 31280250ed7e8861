import { isUtf8 } from 'node:buffer';

/** Bytes at the end of `bytes` that may start a UTF-8 sequence the next chunk completes. */
const openTail = (bytes: Buffer): number => {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
};

/** 0x80-0x9F in Windows-1252 (Node's TextDecoder reads them as Latin-1 control characters). */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const windows1252 = {
  decode: (bytes: Buffer): string =>
    bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => HIGH[c.charCodeAt(0) - 0x80]!),
};

/**
 * Text of a UN/LOCODE file, read chunk by chunk. UNECE publishes its CSV in ISO 8859-1
 * (Windows-1252), the data package and geoapify copies in UTF-8: the text is read as UTF-8
 * until a byte sequence is not UTF-8, then the rest as Windows-1252. What came before was
 * ASCII or valid UTF-8, which a Latin-1 file almost never holds by chance.
 */
export async function* decodeText(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let latin = false;
  let held = Buffer.alloc(0);
  for await (const chunk of source) {
    const bytes = held.length > 0 ? Buffer.concat([held, chunk]) : Buffer.from(chunk);
    if (latin) {
      yield windows1252.decode(bytes);
      continue;
    }
    const cut = bytes.length - openTail(bytes);
    const whole = bytes.subarray(0, cut);
    if (isUtf8(whole)) {
      held = Buffer.from(bytes.subarray(cut));
      if (whole.length > 0) yield whole.toString('utf8');
    } else {
      latin = true;
      held = Buffer.alloc(0);
      yield windows1252.decode(bytes);
    }
  }
  if (held.length > 0) yield isUtf8(held) ? held.toString('utf8') : windows1252.decode(held);
}
