import type { ExtractionOutcome } from '../extraction/index.ts';

type Found = {
  value: unknown;
  confidence: number;
  source?: { document: string; page: number; cell?: string };
};

const where = (found: Found) =>
  found.source
    ? `${found.source.document} p.${found.source.page}${found.source.cell ? ` ${found.source.cell}` : ''}, ${Math.round(found.confidence * 100)} %`
    : `${Math.round(found.confidence * 100)} %`;

const values = (record: object, indent: string): string[] =>
  Object.entries(record as Record<string, unknown>).flatMap(([key, value]) => {
    if (value && typeof value === 'object' && 'value' in value)
      return [`${indent}${key}: ${String((value as Found).value)}  (${where(value as Found)})`];
    if (value && typeof value === 'object')
      return [`${indent}${key}:`, ...values(value, `${indent}  `)];
    return [];
  });

/** What `customs extract` prints: JSON for scripts, or text for a person trying prompts. */
export function extractionReport(outcome: ExtractionOutcome): object;
export function extractionReport(outcome: ExtractionOutcome, format: 'text'): string;
export function extractionReport(outcome: ExtractionOutcome, format?: 'text'): object | string {
  const documents = outcome.attempts.map((attempt) => ({
    file: attempt.fileName,
    status: attempt.status,
    ...(attempt.error ? { error: attempt.error } : {}),
    kind: attempt.extracted?.kind ?? null,
    // An invoice that is also its packing list is both (decision 0041).
    kinds: attempt.extracted ? (attempt.extracted.kinds ?? [attempt.extracted.kind]) : [],
    extractor: attempt.extractorType,
    pages: attempt.pageCount ?? null,
    model: attempt.usage?.model ?? null,
    tokens: attempt.usage
      ? { prompt: attempt.usage.promptTokens, completion: attempt.usage.completionTokens }
      : null,
    estimatedCostUsd: attempt.estimatedCost ?? null,
    notices: attempt.extracted?.notices ?? [],
  }));
  const { header, lines, charges } = outcome.merged;
  if (format !== 'text')
    return {
      documents,
      header,
      lines,
      charges,
      checks: outcome.findings,
      canonical: outcome.canonical,
    };
  const out: string[] = [];
  for (const document of documents) {
    out.push(
      `${document.file}: ${document.kinds.length > 0 ? document.kinds.join(' and ') : 'not read'} (${document.extractor}${document.pages ? `, ${document.pages} page(s)` : ''}${document.model ? `, ${document.model}` : ''})`,
    );
    if (document.error) out.push(`  error: ${document.error}`);
    for (const notice of document.notices) out.push(`  notice: ${notice}`);
  }
  out.push('', 'Header:', ...values(header, '  '));
  out.push('', `Goods lines (${lines.length}):`);
  lines.forEach((line, index) => {
    const { document: _document, ...rest } = line;
    out.push(`  ${index + 1}.`, ...values(rest, '     '));
  });
  out.push('', `Charges (${charges.length}):`);
  for (const charge of charges)
    out.push(
      `  ${charge.kind} "${charge.label}": ${charge.amount.value}  (${where(charge.amount)})`,
    );
  out.push('', `Checks (${outcome.findings.length}):`);
  for (const finding of outcome.findings)
    out.push(`  ${finding.severity} ${finding.path}: ${finding.message}`);
  return `${out.join('\n')}\n`;
}
