/**
 * Just enough of PDF's object syntax (ISO 32000-1, 7.2 and 7.3) to find a document's pages, the
 * streams they draw and the images they name, before pdf.js is asked to do any of it. Values are
 * plain data; nothing here decodes or draws.
 */
export type PdfValue = number | boolean | null | string | PdfName | PdfRef | PdfValue[] | PdfDict;

export interface PdfName {
  readonly name: string;
}
export interface PdfRef {
  readonly ref: number;
}
export type PdfDict = Map<string, PdfValue>;

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITER = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

export const isWhite = (byte: number | undefined): boolean => byte !== undefined && WHITE.has(byte);
const isRegular = (byte: number | undefined): boolean =>
  byte !== undefined && !WHITE.has(byte) && !DELIMITER.has(byte);

export const isName = (value: PdfValue | undefined, name?: string): value is PdfName =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  (name === undefined || value.name === name);
export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === 'object' && value !== null && 'ref' in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict => value instanceof Map;

/** A token of the object syntax; operators and keywords are `word`s. */
export type Token =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'name'; readonly value: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'word'; readonly value: string }
  | { readonly kind: 'open' | 'close'; readonly value: '<<' | '>>' | '[' | ']' | '{' | '}' };

/** Deeper nesting than this is no document a producer writes; refused rather than recursed. */
const MAX_DEPTH = 64;

export class PdfSyntaxError extends Error {}

/** Reads tokens and values from `bytes`, from `at` on. */
export class PdfLexer {
  at: number;
  constructor(
    readonly bytes: Uint8Array,
    at = 0,
  ) {
    this.at = at;
  }

  skipWhite(): void {
    const { bytes } = this;
    while (this.at < bytes.length) {
      const byte = bytes[this.at]!;
      if (WHITE.has(byte)) this.at += 1;
      else if (byte === 0x25) {
        // A comment runs to the end of the line.
        while (this.at < bytes.length && bytes[this.at] !== 0x0a && bytes[this.at] !== 0x0d)
          this.at += 1;
      } else return;
    }
  }

  next(): Token | undefined {
    this.skipWhite();
    const { bytes } = this;
    const byte = bytes[this.at];
    if (byte === undefined) return undefined;
    if (byte === 0x2f) {
      const start = ++this.at;
      while (isRegular(bytes[this.at])) this.at += 1;
      return { kind: 'name', value: latin1(bytes, start, this.at) };
    }
    if (byte === 0x28) return { kind: 'string', value: this.literalString() };
    if (byte === 0x3c && bytes[this.at + 1] === 0x3c) {
      this.at += 2;
      return { kind: 'open', value: '<<' };
    }
    if (byte === 0x3e && bytes[this.at + 1] === 0x3e) {
      this.at += 2;
      return { kind: 'close', value: '>>' };
    }
    if (byte === 0x3c) return { kind: 'string', value: this.hexString() };
    if (byte === 0x5b || byte === 0x7b) {
      this.at += 1;
      return { kind: 'open', value: byte === 0x5b ? '[' : '{' };
    }
    if (byte === 0x5d || byte === 0x7d) {
      this.at += 1;
      return { kind: 'close', value: byte === 0x5d ? ']' : '}' };
    }
    const start = this.at;
    while (isRegular(bytes[this.at])) this.at += 1;
    if (this.at === start) {
      // A stray delimiter (a lone '>' or ')'): skipped as one character.
      this.at += 1;
      return { kind: 'word', value: String.fromCharCode(byte) };
    }
    const text = latin1(bytes, start, this.at);
    const number = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : undefined;
    return number === undefined ? { kind: 'word', value: text } : { kind: 'number', value: number };
  }

  /** (...) with balanced parentheses and backslash escapes; only its length matters here. */
  private literalString(): string {
    const { bytes } = this;
    const start = ++this.at;
    let depth = 1;
    while (this.at < bytes.length && depth > 0) {
      const byte = bytes[this.at]!;
      if (byte === 0x5c) this.at += 2;
      else {
        if (byte === 0x28) depth += 1;
        else if (byte === 0x29) depth -= 1;
        this.at += 1;
      }
    }
    return latin1(bytes, start, Math.max(start, this.at - 1));
  }

  private hexString(): string {
    const { bytes } = this;
    const start = ++this.at;
    while (this.at < bytes.length && bytes[this.at] !== 0x3e) this.at += 1;
    this.at += 1;
    return latin1(bytes, start, this.at - 1);
  }

  /** One value: `n g R` read as a reference. */
  value(depth = 0): PdfValue {
    const token = this.next();
    if (!token) throw new PdfSyntaxError('end of data in a value');
    return this.valueFrom(token, depth);
  }

  private valueFrom(token: Token, depth: number): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('values nested too deep');
    switch (token.kind) {
      case 'number':
        return this.maybeRef(token.value);
      case 'name':
        return { name: token.value };
      case 'string':
        return token.value;
      case 'word':
        if (token.value === 'true') return true;
        if (token.value === 'false') return false;
        if (token.value === 'null') return null;
        throw new PdfSyntaxError(`unexpected ${token.value}`);
      case 'open':
        if (token.value === '[') return this.array(depth);
        if (token.value === '<<') return this.dict(depth);
        throw new PdfSyntaxError('unexpected {');
      case 'close':
        throw new PdfSyntaxError(`unexpected ${token.value}`);
    }
  }

  /** After a number: `g R` makes it a reference; anything else is left for the next read. */
  private maybeRef(number: number): PdfValue {
    if (!Number.isInteger(number) || number < 0) return number;
    const saved = this.at;
    const generation = this.next();
    if (generation?.kind === 'number' && Number.isInteger(generation.value)) {
      const keyword = this.next();
      if (keyword?.kind === 'word' && keyword.value === 'R') return { ref: number };
    }
    this.at = saved;
    return number;
  }

  private array(depth: number): PdfValue[] {
    const items: PdfValue[] = [];
    for (;;) {
      const token = this.next();
      if (!token) throw new PdfSyntaxError('end of data in an array');
      if (token.kind === 'close' && token.value === ']') return items;
      items.push(this.valueFrom(token, depth + 1));
    }
  }

  private dict(depth: number): PdfDict {
    const dict: PdfDict = new Map();
    for (;;) {
      const token = this.next();
      if (!token) throw new PdfSyntaxError('end of data in a dictionary');
      if (token.kind === 'close' && token.value === '>>') return dict;
      if (token.kind !== 'name') throw new PdfSyntaxError('a dictionary key is not a name');
      dict.set(token.value, this.value(depth + 1));
    }
  }
}

export const latin1 = (bytes: Uint8Array, start: number, end: number): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1');
