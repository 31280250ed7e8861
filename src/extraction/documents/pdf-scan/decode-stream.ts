import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import { DocumentOverLimitError, figure } from '../../reading-limits.ts';
import { isName, type PdfDict, type PdfValue } from './pdf-syntax.ts';

/** What the compressed streams of one document may still expand to, shared by every decode. */
export interface InflateBudget {
  remaining: number;
  readonly limit: number;
}

export const inflateBudget = (limit: number): InflateBudget => ({ remaining: limit, limit });

const overBudget = (budget: InflateBudget) =>
  new DocumentOverLimitError(
    'maxInflatedBytes',
    `the PDF's compressed streams expand to more than ${figure(Math.round(budget.limit / 1048576))} MB`,
  );

/**
 * Deflate data as pdf.js reads it: the zlib header skipped and the checksum not verified, so a
 * stream pdf.js would draw is never one this check cannot count; cut short, it gives what it has.
 */
const inflate = (data: Uint8Array, budget: InflateBudget): Uint8Array | undefined => {
  const options = { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: budget.remaining + 1 };
  const raw = data.length > 2 && (data[0]! & 0x0f) === 8 ? data.subarray(2) : data;
  for (const attempt of [() => inflateRawSync(raw, options), () => inflateSync(data, options)]) {
    try {
      return attempt();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
        throw overBudget(budget);
    }
  }
  return undefined;
};

const HEX = /[0-9a-fA-F]/;

const asciiHex = (data: Uint8Array): Uint8Array => {
  const digits = Buffer.from(data)
    .toString('latin1')
    .split('>')[0]!
    .split('')
    .filter((character) => HEX.test(character))
    .join('');
  return Buffer.from(digits.length % 2 === 0 ? digits : `${digits}0`, 'hex');
};

const ascii85 = (data: Uint8Array): Uint8Array => {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index += 1) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count; index += 1) out.push((value >>> (24 - 8 * index)) & 0xff);
    group = [];
  };
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (byte === 0x7a && group.length === 0) out.push(0, 0, 0, 0);
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(out);
};

const runLength = (data: Uint8Array, budget: InflateBudget): Uint8Array => {
  const out: number[] = [];
  for (let at = 0; at < data.length;) {
    const length = data[at]!;
    if (length === 128) break;
    if (length < 128) {
      out.push(...data.subarray(at + 1, at + 2 + length));
      at += 2 + length;
    } else {
      for (let index = 0; index < 257 - length; index += 1) out.push(data[at + 1] ?? 0);
      at += 2;
    }
    if (out.length > budget.remaining) throw overBudget(budget);
  }
  return Uint8Array.from(out);
};

const filtersOf = (dict: PdfDict): string[] | undefined => {
  const filter: PdfValue | undefined = dict.get('Filter');
  const list = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  const names = list.map((item) => (isName(item) ? item.name : ''));
  return names.includes('') ? undefined : names;
};

/**
 * A stream's data with its filters undone, each byte counted against the budget; undefined when a
 * filter is one this check does not read (LZW, image codecs) or the data is damaged.
 */
export const decodeStream = (
  stream: { readonly dict: PdfDict; readonly data: Uint8Array },
  budget: InflateBudget,
): Uint8Array | undefined => {
  const filters = filtersOf(stream.dict);
  if (!filters) return undefined;
  let data: Uint8Array | undefined = stream.data;
  for (const filter of filters) {
    if (filter === 'FlateDecode' || filter === 'Fl') data = inflate(data, budget);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = asciiHex(data);
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = ascii85(data);
    else if (filter === 'RunLengthDecode' || filter === 'RL') data = runLength(data, budget);
    else return undefined;
    if (!data) return undefined;
    if (data.length > budget.remaining) throw overBudget(budget);
    budget.remaining -= data.length;
  }
  return data;
};
