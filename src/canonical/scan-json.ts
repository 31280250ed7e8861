import type { Complaint } from '../errors/index.ts';
import {
  isArrayNode,
  isObjectNode,
  pointerSegment,
  propertyNamed,
  type SchemaNode,
} from './schema-walk.ts';

/** Nesting deeper than this is refused; the contract itself is at most seven levels deep. */
export const MAX_DEPTH = 64;
/** Entries of a list the contract does not know (it is ignored, but still parsed). */
export const MAX_UNKNOWN_ENTRIES = 10_000;
/** A JSON escape spells one code point in at most 12 characters (`\ud83d\ude00`). */
const RAW_CHARS_PER_CHARACTER = 12;
const MAX_SCAN_COMPLAINTS = 100;

interface Level {
  readonly node: SchemaNode | undefined;
  readonly isObject: boolean;
  /** The keys seen in this object so far, exactly as written (decoded). */
  readonly keys: KeySet;
  /** Index of the current entry (arrays) or the current key (objects), for the pointer. */
  segment: string;
  entries: number;
}

/** Most objects have a handful of keys: a short list beats a Set until it grows. */
class KeySet {
  private list: string[] | undefined = [];
  private set: Set<string> | undefined;
  /** False when the key was there already. */
  add(key: string): boolean {
    if (this.set) return this.set.size !== this.set.add(key).size;
    if (this.list!.includes(key)) return false;
    this.list!.push(key);
    if (this.list!.length > 16) {
      this.set = new Set(this.list);
      this.list = undefined;
    }
    return true;
  }
}

const QUOTE = 34;
const BACKSLASH = 92;

/** Index of the quote closing the string that opens at `start`. */
const closingQuote = (text: string, start: number): number => {
  let from = start + 1;
  for (;;) {
    const quote = text.indexOf('"', from);
    if (quote < 0) return text.length;
    let backslashes = 0;
    for (let at = quote - 1; text.charCodeAt(at) === BACKSLASH; at -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
};

const childOf = (node: SchemaNode | undefined, key: string): SchemaNode | undefined => {
  if (!node || !isObjectNode(node)) return undefined;
  const name = Object.hasOwn(node.properties, key) ? key : propertyNamed(node, key);
  return name === undefined ? undefined : node.properties[name];
};

/**
 * Bounded work before any walk over the tree (ARCHITECTURE.md rule 13). One linear pass over JSON
 * text that JSON.parse has accepted: nesting depth, the number of entries of every list (the
 * contract's own maximum, or MAX_UNKNOWN_ENTRIES for lists it ignores), strings far beyond the
 * contract's length, and property names written twice in one object, which JSON.parse would
 * silently resolve to the last value. A list or depth over its limit stops the pass at once.
 */
export const scanJson = (text: string, contract: SchemaNode): Complaint[] => {
  const complaints: Complaint[] = [];
  const stack: Level[] = [];
  const pointer = () => stack.map((level) => `/${pointerSegment(level.segment)}`).join('') || '/';
  /** Schema of the value that starts now. */
  const nodeHere = (): SchemaNode | undefined => {
    const parent = stack.at(-1);
    if (!parent) return contract;
    if (parent.isObject) return childOf(parent.node, parent.segment);
    return parent.node && isArrayNode(parent.node) ? parent.node.items : undefined;
  };
  let expectingKey = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const end = closingQuote(text, at);
      const top = stack.at(-1);
      if (top?.isObject && expectingKey) {
        const raw = text.slice(at + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        top.segment = key;
        if (!top.keys.add(key))
          complaints.push({
            path: pointer(),
            message: 'is given twice in the same object; each property may appear once',
          });
        expectingKey = false;
      } else {
        const maxLength = nodeHere()?.maxLength;
        if (maxLength !== undefined && end - at - 1 > maxLength * RAW_CHARS_PER_CHARACTER)
          complaints.push({
            path: pointer(),
            message: `must be text of at most ${maxLength} characters`,
          });
      }
      at = end;
    } else if (code === 123 || code === 91) {
      // { or [
      if (stack.length >= MAX_DEPTH) {
        complaints.push({ path: pointer(), message: `is nested deeper than ${MAX_DEPTH} levels` });
        return complaints;
      }
      const isObject = code === 123;
      stack.push({
        node: nodeHere(),
        isObject,
        keys: new KeySet(),
        segment: isObject ? '' : '0',
        entries: 0,
      });
      expectingKey = isObject;
      if (!isObject && text.charCodeAt(nextNonSpace(text, at + 1)) !== 93)
        stack.at(-1)!.entries = 1;
    } else if (code === 125 || code === 93) {
      stack.pop();
    } else if (code === 44) {
      // ,
      const top = stack.at(-1)!;
      if (top.isObject) {
        expectingKey = true;
        continue;
      }
      top.entries += 1;
      top.segment = String(top.entries - 1);
      const limit = top.node?.maxItems ?? MAX_UNKNOWN_ENTRIES;
      if (top.entries > limit) {
        stack.pop();
        complaints.push({
          path: pointer(),
          message: `holds more than ${limit} entries; at most ${limit} are accepted`,
        });
        return complaints;
      }
    }
    if (complaints.length >= MAX_SCAN_COMPLAINTS) return complaints;
  }
  return complaints;
};

const nextNonSpace = (text: string, from: number): number => {
  let at = from;
  while (at < text.length) {
    const code = text.charCodeAt(at);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return at;
    at += 1;
  }
  return at;
};
