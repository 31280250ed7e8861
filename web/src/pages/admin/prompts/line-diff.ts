/** One line of a line diff: kept, or only in the old text, or only in the new one. */
export interface DiffLine {
  readonly kind: 'same' | 'removed' | 'added';
  readonly text: string;
  /** 1-based line numbers in the old and the new text, where the line is there. */
  readonly oldLine?: number;
  readonly newLine?: number;
}

/** A run of unchanged lines left out of a diff shown with context. */
export interface DiffSkip {
  readonly kind: 'skip';
  readonly count: number;
}

/**
 * Beyond this many cells (old lines × new lines, after the common start and end are set aside)
 * the middle is shown as removed then added: a prompt is at most 20,000 characters, so this is
 * reached only by texts that share almost nothing, where a finer diff would say little more.
 */
const MAX_CELLS = 4_000_000;

const linesOf = (text: string) => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

/**
 * The lines of `after` against `before` by their longest common subsequence: the fewest lines
 * removed and added that turn one into the other. Removed lines come before the added lines that
 * replace them, as a reader compares them.
 */
export const lineDiff = (before: string, after: string): DiffLine[] => {
  const a = linesOf(before);
  const b = linesOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const out: DiffLine[] = [];
  const same = (i: number, j: number) =>
    out.push({ kind: 'same', text: a[i]!, oldLine: i + 1, newLine: j + 1 });
  const removed = (i: number) => out.push({ kind: 'removed', text: a[i]!, oldLine: i + 1 });
  const added = (j: number) => out.push({ kind: 'added', text: b[j]!, newLine: j + 1 });
  for (let i = 0; i < start; i += 1) same(i, i);
  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    for (let i = start; i < endA; i += 1) removed(i);
    for (let j = start; j < endB; j += 1) added(j);
  } else {
    // lengths[i][j]: the longest common subsequence of a[start+i..] and b[start+j..].
    const width = m + 1;
    const lengths = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i -= 1)
      for (let j = m - 1; j >= 0; j -= 1)
        lengths[i * width + j] =
          a[start + i] === b[start + j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    let i = 0;
    let j = 0;
    const pendingAdded: number[] = [];
    const flush = () => {
      for (const line of pendingAdded) added(line);
      pendingAdded.length = 0;
    };
    while (i < n || j < m) {
      if (i < n && j < m && a[start + i] === b[start + j]) {
        flush();
        same(start + i, start + j);
        i += 1;
        j += 1;
      } else if (
        j < m &&
        (i === n || lengths[i * width + j + 1]! >= lengths[(i + 1) * width + j]!)
      ) {
        // Held back so the lines it replaces are listed first.
        pendingAdded.push(start + j);
        j += 1;
      } else {
        removed(start + i);
        i += 1;
      }
    }
    flush();
  }
  for (let i = endA, j = endB; i < a.length; i += 1, j += 1) same(i, j);
  return out;
};

/** How many lines were added and removed. */
export const diffCounts = (diff: readonly DiffLine[]) => ({
  added: diff.filter((line) => line.kind === 'added').length,
  removed: diff.filter((line) => line.kind === 'removed').length,
});

/**
 * The diff as a reader wants it: every change with `context` unchanged lines around it, the
 * longer unchanged runs between changes folded into a count.
 */
export const withContext = (
  diff: readonly DiffLine[],
  context: number,
): (DiffLine | DiffSkip)[] => {
  const near = diff.map(() => false);
  diff.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (
      let k = Math.max(0, index - context);
      k <= Math.min(diff.length - 1, index + context);
      k += 1
    )
      near[k] = true;
  });
  const out: (DiffLine | DiffSkip)[] = [];
  let skipped = 0;
  diff.forEach((line, index) => {
    if (near[index]) {
      if (skipped > 0) out.push({ kind: 'skip', count: skipped });
      skipped = 0;
      out.push(line);
    } else skipped += 1;
  });
  if (skipped > 0) out.push({ kind: 'skip', count: skipped });
  return out;
};
