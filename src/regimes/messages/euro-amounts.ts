import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { toEuro } from '../../valuation/index.ts';
import type { Checks } from './checks.ts';
import type { MessageContext } from './message-context.ts';

const rateText = (eurPerUnit: number) => Number(eurPerUnit.toFixed(6)).toString();

/**
 * An amount customs wants in euro (an addition or deduction), converted as the EU's valuation
 * rules say: as it is in euro; at the sender's exchange_rate_to_eur for the invoice's currency;
 * otherwise at the customs rate valid on the declaration's day. The rate used is told beside the
 * amount (a notice at its path); no rate refuses the message, saying which one is missing.
 */
export const euroAmount = (
  checks: Checks,
  context: MessageContext,
  declaration: CanonicalDeclaration,
  money: { readonly amount?: number | undefined; readonly currency?: string | undefined },
  element: string,
  path: string,
): { amount: number | undefined; currency: string | undefined } => {
  const { amount, currency } = money;
  if (amount === undefined || currency === undefined || currency === 'EUR')
    return { amount, currency };
  const shipment = declaration.shipment ?? {};
  const sender = currency === shipment.currency ? shipment.exchange_rate_to_eur : undefined;
  const day = context.preparedAt.slice(0, 10);
  const converted = toEuro(amount, currency, day, context.rates, sender ?? undefined);
  if (converted.euro === undefined) {
    checks.rule(
      false,
      element,
      `${path}/currency`,
      `is ${currency}, and customs wants euro: ${converted.missing} (import the month's rates: customs rates import, or give shipment.exchange_rate_to_eur)`,
    );
    return { amount: undefined, currency: 'EUR' };
  }
  const by =
    converted.source === 'sender'
      ? `the sender's rate ${rateText(converted.eurPerUnit)} EUR per ${currency}`
      : `the customs rate of ${converted.rate!.validFrom.slice(0, 7)}, ${converted.rate!.perEuro} ${currency} per euro`;
  checks.notices.push({
    element,
    path: `${path}/amount`,
    message: `${amount} ${currency} is declared as ${converted.euro} EUR, at ${by}`,
    params: {
      amount,
      currency,
      euro: converted.euro,
      source: converted.source,
      eurPerUnit: converted.eurPerUnit,
    },
  });
  return { amount: converted.euro, currency: 'EUR' };
};
