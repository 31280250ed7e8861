import type { InflateBudget } from './decode-stream.ts';
import { decodeStream } from './decode-stream.ts';
import {
  isDict,
  isName,
  isRef,
  isWhite,
  latin1,
  PdfLexer,
  PdfSyntaxError,
  type PdfDict,
  type PdfValue,
} from './pdf-syntax.ts';

/** Where an object is: at an offset of the file, or the n-th of an object stream. */
type Location =
  | { readonly at: number; readonly stream?: { readonly start: number; readonly end: number } }
  | { readonly inStream: number; readonly index: number };

export interface PdfStream {
  readonly dict: PdfDict;
  readonly data: Uint8Array;
}

/**
 * A PDF's objects found by reading the file front to back, as pdf.js does when a cross-reference
 * table is damaged, rather than trusting the table: an incremental update's later definition of
 * an object wins. Values are parsed when asked for; stream data is never copied.
 */
export class PdfObjects {
  private readonly locations = new Map<number, Location>();
  private readonly parsed = new Map<number, PdfValue>();
  private readonly objectStreams = new Map<number, Map<number, PdfValue>>();
  /** Trailer dictionaries and cross-reference stream dictionaries, in file order. */
  readonly trailers: PdfDict[] = [];

  constructor(
    private readonly bytes: Uint8Array,
    private readonly budget: InflateBudget,
  ) {
    this.scan();
  }

  get count(): number {
    return this.locations.size;
  }

  /** Encrypted files hide their streams and strings: only their structure can be checked. */
  get encrypted(): boolean {
    return this.trailers.some((trailer) => trailer.has('Encrypt'));
  }

  get root(): PdfValue | undefined {
    for (let index = this.trailers.length - 1; index >= 0; index -= 1) {
      const root = this.trailers[index]!.get('Root');
      if (root !== undefined) return root;
    }
    return undefined;
  }

  /** Every object number, for the fallbacks that search by type. */
  numbers(): IterableIterator<number> {
    return this.locations.keys();
  }

  /** The value itself, or what a reference points at (null for a missing object, as the spec says). */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    for (let hops = 0; isRef(value); hops += 1) {
      if (hops > 32) return undefined;
      value = this.object(value.ref);
    }
    return value;
  }

  dict(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.resolve(value);
    return isDict(resolved) ? resolved : undefined;
  }

  /** A stream object's dictionary and raw (still encoded) data. */
  stream(value: PdfValue | undefined): PdfStream | undefined {
    if (!isRef(value)) return undefined;
    const location = this.locations.get(value.ref);
    if (!location || !('at' in location) || !location.stream) return undefined;
    const dict = this.dict(value);
    if (!dict) return undefined;
    return { dict, data: this.bytes.subarray(location.stream.start, location.stream.end) };
  }

  object(number: number): PdfValue | undefined {
    if (this.parsed.has(number)) return this.parsed.get(number);
    const location = this.locations.get(number);
    let value: PdfValue | undefined;
    if (!location) value = undefined;
    else if ('at' in location) value = tryValue(new PdfLexer(this.bytes, location.at));
    else value = this.objectStreams.get(location.inStream)?.get(location.index);
    this.parsed.set(number, value ?? null);
    return value;
  }

  /** Objects and trailers front to back; stream data is jumped over, never searched for headers. */
  private scan(): void {
    const text = latin1(this.bytes, 0, this.bytes.length);
    const header = /(\d{1,10})[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+obj\b|\btrailer\b/g;
    for (let match = header.exec(text); match; match = header.exec(text)) {
      const lexer = new PdfLexer(this.bytes, match.index + match[0].length);
      if (match[1] === undefined) {
        const trailer = tryValue(lexer);
        if (isDict(trailer)) this.trailers.push(trailer);
        continue;
      }
      const number = Number(match[1]);
      const at = lexer.at;
      const value = tryValue(lexer);
      if (value === undefined) continue;
      const stream = isDict(value) ? streamExtent(this.bytes, text, lexer, value) : undefined;
      this.locations.set(number, stream ? { at, stream } : { at });
      this.parsed.delete(number);
      if (stream && isDict(value)) {
        header.lastIndex = stream.end;
        if (isName(value.get('Type'), 'XRef')) this.trailers.push(value);
        if (isName(value.get('Type'), 'ObjStm')) this.register(number, value);
      }
    }
  }

  /**
   * The objects an object stream holds: their numbers are in its header, so it is decoded as it
   * is found (within the inflate budget) and its values kept.
   */
  private register(stream: number, dict: PdfDict): void {
    const first = dict.get('First');
    const stored = this.stream({ ref: stream });
    const decoded = stored && decodeStream(stored, this.budget);
    if (!decoded || typeof first !== 'number' || first < 0) return;
    const header = new PdfLexer(decoded.subarray(0, first));
    const values = new Map<number, PdfValue>();
    this.objectStreams.set(stream, values);
    for (let index = 0; ; index += 1) {
      const number = header.next();
      const offset = header.next();
      if (number?.kind !== 'number' || offset?.kind !== 'number') break;
      const value = tryValue(new PdfLexer(decoded, first + offset.value));
      if (value === undefined) continue;
      values.set(index, value);
      this.locations.set(number.value, { inStream: stream, index });
      this.parsed.delete(number.value);
    }
  }
}

const tryValue = (lexer: PdfLexer): PdfValue | undefined => {
  try {
    return lexer.value();
  } catch (error) {
    if (error instanceof PdfSyntaxError) return undefined;
    throw error;
  }
};

/**
 * The data of a stream: `/Length` bytes after the end of line that follows `stream` when
 * `endstream` is found there, else up to the next `endstream` (lengths are often wrong).
 */
const streamExtent = (
  bytes: Uint8Array,
  text: string,
  lexer: PdfLexer,
  dict: PdfDict,
): { start: number; end: number } | undefined => {
  const saved = lexer.at;
  const keyword = lexer.next();
  if (keyword?.kind !== 'word' || keyword.value !== 'stream') {
    lexer.at = saved;
    return undefined;
  }
  let start = lexer.at;
  if (bytes[start] === 0x0d) start += 1;
  if (bytes[start] === 0x0a) start += 1;
  const length = dict.get('Length');
  if (typeof length === 'number' && length >= 0 && start + length <= bytes.length) {
    let after = start + length;
    while (isWhite(bytes[after])) after += 1;
    if (text.startsWith('endstream', after)) return { start, end: start + length };
  }
  const found = text.indexOf('endstream', start);
  let end = found === -1 ? bytes.length : found;
  if (bytes[end - 1] === 0x0a) end -= 1;
  if (bytes[end - 1] === 0x0d) end -= 1;
  return { start, end: Math.max(start, end) };
};
