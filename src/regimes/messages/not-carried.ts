import type { CanonicalDeclaration, CanonicalParty } from '../../canonical/index.ts';
import type { Checks } from './checks.ts';

type PartyKey = keyof NonNullable<CanonicalDeclaration['parties']>;

/**
 * Values a message has no element for, each reported on the dossier as not carried (an info
 * notice), so that nothing a partner sent disappears without a word.
 */
export const reportNotCarried = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  message: string,
  options: {
    parties?: readonly PartyKey[];
    shipment?: readonly ('invoice_number' | 'invoice_date')[];
    unitPrices?: boolean;
  },
) => {
  for (const key of options.parties ?? []) {
    const party: CanonicalParty = declaration.parties?.[key] ?? {};
    for (const [member, value] of Object.entries(party))
      checks.notCarried(value, message, `/parties/${key}/${member}`, `${message} has no ${key}`);
  }
  for (const key of options.shipment ?? [])
    checks.notCarried(
      declaration.shipment?.[key],
      message,
      `/shipment/${key}`,
      `${message} has no element for it; declare the invoice as a supporting document (N380)`,
    );
  if (options.unitPrices)
    (declaration.goods_items ?? []).forEach((item, index) =>
      checks.notCarried(
        item.unit_price,
        message,
        `/goods_items/${index}/unit_price`,
        `${message} carries the item's invoiced amount, not its unit price`,
      ),
    );
};
