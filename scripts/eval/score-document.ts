import { sameValue, type Value } from './compare.ts';
import type { EvalDocument } from './documents.ts';
import {
  HEADER_FIELDS,
  headerComparison,
  LINE_COMPARISON,
  LINE_FIELDS,
  readHeaderValues,
  readLineValues,
  type LineValues,
} from './fields.ts';
import { matchLines } from './match-lines.ts';
import type { Reading } from './read.ts';

/** One expected value against what the reader gave for it. */
export interface FieldOutcome {
  readonly field: string;
  readonly expected: Value;
  readonly read?: Value;
  readonly correct: boolean;
}

export interface LineOutcome extends FieldOutcome {
  /** The expected line's index (0-based). */
  readonly line: number;
}

export interface LinesScore {
  readonly expected: number;
  readonly read: number;
  readonly matched: number;
  /** The matched pairs' fields, where the expected line has them. */
  readonly fields: readonly LineOutcome[];
  readonly missed: readonly { line: number; description?: Value }[];
  readonly extra: readonly { line: number; description?: Value }[];
}

export type Medium = 'digital' | 'scan';

export interface DocumentScore {
  readonly set: string;
  readonly name: string;
  readonly language: string;
  readonly medium: Medium;
  readonly header: readonly FieldOutcome[];
  /** Absent when the expected values leave the lines out. */
  readonly lines?: LinesScore;
  readonly linesRead: number;
  /** Package kinds given as EU codes, header and lines, unmatched expected lines counted too. */
  readonly packageKinds: { readonly expected: number; readonly correct: number };
  readonly kinds?: {
    readonly expected: readonly string[];
    readonly read: readonly string[];
    readonly correct: boolean;
  };
  readonly notices: readonly string[];
  readonly error?: string;
  readonly problems: readonly string[];
  readonly durationMs: number;
}

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((kind) => right.has(kind));
};

const scoreLines = (expected: readonly LineValues[], read: readonly LineValues[]): LinesScore => {
  const pairs = matchLines(expected, read);
  const fields: LineOutcome[] = [];
  for (const pair of pairs) {
    const want = expected[pair.expected]!;
    const got = read[pair.read]!;
    for (const field of LINE_FIELDS) {
      const value = want[field];
      if (value === undefined) continue;
      const found = got[field];
      fields.push({
        line: pair.expected,
        field,
        expected: value,
        ...(found !== undefined ? { read: found } : {}),
        correct: sameValue(LINE_COMPARISON[field], value, found),
      });
    }
  }
  const matchedExpected = new Set(pairs.map((pair) => pair.expected));
  const matchedRead = new Set(pairs.map((pair) => pair.read));
  const unmatched = (lines: readonly LineValues[], matched: Set<number>) =>
    lines.flatMap((line, index) =>
      matched.has(index)
        ? []
        : [
            {
              line: index,
              ...(line.description !== undefined ? { description: line.description } : {}),
            },
          ],
    );
  return {
    expected: expected.length,
    read: read.length,
    matched: pairs.length,
    fields,
    missed: unmatched(expected, matchedExpected),
    extra: unmatched(read, matchedRead),
  };
};

/** One document's expected values against its reading, field by field and line by line. */
export const scoreDocument = (document: EvalDocument, reading: Reading): DocumentScore => {
  const { expected } = document;
  const extracted = reading.extracted;
  const readHeader = extracted ? readHeaderValues(extracted.header) : {};
  const header: FieldOutcome[] = HEADER_FIELDS.flatMap((field) => {
    const value = expected.header[field];
    if (value === undefined) return [];
    const found = readHeader[field];
    return [
      {
        field,
        expected: value,
        ...(found !== undefined ? { read: found } : {}),
        correct: sameValue(headerComparison(field), value, found),
      },
    ];
  });
  const readLines = (extracted?.lines ?? []).map(readLineValues);
  const lines = expected.lines ? scoreLines(expected.lines, readLines) : undefined;
  const kindOutcomes = [
    ...header.filter((outcome) => outcome.field === 'package_kind'),
    ...(lines?.fields.filter((outcome) => outcome.field === 'package_kind') ?? []),
  ];
  const packageKinds = {
    expected:
      (expected.header.package_kind !== undefined ? 1 : 0) +
      (expected.lines ?? []).filter((line) => line.package_kind !== undefined).length,
    correct: kindOutcomes.filter((outcome) => outcome.correct).length,
  };
  const readKinds: readonly string[] = extracted ? (extracted.kinds ?? [extracted.kind]) : [];
  return {
    set: document.set,
    name: document.name,
    language: expected.language ?? '?',
    medium: (expected.scan ?? (document.image || reading.ocr)) ? 'scan' : 'digital',
    header,
    ...(lines ? { lines } : {}),
    linesRead: readLines.length,
    packageKinds,
    ...(expected.kinds
      ? {
          kinds: {
            expected: expected.kinds,
            read: readKinds,
            correct: sameSet(expected.kinds, readKinds),
          },
        }
      : {}),
    notices: extracted?.notices ?? [],
    ...(reading.error !== undefined ? { error: reading.error } : {}),
    problems: document.problems,
    durationMs: reading.durationMs,
  };
};
