import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import { toEuro } from '../../valuation/index.ts';
import type { Checks } from './checks.ts';
import { declarationItemNumber } from './goods.ts';
import type { MessageContext } from './message-context.ts';
import { leaf } from './xml-tree.ts';

const rateText = (eurPerUnit: number) => Number(eurPerUnit.toFixed(6)).toString();

/** Where an amount in euro is told and, without a rate, refused. */
export interface EuroPlace {
  readonly element: string;
  /** The amount's pointer: the notice telling the rate used is there. */
  readonly amount: string;
  /** The currency's own pointer, where the amount has one (a cost); else it is refused at the amount. */
  readonly currency?: string;
  /** What the page names the amount by (a cost's code, an item's number), added to the notice. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * An amount customs wants in euro (an addition or deduction, a statistical value), converted as
 * the EU's valuation rules say: as it is in euro; at the sender's exchange_rate_to_eur for the
 * invoice's currency; otherwise at the customs rate valid on the declaration's day. The rate used
 * is told beside the amount (a notice at its path); no rate refuses the message, saying which one
 * is missing.
 */
export const euroAmount = (
  checks: Checks,
  context: MessageContext,
  declaration: CanonicalDeclaration,
  money: { readonly amount?: number | undefined; readonly currency?: string | undefined },
  place: EuroPlace,
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
      place.element,
      place.currency ?? place.amount,
      `is ${place.currency ? '' : 'in '}${currency}, and customs wants euro: ${converted.missing} (import the month's rates: customs rates import, or give shipment.exchange_rate_to_eur)`,
    );
    return { amount: undefined, currency: 'EUR' };
  }
  const customs = converted.rate;
  const by = customs
    ? `the customs rate of ${customs.validFrom.slice(0, 7)}, ${customs.perEuro} ${currency} per euro`
    : `the sender's rate ${rateText(converted.eurPerUnit)} EUR per ${currency}`;
  checks.notices.push({
    element: place.element,
    path: place.amount,
    message: `${amount} ${currency} is declared as ${converted.euro} EUR, at ${by}`,
    params: {
      ...place.params,
      amount,
      currency,
      euro: converted.euro,
      source: converted.source,
      eurPerUnit: converted.eurPerUnit,
      // The page says the customs rate as it is published: its month and units per euro.
      ...(customs ? { month: customs.validFrom.slice(0, 7), perEuro: customs.perEuro } : {}),
    },
  });
  return { amount: converted.euro, currency: 'EUR' };
};

/**
 * DE 99/6, the statistical value, always in the Member State's currency (euro): the item's value
 * is read in its line's currency, else the invoice's (SPEC.md: "absent means the shipment's"),
 * as its total_price is. The declaration's own figure is never changed, only the message's.
 */
export const statisticalValue = (
  checks: Checks,
  context: MessageContext,
  declaration: CanonicalDeclaration,
  item: CanonicalGoodsItem,
  index: number,
) => {
  const path = `/goods_items/${index}/statistical_value`;
  const inEuro = euroAmount(
    checks,
    context,
    declaration,
    {
      amount: item.statistical_value,
      currency: item.currency ?? declaration.shipment?.currency,
    },
    {
      element: `GoodsShipment/GoodsItem[${index + 1}]/statisticalValue`,
      amount: path,
      params: { item: declarationItemNumber(item, index) },
    },
  );
  return leaf('statisticalValue', inEuro.amount, path);
};
