import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { Checks } from '../messages/checks.ts';
import { euroAmount } from '../messages/euro-amounts.ts';
import type { MessageContext } from '../messages/message-context.ts';
import { group, leaf } from '../messages/xml-tree.ts';
import { euCostCode } from '../rules/index.ts';

type Cost = NonNullable<CanonicalDeclaration['costs']>[number];

/** The DE 4/9 code a cost is declared with (IM-ADDITIONS-DEDUCTIONS refuses the others). */
const euCodeOf = (code: string | undefined, declaration: CanonicalDeclaration) => {
  const eu = euCostCode(code, declaration.shipment?.incoterm);
  return 'code' in eu ? eu.code : code;
};

/** Amounts as they are sent, added without binary noise: 0.1 + 0.2 is 0.3. */
const exactSum = (values: readonly number[]) =>
  Number(values.reduce((sum, value) => sum + value, 0).toFixed(6));

/** Indexes of the costs by the code they are declared with, in the order codes first come. */
const byCode = (costs: readonly Cost[], declaration: CanonicalDeclaration) => {
  const groups = new Map<string, { code: string | undefined; indexes: number[] }>();
  costs.forEach((cost, index) => {
    const code = euCodeOf(cost.code, declaration);
    // A cost without a code is refused anyway; it is never added to another.
    const key = code ? `code:${code}` : `cost:${index}`;
    const entry = groups.get(key) ?? { code, indexes: [] };
    entry.indexes.push(index);
    groups.set(key, entry);
  });
  return [...groups.values()];
};

/**
 * GoodsShipment/AdditionsAndDeductions: one per DE 4/9 code, as customs reads one amount per code
 * (decision 0039). Costs that come to the same code (freight and insurance on an FOB invoice are
 * both AK) are added up, each member told with which others; the amounts of one currency are
 * added before they are converted, once, so the sum is not off by the parts' roundings (as an
 * item's lines, decision 0036), and the amounts in euro then added.
 */
export const additionsAndDeductions = (
  checks: Checks,
  context: MessageContext,
  declaration: CanonicalDeclaration,
) => {
  const costs = declaration.costs ?? [];
  return byCode(costs, declaration).map(({ code, indexes }, g) => {
    const where = `GoodsShipment/AdditionsAndDeductions[${g + 1}]`;
    const first = indexes[0]!;
    if (indexes.length > 1)
      for (const index of indexes)
        checks.notices.push({
          element: where,
          path: `/costs/${index}/amount`,
          message: `is declared with cost${indexes.length > 2 ? 's' : ''} ${indexes
            .filter((other) => other !== index)
            .map((other) => other + 1)
            .join(', ')} as one ${code}, their sum: customs takes one amount per DE 4/9 code`,
          params: { code, costs: indexes.map((other) => other + 1) },
        });
    for (const index of indexes)
      if (costs[index]!.amount === undefined)
        checks.required(undefined, `${where}/amount`, `/costs/${index}/amount`);
    const byCurrency = new Map<string, number[]>();
    for (const index of indexes) {
      if (costs[index]!.amount === undefined) continue;
      const currency = costs[index]!.currency ?? '';
      byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), index]);
    }
    const parts = [...byCurrency].map(([currency, members]) =>
      euroAmount(
        checks,
        context,
        declaration,
        {
          amount: exactSum(members.map((index) => costs[index]!.amount!)),
          currency: currency || undefined,
        },
        {
          element: where,
          amount: `/costs/${members[0]}/amount`,
          currency: `/costs/${members[0]}/currency`,
          params: { code },
        },
      ),
    );
    const complete = parts.length > 0 && parts.every((part) => part.amount !== undefined);
    return group(
      'AdditionsAndDeductions',
      leaf(
        'code',
        checks.check(code, `${where}/code`, `/costs/${first}/code`, { required: true }),
        indexes.map((index) => `/costs/${index}/code`),
      ),
      leaf(
        'amount',
        complete ? exactSum(parts.map((part) => part.amount!)) : undefined,
        indexes.map((index) => `/costs/${index}/amount`),
      ),
      leaf(
        'currency',
        parts.some((part) => part.currency === 'EUR') ? 'EUR' : undefined,
        indexes.map((index) => `/costs/${index}/currency`),
      ),
    );
  });
};
