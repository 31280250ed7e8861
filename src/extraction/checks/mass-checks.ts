import type { Found } from '../extracted.ts';
import type { MergedExtraction } from '../pipeline/merged-extraction.ts';
import type { Finding } from './finding.ts';

const about = (found: Found<unknown>) => ({
  ...(found.source ? { source: found.source } : {}),
  confidence: found.confidence,
});

const kg = (value: number) => `${Math.round(value * 1000) / 1000} kg`;
/** Masses are printed to a gram at best; half a percent covers rounding per line. */
const agree = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.001, Math.max(a, b) * 0.005);

/** Gross mass includes the packing: never below the net mass (UCC DA Annex B, DE 6/1 and 6/5). */
export function* massChecks({ lines, header }: MergedExtraction): Generator<Finding> {
  for (const [index, line] of lines.entries()) {
    if (line.grossMass && line.netMass && line.grossMass.value < line.netMass.value)
      yield {
        code: 'gross-below-net',
        severity: 'error',
        path: `/goods_items/${index}/gross_mass`,
        message: `line ${index + 1}: gross mass ${kg(line.grossMass.value)} is below the net mass ${kg(line.netMass.value)}`,
        ...about(line.grossMass),
      };
  }
  const { totalGrossMass: gross, totalNetMass: net } = header;
  if (gross && net && gross.value < net.value)
    yield {
      code: 'gross-below-net',
      severity: 'error',
      path: '/totals/gross_mass',
      message: `total gross mass ${kg(gross.value)} is below the total net mass ${kg(net.value)}`,
      ...about(gross),
    };
  for (const [field, total, path] of [
    ['netMass', net, '/totals/net_mass'],
    ['grossMass', gross, '/totals/gross_mass'],
  ] as const) {
    if (!total || lines.length === 0 || lines.some((line) => !line[field])) continue;
    const sum = lines.reduce((sum, line) => sum + line[field]!.value, 0);
    if (!agree(sum, total.value))
      yield {
        code: 'mass-total-mismatch',
        severity: 'warning',
        path,
        message: `the lines' ${field === 'netMass' ? 'net' : 'gross'} masses add up to ${kg(sum)}; the document's total is ${kg(total.value)}`,
        ...about(total),
      };
  }
}
