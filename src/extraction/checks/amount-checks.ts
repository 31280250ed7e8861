import type { Found } from '../extracted.ts';
import type { MergedExtraction } from '../pipeline/merged-extraction.ts';
import type { Finding } from './finding.ts';

const cents = (value: number) => Math.round(value * 100);
/** Rounding on a printed invoice: a cent per line at most. */
const agree = (a: number, b: number, lines: number) =>
  Math.abs(cents(a) - cents(b)) <= Math.max(1, lines);

const about = (found: Found<unknown>) => ({
  ...(found.source ? { source: found.source } : {}),
  confidence: found.confidence,
});

const money = (value: number) => value.toFixed(2);

/** A charge printed beside the lines moves the total one way or the other. */
const signedCharges = (extraction: MergedExtraction) =>
  extraction.charges.reduce(
    (total, charge) =>
      total + (charge.kind === 'discount' ? -Math.abs(charge.amount.value) : charge.amount.value),
    0,
  );

/** Line amounts against the invoice total, and each line's quantity times price against its amount. */
export function* amountChecks(extraction: MergedExtraction): Generator<Finding> {
  const { lines, header } = extraction;
  for (const [index, line] of lines.entries()) {
    const { quantity, unitPrice, amount } = line;
    if (!quantity || !unitPrice || !amount) continue;
    const expected = quantity.value * unitPrice.value;
    if (Math.abs(cents(expected) - cents(amount.value)) > Math.max(1, cents(expected) * 0.005))
      yield {
        code: 'line-amount-mismatch',
        severity: 'warning',
        path: `/goods_items/${index}/total_price`,
        message: `line ${index + 1}: ${quantity.value} x ${unitPrice.value} = ${money(expected)}, the line says ${money(amount.value)}`,
        ...about(amount),
      };
  }
  const total = header.totalAmount;
  if (!total || lines.length === 0) return;
  const missing = lines.flatMap((line, index) => (line.amount ? [] : [index + 1]));
  if (missing.length > 0) {
    yield {
      code: 'total-not-checked',
      severity: 'info',
      path: '/shipment/total_invoice_amount',
      message: `the total cannot be checked: line${missing.length > 1 ? 's' : ''} ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ' ...' : ''} ha${missing.length > 1 ? 've' : 's'} no amount`,
      ...about(total),
    };
    return;
  }
  const sum = lines.reduce((sum, line) => sum + line.amount!.value, 0);
  if (agree(sum, total.value, lines.length)) return;
  const withCharges = sum + signedCharges(extraction);
  if (extraction.charges.length > 0 && agree(withCharges, total.value, lines.length)) return;
  yield {
    code: 'total-mismatch',
    severity: 'warning',
    path: '/shipment/total_invoice_amount',
    message: `the ${lines.length} line amounts add up to ${money(sum)}${extraction.charges.length > 0 ? ` (${money(withCharges)} with the charges)` : ''}; the invoice total is ${money(total.value)}`,
    ...about(total),
  };
}
