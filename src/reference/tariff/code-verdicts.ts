import type { MessageRequest } from '../../regimes/index.ts';
import { codePrefixOf } from './record-changes.ts';

export type TariffLookup = NonNullable<MessageRequest['tariff']>;
type Verdict = NonNullable<ReturnType<TariffLookup['verdict']>>;

/** A goods line as the verdicts need it: its 10-digit code and its product line suffix. */
export interface CodeLine {
  readonly code: string;
  readonly suffix: string;
}

/**
 * Where the lines of a code's family start: its own level (a heading's subheadings are below it),
 * at most its HS subheading (whose codes are proposed when the code does not exist).
 */
export const familyOf = (code: string): string => codePrefixOf(code.padEnd(10, '0')).slice(0, 6);

/**
 * The tariff's verdicts over some of its lines (every line of the families asked about). A CN
 * subheading (8 digits) is declarable when no line below it has other first eight digits (TARIC
 * subdivisions keep it one); a TARIC code (10) when no line at all is below it. Only suffix-80
 * lines are codes; the others group them.
 */
export const verdictsOver = (lines: readonly CodeLine[]) => {
  const codes = lines.map((line) => line.code);
  const keyAt = (digits: 8 | 10, code: string) => code.slice(0, digits);
  const isLeaf = (digits: 8 | 10, key: string) =>
    lines.some((line) => line.suffix === '80' && line.code === key.padEnd(10, '0')) &&
    !codes.some(
      (code) => code.startsWith(codePrefixOf(key.padEnd(10, '0'))) && keyAt(digits, code) !== key,
    );
  const leavesUnder = (digits: 8 | 10, prefix: string) =>
    [
      ...new Set(
        lines
          .filter((line) => line.suffix === '80' && line.code.startsWith(prefix))
          .map((line) => keyAt(digits, line.code)),
      ),
    ]
      .filter((key) => isLeaf(digits, key))
      .sort();
  return (code: string): Verdict => {
    const digits = code.length === 8 ? 8 : 10;
    if (isLeaf(digits, code)) return { kind: 'declarable' };
    const below = leavesUnder(digits, codePrefixOf(code.padEnd(10, '0'))).filter(
      (key) => key !== code,
    );
    if (below.length > 0) return { kind: 'heading', below };
    return { kind: 'unknown', nearby: leavesUnder(digits, code.slice(0, 6)) };
  };
};
