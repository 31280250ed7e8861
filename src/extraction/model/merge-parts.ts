import type { ExtractedDocument, ExtractedHeader, ExtractedLine } from '../extracted.ts';

/** Totals are printed at the end: a later page's total replaces an earlier (carried-forward) one. */
const TOTALS = new Set<keyof ExtractedHeader>([
  'totalAmount',
  'totalNetMass',
  'totalGrossMass',
  'totalPackages',
]);

export const mergeHeaders = (headers: readonly ExtractedHeader[]): ExtractedHeader => {
  const merged: Record<string, unknown> = {};
  for (const header of headers)
    for (const [key, value] of Object.entries(header))
      if (
        value !== undefined &&
        (merged[key] === undefined || TOTALS.has(key as keyof ExtractedHeader))
      )
        merged[key] = value;
  return merged;
};

/** The rest of a line the page break cut: a description without quantity or amount. */
const isContinuation = (line: ExtractedLine): boolean =>
  line.description !== undefined &&
  line.quantity === undefined &&
  line.amount === undefined &&
  line.unitPrice === undefined;

const joined = (last: ExtractedLine, rest: ExtractedLine): ExtractedLine => ({
  ...rest,
  ...Object.fromEntries(Object.entries(last).filter(([, value]) => value !== undefined)),
  description: {
    ...last.description!,
    value: `${last.description?.value ?? ''} ${rest.description!.value}`.trim(),
  },
});

/**
 * The lines of page ranges asked apart, in page order. Where a range begins with the rest of the
 * previous range's last line (split by the page break the ranges were cut at), the two are one
 * line: the description joined, values taken from the first part and gaps from the second.
 */
export const mergeLines = (parts: readonly (readonly ExtractedLine[])[]): ExtractedLine[] => {
  const lines: ExtractedLine[] = [];
  for (const [index, part] of parts.entries()) {
    const [first, ...others] = part;
    const last = lines.at(-1);
    if (index > 0 && first && last?.description && isContinuation(first)) {
      lines[lines.length - 1] = joined(last, first);
      lines.push(...others);
    } else lines.push(...part);
  }
  return lines;
};

/** Several parts of one document as one. */
export const mergeDocuments = (
  base: Pick<ExtractedDocument, 'document' | 'kind' | 'extractor'>,
  parts: readonly ExtractedDocument[],
  notices: readonly string[],
  /** Off where items are numbered (transit): a line without amount there is no continuation. */
  options: { joinSplitLines?: boolean } = {},
): ExtractedDocument => ({
  ...base,
  header: mergeHeaders(parts.map((part) => part.header)),
  lines:
    options.joinSplitLines === false
      ? parts.flatMap((part) => part.lines)
      : mergeLines(parts.map((part) => part.lines)),
  charges: parts.flatMap((part) => part.charges),
  notices: [...notices, ...parts.flatMap((part) => part.notices)],
});
