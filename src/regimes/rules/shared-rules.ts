import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { ALL_MESSAGES, type FilingRule } from './filing-rule.ts';
import { packagingKindFindings } from './packaging-kinds.ts';

const itemsOf = (declaration: CanonicalDeclaration) => declaration.goods_items ?? [];

/** Masses are decimals with up to 6 places; a sum of rounded masses may be off by that much each. */
const MASS_TOLERANCE_PER_ITEM = 0.001;

/** Every dated document of a declaration, with its canonical path. */
function* datedDocuments(declaration: CanonicalDeclaration) {
  for (const key of [
    'supporting_documents',
    'additional_references',
    'transport_documents',
  ] as const)
    for (const [index, document] of (declaration[key] ?? []).entries())
      if (document.date) yield { path: `/${key}/${index}/date`, date: document.date };
  for (const [itemIndex, item] of itemsOf(declaration).entries())
    for (const key of [
      'previous_documents',
      'supporting_documents',
      'additional_references',
    ] as const)
      for (const [index, document] of (item[key] ?? []).entries())
        if (document.date)
          yield { path: `/goods_items/${itemIndex}/${key}/${index}/date`, date: document.date };
  if (declaration.shipment?.invoice_date)
    yield { path: '/shipment/invoice_date', date: declaration.shipment.invoice_date };
}

