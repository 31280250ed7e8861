import type { Found } from '../extracted.ts';
import type { MergedLine } from '../pipeline/merged-extraction.ts';
import type { Finding } from './finding.ts';

/** The reference data the checks read, handed in: the tariff and the shared country resolution. */
export interface ReferenceLookups {
  /** False while no tariff is loaded at all: codes are then not checked, rather than all "unknown". */
  readonly tariffLoaded: boolean;
  /** The tariff line of an 8- or 10-digit code on a date, undefined when the tariff has none. */
  readonly tariffLine: (
    code: string,
    date: string,
  ) => Promise<{ readonly declarable: boolean } | undefined>;
  readonly resolveCountry: (text: string) => {
    readonly code: string | undefined;
    readonly candidates?: readonly string[];
  };
}

const about = (found: Found<unknown>) => ({
  ...(found.source ? { source: found.source } : {}),
  confidence: found.confidence,
});

/**
 * Origins as printed ("Made in China", "Volksrepubliek China") resolved by the service's one
 * country resolution (SPEC.md "Reference data"); one it cannot resolve for certain stays
 * unresolved with a finding, never guessed.
 */
export const resolveOrigins = (
  lines: readonly MergedLine[],
  lookups: ReferenceLookups,
): { lines: MergedLine[]; findings: Finding[] } => {
  const findings: Finding[] = [];
  const resolved = lines.map((line, index) => {
    const printed = line.countryOfOrigin ?? line.countryOfOriginText;
    if (!printed) return line;
    const resolution = lookups.resolveCountry(printed.value);
    if (resolution.code)
      return { ...line, countryOfOrigin: { ...printed, value: resolution.code } };
    findings.push({
      code: 'country-unresolved',
      severity: 'warning',
      path: `/goods_items/${index}/country_of_origin`,
      message: `line ${index + 1}: origin "${printed.value}" is no known country${resolution.candidates?.length ? ` (it could be ${resolution.candidates.join(', ')})` : ''}`,
      ...about(printed),
    });
    const { countryOfOrigin: _dropped, ...rest } = line;
    return { ...rest, countryOfOriginText: printed };
  });
  return { lines: resolved, findings };
};

/** HS codes as printed, against the tariff in force on the invoice date. */
export const checkCommodityCodes = async (
  lines: readonly MergedLine[],
  date: string,
  lookups: ReferenceLookups,
): Promise<Finding[]> => {
  const findings: Finding[] = [];
  const known = new Map<string, Promise<{ readonly declarable: boolean } | undefined>>();
  let unchecked = 0;
  for (const [index, line] of lines.entries()) {
    const code = line.commodityCode;
    if (!code) continue;
    const path = `/goods_items/${index}/commodity_code`;
    if (!/^(\d{8}|\d{10})$/.test(code.value)) {
      findings.push({
        code: 'commodity-code-incomplete',
        severity: 'warning',
        path,
        message: `line ${index + 1}: ${code.value} has ${code.value.length} digits; a declaration needs the 8-digit CN or 10-digit TARIC code`,
        ...about(code),
      });
      continue;
    }
    if (!lookups.tariffLoaded) {
      unchecked += 1;
      continue;
    }
    if (!known.has(code.value)) known.set(code.value, lookups.tariffLine(code.value, date));
    const tariff = await known.get(code.value)!;
    if (!tariff)
      findings.push({
        code: 'commodity-code-unknown',
        severity: 'error',
        path,
        message: `line ${index + 1}: ${code.value} is not in the tariff on ${date}`,
        ...about(code),
      });
    else if (!tariff.declarable)
      findings.push({
        code: 'commodity-code-not-declarable',
        severity: 'warning',
        path,
        message: `line ${index + 1}: ${code.value} has subheadings on ${date}; declare one of them`,
        ...about(code),
      });
  }
  if (unchecked > 0)
    findings.push({
      code: 'tariff-not-loaded',
      severity: 'info',
      path: '/goods_items',
      message: `${unchecked} commodity code${unchecked > 1 ? 's were' : ' was'} not checked: no tariff is loaded (the service loads the CN 2026 list at its first start)`,
    });
  return findings;
};
