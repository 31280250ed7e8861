import { LANGUAGES } from './expected.ts';
import { HEADER_FIELDS, LINE_FIELDS } from './fields.ts';
import type { DocumentScore, FieldOutcome } from './score-document.ts';

/** A field over many documents: values expected, found (of those expected), found right. */
export interface Counts {
  expected: number;
  found: number;
  correct: number;
}

export interface Tally {
  documents: number;
  /** In the order of eval/expected-format.md; only fields some document expects. */
  header: Record<string, Counts>;
  /** Over the documents whose expected values give their lines. */
  lines: { documents: number; expected: number; read: number; matched: number };
  lineFields: Record<string, Counts>;
  packageKinds: { expected: number; correct: number };
  kinds: { expected: number; correct: number };
}

export interface Group {
  /** `overall`, `set shared`, `digital PDF + spreadsheets`, `language nl`... */
  readonly name: string;
  readonly tally: Tally;
}

const addOutcomes = (counts: Map<string, Counts>, outcomes: readonly FieldOutcome[]) => {
  for (const outcome of outcomes) {
    const count = counts.get(outcome.field) ?? { expected: 0, found: 0, correct: 0 };
    count.expected++;
    if (outcome.read !== undefined) count.found++;
    if (outcome.correct) count.correct++;
    counts.set(outcome.field, count);
  }
};

const inOrder = (fields: readonly string[], counts: Map<string, Counts>): Record<string, Counts> =>
  Object.fromEntries(
    fields.flatMap((field) => {
      const count = counts.get(field);
      return count ? [[field, count] as const] : [];
    }),
  );

export const tally = (scores: readonly DocumentScore[]): Tally => {
  const header = new Map<string, Counts>();
  const lineFields = new Map<string, Counts>();
  const result: Tally = {
    documents: scores.length,
    header: {},
    lines: { documents: 0, expected: 0, read: 0, matched: 0 },
    lineFields: {},
    packageKinds: { expected: 0, correct: 0 },
    kinds: { expected: 0, correct: 0 },
  };
  for (const score of scores) {
    addOutcomes(header, score.header);
    if (score.lines) {
      result.lines.documents++;
      result.lines.expected += score.lines.expected;
      result.lines.read += score.lines.read;
      result.lines.matched += score.lines.matched;
      addOutcomes(lineFields, score.lines.fields);
    }
    result.packageKinds.expected += score.packageKinds.expected;
    result.packageKinds.correct += score.packageKinds.correct;
    if (score.kinds) {
      result.kinds.expected++;
      if (score.kinds.correct) result.kinds.correct++;
    }
  }
  result.header = inOrder(HEADER_FIELDS, header);
  result.lineFields = inOrder(LINE_FIELDS, lineFields);
  return result;
};

/** A share, or undefined where there is nothing to divide by. */
export const rate = (part: number, whole: number): number | undefined =>
  whole === 0 ? undefined : part / whole;

const sum = (counts: Record<string, Counts>) =>
  Object.values(counts).reduce(
    (total, count) => ({
      expected: total.expected + count.expected,
      found: total.found + count.found,
      correct: total.correct + count.correct,
    }),
    { expected: 0, found: 0, correct: 0 },
  );

/** The headline: the share of expected header fields read right. */
export const headerRight = (t: Tally): Counts => sum(t.header);
export const lineFieldsRight = (t: Tally): Counts => sum(t.lineFields);

export const linePrecision = (t: Tally) => rate(t.lines.matched, t.lines.read);
export const lineRecall = (t: Tally) => rate(t.lines.matched, t.lines.expected);
/** Nothing read against something expected is an F1 of 0, not a share of nothing. */
export const f1 = (precision: number | undefined, recall: number | undefined) => {
  if (recall === undefined) return undefined;
  const p = precision ?? 0;
  return p + recall === 0 ? 0 : (2 * p * recall) / (p + recall);
};
export const lineF1 = (t: Tally) => f1(linePrecision(t), lineRecall(t));

export const MEDIUM_NAMES = {
  digital: 'digital PDF + spreadsheets',
  scan: 'scans (OCR)',
} as const;

/** Overall, each set, digital against scanned, each language: the groups the report shows. */
export const groupsOf = (scores: readonly DocumentScore[]): Group[] => {
  const groups: Group[] = [{ name: 'overall', tally: tally(scores) }];
  const by = (label: string, values: readonly string[], key: (s: DocumentScore) => string) => {
    for (const value of values) {
      const members = scores.filter((score) => key(score) === value);
      if (members.length > 0) groups.push({ name: `${label}${value}`, tally: tally(members) });
    }
  };
  by('set ', [...new Set(scores.map((score) => score.set))], (score) => score.set);
  by('', [MEDIUM_NAMES.digital, MEDIUM_NAMES.scan], (score) => MEDIUM_NAMES[score.medium]);
  const languages = [...new Set(scores.map((score) => score.language))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
  by('language ', languages, (score) => score.language);
  return groups;
};

const order = (language: string) => {
  const at = (LANGUAGES as readonly string[]).indexOf(language);
  return at === -1 ? LANGUAGES.length : at;
};

/** A tally with its shares worked out, for bench/results/eval.json. */
export const figures = (t: Tally) => {
  const withRates = (counts: Record<string, Counts>) =>
    Object.fromEntries(
      Object.entries(counts).map(([field, count]) => [
        field,
        {
          ...count,
          precision: rate(count.correct, count.found) ?? null,
          recall: rate(count.correct, count.expected) ?? null,
        },
      ]),
    );
  const right = headerRight(t);
  const lineRight = lineFieldsRight(t);
  return {
    documents: t.documents,
    headerFieldsRight: { ...right, share: rate(right.correct, right.expected) ?? null },
    header: withRates(t.header),
    lines: {
      ...t.lines,
      precision: linePrecision(t) ?? null,
      recall: lineRecall(t) ?? null,
      f1: lineF1(t) ?? null,
    },
    lineFieldsRight: { ...lineRight, share: rate(lineRight.correct, lineRight.expected) ?? null },
    lineFields: withRates(t.lineFields),
    packageKindsAsCodes: {
      ...t.packageKinds,
      share: rate(t.packageKinds.correct, t.packageKinds.expected) ?? null,
    },
    classification: { ...t.kinds, accuracy: rate(t.kinds.correct, t.kinds.expected) ?? null },
  };
};
