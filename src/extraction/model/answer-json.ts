/**
 * A model's answer as JSON (SPEC.md "ExtractionRecord": ExtractedData is RawResponse "after
 * fence-stripping and best-effort JSON extraction"). Structured output normally gives plain JSON;
 * servers behind AI:BaseUrl, an answer cut at the token limit or an older deployment may not.
 */
export interface AnswerJson {
  readonly data: unknown;
  /**
   * The JSON itself had to be repaired (trailing commas dropped, a cut-off answer closed at its
   * last complete element), so it may hold less than the model meant. Cutting away a Markdown
   * fence or prose around the JSON loses nothing and is not counted.
   */
  readonly recovered: boolean;
}

const tryParse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** The inside of the first ``` fence (```json or bare); an unclosed fence runs to the end. */
const unfenced = (text: string): string => {
  const match = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)(```|$)/.exec(text);
  return match ? match[1]!.trim() : text;
};

interface Scan {
  /** The JSON value from its first bracket to its matching close; undefined when cut off. */
  readonly complete?: string;
  /** Where a cut leaves only whole elements (see wholeHere), with the closers still open there. */
  readonly cut?: { readonly at: number; readonly closers: string };
}

/**
 * A cut keeps whole elements of a list (a goods line without its amount would read as a line
 * with none) or whole members of the outermost object; never half an element.
 */
const wholeHere = (closers: string): boolean => closers.startsWith(']') || closers === '}';

/** Walks one JSON value from `start`, aware of strings, noting where it could be cut whole. */
const scan = (text: string, start: number): Scan => {
  let closers = '';
  let inString = false;
  let cut: Scan['cut'];
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{') closers = `}${closers}`;
    else if (char === '[') closers = `]${closers}`;
    else if (char === '}' || char === ']') {
      closers = closers.slice(1);
      if (closers === '') return { complete: text.slice(start, index + 1) };
      if (wholeHere(closers)) cut = { at: index + 1, closers };
    } else if (char === ',' && wholeHere(closers)) cut = { at: index, closers };
  }
  return { cut };
};

/** Drops commas that stand before a closing bracket (`[1, 2,]`), leaving strings alone. */
const withoutTrailingCommas = (text: string): string => {
  let result = '';
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (inString) {
      result += char;
      if (char === '\\') result += text[++index] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    if (char === ',' && /^\s*[}\]]/.test(text.slice(index + 1))) continue;
    result += char;
  }
  return result;
};

const fromBracket = (text: string, start: number): AnswerJson | undefined => {
  const found = scan(text, start);
  if (found.complete !== undefined) {
    const plain = tryParse(found.complete);
    if (plain.ok) return { data: plain.value, recovered: false };
    const repaired = tryParse(withoutTrailingCommas(found.complete));
    return repaired.ok ? { data: repaired.value, recovered: true } : undefined;
  }
  if (!found.cut) return undefined;
  const closed = text.slice(start, found.cut.at) + found.cut.closers;
  const repaired = tryParse(withoutTrailingCommas(closed));
  return repaired.ok ? { data: repaired.value, recovered: true } : undefined;
};

/** The answer's JSON, repaired as far as it safely can be; undefined when there is none. */
export const parseAnswerJson = (raw: string): AnswerJson | undefined => {
  const plain = tryParse(raw.trim());
  if (plain.ok) return { data: plain.value, recovered: false };
  const text = unfenced(raw);
  const inner = tryParse(text);
  if (inner.ok) return { data: inner.value, recovered: false };
  // Prose before the JSON ("Here is the data: {...}"): start at the first bracket that works.
  const starts = [text.indexOf('{'), text.indexOf('[')]
    .filter((at) => at >= 0)
    .sort((a, b) => a - b);
  for (const start of starts) {
    const found = fromBracket(text, start);
    if (found) return found;
  }
  return undefined;
};
