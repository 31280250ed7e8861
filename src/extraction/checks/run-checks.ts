import type { MergedExtraction } from '../pipeline/merged-extraction.ts';
import { amountChecks } from './amount-checks.ts';
import { documentsAgree } from './documents-agree.ts';
import type { Finding } from './finding.ts';
import { massChecks } from './mass-checks.ts';
import { checkCommodityCodes, resolveOrigins, type ReferenceLookups } from './reference-checks.ts';

/**
 * The checks after every extraction path (table reader, spreadsheet, model): origins resolved,
 * then sums, masses, the documents against each other and the codes against the tariff. The
 * extraction comes back with its origins as codes where they resolved.
 */
export const runChecks = async (
  extraction: MergedExtraction,
  lookups: ReferenceLookups,
  today: string,
): Promise<{ extraction: MergedExtraction; findings: Finding[] }> => {
  const origins = resolveOrigins(extraction.lines, lookups);
  const resolved = { ...extraction, lines: origins.lines };
  const date = resolved.header.invoiceDate?.value ?? today;
  return {
    extraction: resolved,
    findings: [
      ...origins.findings,
      ...amountChecks(resolved),
      ...massChecks(resolved),
      ...documentsAgree(resolved),
      ...(await checkCommodityCodes(resolved.lines, date, lookups)),
    ],
  };
};
