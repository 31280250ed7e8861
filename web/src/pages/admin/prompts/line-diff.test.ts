import { describe, expect, it } from 'vitest';
import { diffCounts, lineDiff, withContext, type DiffLine } from './line-diff.ts';

const marks = (diff: readonly DiffLine[]) =>
  diff.map((line) => `${{ same: ' ', removed: '-', added: '+' }[line.kind]}${line.text}`);

/** Applying the diff's kept and added lines gives the new text; kept and removed, the old. */
const sides = (diff: readonly DiffLine[]) => ({
  before: diff.filter((line) => line.kind !== 'added').map((line) => line.text),
  after: diff.filter((line) => line.kind !== 'removed').map((line) => line.text),
});

describe('a line diff of two prompt texts', () => {
  it('is all kept lines for the same text, and nothing for two empty ones', () => {
    expect(marks(lineDiff('a\nb', 'a\nb'))).toEqual([' a', ' b']);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('shows a changed line as the old one removed, then the new one added, with line numbers', () => {
    const diff = lineDiff('Rules:\ndates\nmasses', 'Rules:\ndates are yyyy-MM-dd\nmasses');
    expect(marks(diff)).toEqual([' Rules:', '-dates', '+dates are yyyy-MM-dd', ' masses']);
    expect(diff[1]).toEqual({ kind: 'removed', text: 'dates', oldLine: 2 });
    expect(diff[2]).toEqual({ kind: 'added', text: 'dates are yyyy-MM-dd', newLine: 2 });
    expect(diff[3]).toEqual({ kind: 'same', text: 'masses', oldLine: 3, newLine: 3 });
  });

  it('finds the fewest changes: a line inserted in the middle is one added line', () => {
    const diff = lineDiff('a\nb\nc\nd', 'a\nb\nX\nc\nd');
    expect(marks(diff)).toEqual([' a', ' b', '+X', ' c', ' d']);
    expect(diffCounts(diff)).toEqual({ added: 1, removed: 0 });
  });

  it('keeps the longest common run when lines move', () => {
    const diff = lineDiff('a\nb\nc\nd\ne', 'b\nc\nd\na\ne');
    expect(diffCounts(diff)).toEqual({ added: 1, removed: 1 });
    expect(sides(diff)).toEqual({
      before: ['a', 'b', 'c', 'd', 'e'],
      after: ['b', 'c', 'd', 'a', 'e'],
    });
  });

  it('reads a text from nothing as all added, to nothing as all removed', () => {
    expect(marks(lineDiff('', 'one\ntwo'))).toEqual(['+one', '+two']);
    expect(marks(lineDiff('one\ntwo', ''))).toEqual(['-one', '-two']);
  });

  it('treats Windows line ends as line ends, so pasting from Notepad changes nothing', () => {
    expect(diffCounts(lineDiff('a\nb', 'a\r\nb'))).toEqual({ added: 0, removed: 0 });
  });

  it('rebuilds both texts for random edits', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 200; round += 1) {
      const words = ['a', 'b', 'c', 'd'];
      const text = () =>
        Array.from({ length: Math.floor(random() * 8) }, () => words[Math.floor(random() * 4)]);
      const before = text();
      const after = text();
      const diff = lineDiff(before.join('\n'), after.join('\n'));
      expect(sides(diff)).toEqual({ before, after });
    }
  });

  it('stays quick for the largest texts that share little', () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join('\n');
    const started = performance.now();
    const diff = lineDiff(before, after);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(diffCounts(diff)).toEqual({ added: 3000, removed: 3000 });
  });
});

describe('a diff with context', () => {
  it('folds long unchanged runs into a count around the changes', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`);
    const after = [...before];
    after[9] = 'line ten';
    const shown = withContext(lineDiff(before.join('\n'), after.join('\n')), 2);
    expect(shown.map((line) => (line.kind === 'skip' ? `…${line.count}` : line.text))).toEqual([
      '…7',
      'line 8',
      'line 9',
      'line 10',
      'line ten',
      'line 11',
      'line 12',
      '…8',
    ]);
  });

  it('shows nothing but a count when nothing changed', () => {
    expect(withContext(lineDiff('a\nb\nc', 'a\nb\nc'), 2)).toEqual([{ kind: 'skip', count: 3 }]);
  });
});