/** Rules every declaration message shares. */
export const SHARED_RULES: readonly FilingRule[] = [
  {
    id: 'ALL-ITEM-SEQUENCE',
    messages: ALL_MESSAGES,
    elements: ['GoodsItem/goodsItemNumber', 'ConsignmentItem/goodsItemNumber'],
    path: '/goods_items/*/sequence_number',
    reason: 'Goods items are numbered 1, 2, 3 … in order, each number once.',
    source: 'EU customs data model DE 1/6 (goods item number)',
    *check({ declaration }) {
      for (const [index, item] of itemsOf(declaration).entries())
        if (item.sequence_number !== index + 1)
          yield {
            path: `/goods_items/${index}/sequence_number`,
            message: `is ${item.sequence_number}; the goods item at position ${index + 1} must be number ${index + 1}`,
          };
    },
  },
  {
    id: 'R0223',
    messages: ALL_MESSAGES,
    elements: ['Commodity/GoodsMeasure/netMass'],
    path: '/goods_items/*/net_mass',
    reason: 'An item’s net mass cannot exceed its gross mass.',
    source:
      'NCTS rule R0223 (net mass at most the gross mass); EU customs data model DE 6/1 and 6/5 (net mass is the mass without packaging)',
    *check({ declaration }) {
      for (const [index, item] of itemsOf(declaration).entries())
        if (
          item.net_mass !== undefined &&
          item.gross_mass !== undefined &&
          item.net_mass > item.gross_mass
        )
          yield {
            path: `/goods_items/${index}/net_mass`,
            message: `${item.net_mass} kg is more than the item's gross mass of ${item.gross_mass} kg`,
          };
    },
  },
  {
    id: 'ALL-GROSS-MASS-TOTAL',
    messages: ALL_MESSAGES,
    elements: ['Consignment/grossMass', 'GoodsShipment/grossMass'],
    path: '/totals/gross_mass',
    reason: 'The total gross mass is the sum of the items’ gross masses.',
    source:
      'EU customs data model DE 6/5; our decision: a tolerance of 0.001 kg per item for rounding',
    *check({ declaration }) {
      const total = declaration.totals?.gross_mass;
      const items = itemsOf(declaration);
      if (total === undefined || items.some((item) => item.gross_mass === undefined)) return;
      const sum = items.reduce((acc, item) => acc + item.gross_mass!, 0);
      if (Math.abs(sum - total) > MASS_TOLERANCE_PER_ITEM * Math.max(items.length, 1))
        yield {
          path: '/totals/gross_mass',
          message: `is ${total} kg, but the goods items add up to ${Number(sum.toFixed(6))} kg`,
        };
    },
  },
  {
    id: 'ALL-NET-MASS-TOTAL',
    messages: ALL_MESSAGES,
    elements: ['GoodsMeasure/netMass'],
    path: '/totals/net_mass',
    reason: 'The total net mass is the sum of the items’ net masses.',
    source:
      'EU customs data model DE 6/1; our decision: a tolerance of 0.001 kg per item for rounding',
    *check({ declaration }) {
      const total = declaration.totals?.net_mass;
      const items = itemsOf(declaration);
      if (total === undefined || items.some((item) => item.net_mass === undefined)) return;
      const sum = items.reduce((acc, item) => acc + item.net_mass!, 0);
      if (Math.abs(sum - total) > MASS_TOLERANCE_PER_ITEM * Math.max(items.length, 1))
        yield {
          path: '/totals/net_mass',
          message: `is ${total} kg, but the goods items add up to ${Number(sum.toFixed(6))} kg`,
        };
    },
  },
  {
    id: 'ALL-INVOICE-TOTAL',
    messages: ALL_MESSAGES,
    elements: ['totalAmountInvoiced'],
    path: '/totals/invoice_amount',
    reason: 'The invoice total in the totals is the invoice’s total amount.',
    source: 'EU customs data model DE 4/11 (total amount invoiced)',
    *check({ declaration }) {
      const total = declaration.totals?.invoice_amount;
      const invoice = declaration.shipment?.total_invoice_amount;
      if (total !== undefined && invoice !== undefined && Math.abs(total - invoice) > 0.005)
        yield {
          path: '/totals/invoice_amount',
          message: `is ${total}, but the invoice's total amount (shipment.total_invoice_amount) is ${invoice}`,
        };
    },
  },
  {
    id: 'ALL-PACKAGES-TOTAL',
    messages: ALL_MESSAGES,
    elements: ['Consignment/totalNumberOfPackages', 'GoodsShipment/totalPackagesNumber'],
    path: '/totals/packages',
    reason: 'The total number of packages is the sum of the items’ packages.',
    source: 'EU customs data model DE 6/18 (total packages)',
    *check({ declaration }) {
      const total = declaration.totals?.packages;
      if (total === undefined) return;
      const packages = itemsOf(declaration).flatMap((item) => item.packages ?? []);
      if (packages.length === 0 || packages.some((entry) => entry.quantity === undefined)) return;
      const sum = packages.reduce((acc, entry) => acc + entry.quantity!, 0);
      if (sum !== total)
        yield {
          path: '/totals/packages',
          message: `is ${total}, but the goods items' packages add up to ${sum}`,
        };
    },
  },
  {
    id: 'ALL-PACKAGING-KIND',
    messages: ['CC515C', 'IE415B'],
    elements: ['Packaging/numberOfPackages', 'Packaging/shippingMarks'],
    path: '/goods_items/*/packages/*',
    reason:
      'Goods in bulk (CL181) have no number of packages and no shipping marks; unpacked goods (CL182) have a number of pieces; all other packages have both a number and shipping marks.',
    source: 'CL181 (bulk), CL182 (unpacked); AES packaging conditions (a transit: C0060)',
    check: ({ declaration, codes }) =>
      packagingKindFindings(declaration, codes, { marksOnBulk: false }),
  },
  {
    id: 'ALL-DATE-NOT-FUTURE',
    messages: ALL_MESSAGES,
    elements: ['SupportingDocument', 'PreviousDocument', 'TransportDocument'],
    path: '/…/date',
    reason: 'A document (or the invoice) cannot be dated after today.',
    source: 'Our decision: a future date is a typing error customs would query',
    *check({ declaration, today }) {
      for (const { path, date } of datedDocuments(declaration))
        if (date > today) yield { path, message: `${date} is after today (${today})` };
    },
  },
];
