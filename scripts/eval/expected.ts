import type { Value } from './compare.ts';
import { parseNumber } from './compare.ts';
import {
  HEADER_FIELDS,
  headerComparison,
  LINE_COMPARISON,
  LINE_FIELDS,
  PARTIES,
  PARTY_FIELDS,
  type HeaderField,
  type HeaderValues,
  type LineField,
  type LineValues,
} from './fields.ts';

export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type DocumentKindName = 'invoice' | 'packing_list';

/** A document's expected values (eval/expected-format.md), parties flattened. */
export interface ExpectedDocument {
  readonly language?: string;
  readonly kinds?: readonly DocumentKindName[];
  readonly scan?: boolean;
  readonly header: HeaderValues;
  /** Absent: the lines are not scored; empty: the document has none. */
  readonly lines?: readonly LineValues[];
}

export interface Parsed {
  readonly expected: ExpectedDocument;
  /** What is wrong with the file: a member misspelt or of the wrong type is not scored. */
  readonly problems: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const NUMERIC = new Set(['number', 'mass']);

/** A member's value as the comparison wants it; numbers typed as text are taken but named. */
const valueOf = (
  where: string,
  numeric: boolean,
  raw: unknown,
  problems: string[],
): Value | undefined => {
  if (raw === null || raw === undefined) return undefined;
  if (numeric) {
    if (typeof raw === 'number') return raw;
    if (typeof raw === 'string' && parseNumber(raw) !== undefined) {
      problems.push(`${where}: a number written as text ("${raw}")`);
      return parseNumber(raw);
    }
    problems.push(`${where}: not a number (${JSON.stringify(raw)})`);
    return undefined;
  }
  if (typeof raw === 'string') return raw.trim() === '' ? undefined : raw;
  if (typeof raw === 'number') return String(raw);
  problems.push(`${where}: not a string (${JSON.stringify(raw)})`);
  return undefined;
};

const KNOWN_HEADER = new Set<string>([
  ...HEADER_FIELDS.filter((f) => !f.includes('.')),
  ...PARTIES,
]);
const KNOWN_TOP = new Set(['language', 'kinds', 'scan', 'header', 'lines', 'notes', 'source']);

const parseHeader = (raw: unknown, problems: string[]): HeaderValues => {
  if (raw === undefined) return {};
  if (!isRecord(raw)) {
    problems.push('header: not an object');
    return {};
  }
  for (const key of Object.keys(raw))
    if (!KNOWN_HEADER.has(key)) problems.push(`header.${key}: not a field of the format`);
  const header: Partial<Record<HeaderField, Value>> = {};
  const put = (field: HeaderField, member: unknown) => {
    const value = valueOf(
      `header.${field}`,
      NUMERIC.has(headerComparison(field)),
      member,
      problems,
    );
    if (value !== undefined) header[field] = value;
  };
  for (const field of HEADER_FIELDS) if (!field.includes('.')) put(field, raw[field]);
  for (const party of PARTIES) {
    const members = raw[party];
    if (members === undefined) continue;
    if (!isRecord(members)) {
      problems.push(`header.${party}: not an object`);
      continue;
    }
    for (const key of Object.keys(members))
      if (!(PARTY_FIELDS as readonly string[]).includes(key))
        problems.push(`header.${party}.${key}: not a field of the format`);
    for (const field of PARTY_FIELDS) put(`${party}.${field}`, members[field]);
  }
  return header;
};

const parseLine = (raw: unknown, index: number, problems: string[]): LineValues => {
  if (!isRecord(raw)) {
    problems.push(`lines[${index}]: not an object`);
    return {};
  }
  for (const key of Object.keys(raw))
    if (!(LINE_FIELDS as readonly string[]).includes(key))
      problems.push(`lines[${index}].${key}: not a field of the format`);
  const line: Partial<Record<LineField, Value>> = {};
  for (const field of LINE_FIELDS) {
    const value = valueOf(
      `lines[${index}].${field}`,
      NUMERIC.has(LINE_COMPARISON[field]),
      raw[field],
      problems,
    );
    if (value !== undefined) line[field] = value;
  }
  return line;
};

const parseKinds = (raw: unknown, problems: string[]): DocumentKindName[] | undefined => {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw) || raw.length === 0) {
    problems.push('kinds: not a list of invoice and packing_list');
    return undefined;
  }
  const kinds = raw.filter(
    (kind): kind is DocumentKindName => kind === 'invoice' || kind === 'packing_list',
  );
  if (kinds.length !== raw.length) problems.push(`kinds: ${JSON.stringify(raw)} has unknown kinds`);
  return kinds.length > 0 ? kinds : undefined;
};

/** An `NAME.expected.json`, read leniently: a slip in one member leaves the others scored. */
export const parseExpected = (raw: unknown): Parsed => {
  const problems: string[] = [];
  if (!isRecord(raw)) return { expected: { header: {} }, problems: ['not a JSON object'] };
  for (const key of Object.keys(raw))
    if (!KNOWN_TOP.has(key)) problems.push(`${key}: not a member of the format`);
  const language = typeof raw.language === 'string' ? raw.language.toLowerCase() : undefined;
  if (language === undefined || !(LANGUAGES as readonly string[]).includes(language))
    problems.push(`language: ${JSON.stringify(raw.language)} is none of ${LANGUAGES.join(', ')}`);
  if (raw.scan !== undefined && typeof raw.scan !== 'boolean') problems.push('scan: not a boolean');
  const kinds = parseKinds(raw.kinds, problems);
  let lines: LineValues[] | undefined;
  if (Array.isArray(raw.lines))
    lines = raw.lines.map((line, index) => parseLine(line, index, problems));
  else if (raw.lines !== undefined) problems.push('lines: not a list');
  return {
    expected: {
      ...(language !== undefined ? { language } : {}),
      ...(kinds ? { kinds } : {}),
      ...(typeof raw.scan === 'boolean' ? { scan: raw.scan } : {}),
      header: parseHeader(raw.header, problems),
      ...(lines ? { lines } : {}),
    },
    problems,
  };
};
