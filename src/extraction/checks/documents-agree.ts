import type { ExtractedDocument, Found } from '../extracted.ts';
import type { MergedExtraction } from '../pipeline/merged-extraction.ts';
import type { Finding } from './finding.ts';

const about = (found: Found<unknown> | undefined) =>
  found ? { ...(found.source ? { source: found.source } : {}), confidence: found.confidence } : {};

const lineSum = (document: ExtractedDocument, field: 'netMass' | 'grossMass' | 'packages') =>
  document.lines.length > 0 && document.lines.every((line) => line[field])
    ? document.lines.reduce((sum, line) => sum + line[field]!.value, 0)
    : undefined;

/** A document's total: printed, else the sum of its lines. */
const totalOf = (
  document: ExtractedDocument,
  header: 'totalNetMass' | 'totalGrossMass' | 'totalPackages',
  line: 'netMass' | 'grossMass' | 'packages',
) => document.header[header]?.value ?? lineSum(document, line);

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.001, Math.max(a, b) * 0.005);

/** The invoice and the packing list describe one shipment: lines, packages and weights agree. */
export function* documentsAgree({ invoices, packingLists }: MergedExtraction): Generator<Finding> {
  const invoice = invoices[0];
  const packingList = packingLists[0];
  if (!invoice || !packingList || invoices.length > 1 || packingLists.length > 1) return;
  if (
    invoice.lines.length > 0 &&
    packingList.lines.length > 0 &&
    invoice.lines.length !== packingList.lines.length
  )
    yield {
      code: 'line-count-differs',
      severity: 'warning',
      path: '/goods_items',
      message: `the invoice has ${invoice.lines.length} goods lines, the packing list ${packingList.lines.length}: weights and packages were not copied line by line`,
    };
  const pairs = [
    ['totalPackages', 'packages', '/totals/packages', 'packages', ''],
    ['totalNetMass', 'netMass', '/totals/net_mass', 'net mass', ' kg'],
    ['totalGrossMass', 'grossMass', '/totals/gross_mass', 'gross mass', ' kg'],
  ] as const;
  for (const [header, line, path, label, unit] of pairs) {
    const onInvoice = totalOf(invoice, header, line);
    const onList = totalOf(packingList, header, line);
    if (onInvoice === undefined || onList === undefined || close(onInvoice, onList)) continue;
    yield {
      code: 'documents-disagree',
      severity: 'warning',
      path,
      message: `${label}: the invoice says ${onInvoice}${unit}, the packing list ${onList}${unit}`,
      ...about(packingList.header[header]),
    };
  }
}
