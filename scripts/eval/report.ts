import type { DocumentScore } from './score-document.ts';
import {
  f1,
  headerRight,
  lineF1,
  lineFieldsRight,
  linePrecision,
  lineRecall,
  rate,
  type Counts,
  type Group,
} from './tally.ts';

export interface ReportContext {
  readonly date: Date;
  /** How pages become text: the text layer and local OCR, or Document Intelligence. */
  readonly reader: string;
  readonly filter?: string;
  readonly problems: readonly string[];
}

const percent = (share: number | undefined) =>
  share === undefined ? 'n/a' : `${(100 * share).toFixed(1)} %`;
const ofWhole = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${part}/${whole} (${percent(part / whole)})`;
const right = (counts: Counts) => ofWhole(counts.correct, counts.expected);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** Markdown table cells must not break the row. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

const fieldTable = (counts: Record<string, Counts>) =>
  Object.keys(counts).length === 0
    ? '(no field expected)'
    : table(
        ['Field', 'Expected', 'Found', 'Correct', 'Precision', 'Recall'],
        Object.entries(counts).map(([field, count]) => [
          field,
          String(count.expected),
          String(count.found),
          String(count.correct),
          percent(rate(count.correct, count.found)),
          percent(rate(count.correct, count.expected)),
        ]),
      );

const summary = (groups: readonly Group[]) =>
  table(
    [
      'Group',
      'Documents',
      'Header fields right',
      'Lines read / expected',
      'Line precision',
      'Line recall',
      'Line F1',
      'Line fields right',
      'Package kinds as codes',
      'Kinds right',
    ],
    groups.map(({ name, tally: t }) => [
      name,
      String(t.documents),
      right(headerRight(t)),
      t.lines.documents === 0 ? 'n/a' : `${t.lines.read} / ${t.lines.expected}`,
      percent(linePrecision(t)),
      percent(lineRecall(t)),
      percent(lineF1(t)),
      right(lineFieldsRight(t)),
      ofWhole(t.packageKinds.correct, t.packageKinds.expected),
      ofWhole(t.kinds.correct, t.kinds.expected),
    ]),
  );

const groupSection = ({ name, tally: t }: Group) => `## ${name[0]!.toUpperCase()}${name.slice(1)}

Header fields right: ${right(headerRight(t))}. Lines: ${t.lines.matched} paired of ${t.lines.read} read and ${t.lines.expected} expected (precision ${percent(linePrecision(t))}, recall ${percent(lineRecall(t))}, F1 ${percent(lineF1(t))}).

### Header fields

${fieldTable(t.header)}

### Line fields (paired lines)

${fieldTable(t.lineFields)}
`;

const documentF1 = (score: DocumentScore) => {
  if (!score.lines) return 'n/a';
  const { matched, read, expected } = score.lines;
  return percent(f1(rate(matched, read), rate(matched, expected)));
};

const documentRows = (scores: readonly DocumentScore[]) =>
  table(
    [
      'Set',
      'Document',
      'Language',
      'Medium',
      'Header right',
      'Lines read / expected',
      'Line F1',
      'Line fields right',
      'Kinds',
    ],
    scores.map((score) => {
      const headerCorrect = score.header.filter((outcome) => outcome.correct).length;
      const lineCorrect = score.lines?.fields.filter((outcome) => outcome.correct).length ?? 0;
      return [
        score.set,
        score.name,
        score.language,
        score.medium,
        `${headerCorrect}/${score.header.length}`,
        `${score.linesRead} / ${score.lines ? score.lines.expected : '-'}`,
        documentF1(score),
        score.lines && score.lines.fields.length > 0
          ? `${lineCorrect}/${score.lines.fields.length}`
          : 'n/a',
        score.kinds
          ? `${score.kinds.correct ? 'right' : 'wrong'}: ${score.kinds.read.join('+') || '-'}`
          : '-',
      ];
    }),
  );

/** The pipeline tells this of every reading without a model: no reason for this document's. */
const NO_MODEL = 'no language model is configured';

/** Documents with lines expected and none read, with the reader's own reasons. */
const emptyResults = (scores: readonly DocumentScore[]) => {
  const empty = scores.filter(
    (score) => score.lines && score.lines.expected > 0 && score.linesRead === 0,
  );
  if (empty.length === 0) return 'None: every document with expected lines had some read.';
  return empty
    .map((score) => {
      const reasons = [
        ...(score.error !== undefined ? [`error: ${score.error}`] : []),
        ...score.notices.filter((notice) => !notice.startsWith(NO_MODEL)),
      ];
      return `- ${score.set}/${score.name} (${plural(score.lines!.expected, 'line')} expected): ${
        reasons.length === 0 ? 'no notice given' : reasons.join('; ')
      }`;
    })
    .join('\n');
};

const problemList = (scores: readonly DocumentScore[], context: ReportContext) => {
  const items = [
    ...context.problems,
    ...scores.flatMap((score) =>
      score.problems.map((problem) => `${score.set}/${score.name}: ${problem}`),
    ),
  ];
  return items.length === 0 ? 'None.' : items.map((item) => `- ${item}`).join('\n');
};

/** The markdown report of a run: the figures by group, then document by document. */
export const renderReport = (
  groups: readonly Group[],
  scores: readonly DocumentScore[],
  context: ReportContext,
): string => {
  const sets = new Map<string, number>();
  for (const score of scores) sets.set(score.set, (sets.get(score.set) ?? 0) + 1);
  return `# Extraction without a model: precision and recall

${context.date.toISOString()}. ${scores.length} documents (${[...sets].map(([set, count]) => `${set} ${count}`).join(', ')}), read by the service's reader processes (${context.reader}), no language model.${context.filter ? ` Filtered: ${context.filter}.` : ''}

Only what the expected values give is scored: a value read for a field they leave out counts
nowhere. Found: the reader gave a value for an expected field; precision = correct / found;
recall = correct / expected. "Header fields right" is correct / expected over every header field.
Lines are paired one to one, most alike first (description words, or at least two equal numbers
among amount, quantity, unit price and masses); line precision = paired / read, recall = paired /
expected; line fields are scored over the paired lines. Strings compare folded (case, accents,
spacing, trailing punctuation; names without dots and commas); numbers to 2 decimals, masses to
0.05 kg; dates exactly; codes upper case. "Package kinds as codes": EU package codes right, header
and every expected line. "Kinds right": the document's kinds, as a set, as expected.

## Summary

${summary(groups)}

${groups.map(groupSection).join('\n')}
## Documents

${documentRows(scores)}

## Expected lines, none read

${emptyResults(scores)}

## Expected values that could not be scored as written

${problemList(scores, context)}
`;
};
