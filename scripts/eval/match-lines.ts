import { foldText, sameValue, type Value } from './compare.ts';
import { LINE_COMPARISON, type LineField, type LineValues } from './fields.ts';

/** An expected line and the read line taken for it, by their indexes. */
export interface LinePair {
  readonly expected: number;
  readonly read: number;
  readonly similarity: number;
}

/**
 * A description's words, folded, figures apart from letters ("250g" and "250 g" are one thing to
 * a reader): "Beeswax XL\nAcme beeswax" is beeswax, xl, acme, beeswax.
 */
export const descriptionTokens = (description: Value | undefined): string[] =>
  description === undefined
    ? []
    : foldText(String(description))
        .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
        .split(/[^\p{L}\p{N}]+/u)
        .filter((token) => token !== '');

/**
 * Dice's coefficient of the two descriptions' words as multisets: a read description that keeps
 * only the first of an expected one's four lines still counts for what it has.
 */
export const descriptionSimilarity = (a: Value | undefined, b: Value | undefined): number => {
  const left = descriptionTokens(a);
  const right = descriptionTokens(b);
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const token of left) counts.set(token, (counts.get(token) ?? 0) + 1);
  let shared = 0;
  for (const token of right) {
    const count = counts.get(token) ?? 0;
    if (count > 0) {
      shared++;
      counts.set(token, count - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
};

/** The numbers that tell two lines apart when their descriptions do not. */
const NUMBERS: readonly LineField[] = [
  'amount',
  'quantity',
  'unit_price',
  'net_mass',
  'gross_mass',
];

/**
 * How many numbers both lines give, and how many of them are equal. "Equal amount and quantity"
 * generalised to packing lists, which have quantities and masses but no amounts.
 */
export const sharedNumbers = (expected: LineValues, read: LineValues) => {
  let shared = 0;
  let equal = 0;
  for (const field of NUMBERS) {
    const want = expected[field];
    const got = read[field];
    if (want === undefined || got === undefined) continue;
    shared++;
    if (sameValue(LINE_COMPARISON[field], want, got)) equal++;
  }
  return { shared, equal };
};

/** At least two numbers both lines give, and all of them equal. */
export const numbersAgree = (expected: LineValues, read: LineValues): boolean => {
  const { shared, equal } = sharedNumbers(expected, read);
  return shared >= 2 && equal === shared;
};

export const MIN_SIMILARITY = 0.5;

/**
 * Expected and read lines paired one to one, greedily from the most alike pair down: a pair
 * needs descriptions at least half alike or its numbers to agree. Among equally alike pairs the
 * ones nearer in order go first, so identical lines pair in the order printed.
 */
export const matchLines = (
  expected: readonly LineValues[],
  read: readonly LineValues[],
): LinePair[] => {
  const candidates: { pair: LinePair; score: number }[] = [];
  expected.forEach((want, e) => {
    read.forEach((got, r) => {
      const similarity = descriptionSimilarity(want.description, got.description);
      const { shared, equal } = sharedNumbers(want, got);
      const agree = shared >= 2 && equal === shared;
      if (similarity < MIN_SIMILARITY && !agree) return;
      const score = similarity + (shared === 0 ? 0 : equal / shared);
      candidates.push({ pair: { expected: e, read: r, similarity }, score });
    });
  });
  candidates.sort(
    (a, b) =>
      b.score - a.score ||
      Math.abs(a.pair.expected - a.pair.read) - Math.abs(b.pair.expected - b.pair.read) ||
      a.pair.expected - b.pair.expected,
  );
  const usedExpected = new Set<number>();
  const usedRead = new Set<number>();
  const pairs: LinePair[] = [];
  for (const { pair } of candidates) {
    if (usedExpected.has(pair.expected) || usedRead.has(pair.read)) continue;
    usedExpected.add(pair.expected);
    usedRead.add(pair.read);
    pairs.push(pair);
  }
  return pairs.sort((a, b) => a.expected - b.expected);
};
