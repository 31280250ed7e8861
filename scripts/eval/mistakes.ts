import { shown } from './compare.ts';
import type { DocumentScore } from './score-document.ts';

/**
 * One document's wrong and missing values, one a line as `field: expected "x" read "y"`, then the
 * expected lines nobody read and the read lines that pair with no expected one: what a developer
 * improving the reader goes through.
 */
export const mistakesOf = (score: DocumentScore): string => {
  const out: string[] = [];
  const headerRight = score.header.filter((outcome) => outcome.correct).length;
  const lines = score.lines
    ? `, lines ${score.lines.matched} paired of ${score.linesRead} read / ${score.lines.expected} expected`
    : `, ${score.linesRead} lines read (lines not in the expected values)`;
  out.push(
    `## ${score.set}/${score.name} [${score.language}, ${score.medium}]: header ${headerRight}/${score.header.length}${lines}`,
  );
  if (score.error !== undefined) out.push(`  error: ${score.error}`);
  for (const outcome of score.header)
    if (!outcome.correct)
      out.push(
        `  ${outcome.field}: expected ${shown(outcome.expected)} read ${shown(outcome.read)}`,
      );
  if (score.lines) {
    for (const outcome of score.lines.fields)
      if (!outcome.correct)
        out.push(
          `  lines[${outcome.line}].${outcome.field}: expected ${shown(outcome.expected)} read ${shown(outcome.read)}`,
        );
    for (const missed of score.lines.missed)
      out.push(
        `  lines[${missed.line}]: expected ${shown(missed.description)}, no read line pairs with it`,
      );
    for (const extra of score.lines.extra)
      out.push(
        `  read line ${extra.line}: ${shown(extra.description)} pairs with no expected line`,
      );
  }
  if (score.kinds && !score.kinds.correct)
    out.push(
      `  kinds: expected "${score.kinds.expected.join('+')}" read "${score.kinds.read.join('+')}"`,
    );
  for (const problem of score.problems) out.push(`  expected file: ${problem}`);
  if (out.length === 1) out.push('  all right');
  else if (score.notices.length > 0) out.push(`  notices: ${score.notices.join('; ')}`);
  return out.join('\n');
};
