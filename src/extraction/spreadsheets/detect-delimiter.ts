const DELIMITERS = [';', ',', '\t', '|'] as const;

/**
 * The delimiter that splits the first lines into the same number of fields most often: ';' is
 * what Excel writes where the decimal separator is a comma (Belgium, France, Germany).
 */
export const detectDelimiter = (text: string): string => {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, 30);
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const mode = mostFrequent(counts.filter((count) => count > 0));
    if (mode === undefined) continue;
    const score = counts.filter((count) => count === mode).length * 1000 + mode;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
};

const countOutsideQuotes = (line: string, delimiter: string): number => {
  let count = 0;
  let quoted = false;
  for (const character of line) {
    if (character === '"') quoted = !quoted;
    else if (character === delimiter && !quoted) count++;
  }
  return count;
};

const mostFrequent = (values: readonly number[]): number | undefined => {
  const tally = new Map<number, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  let best: number | undefined;
  for (const [value, times] of tally)
    if (best === undefined || times > (tally.get(best) ?? 0)) best = value;
  return best;
};
