import type { FilingRule } from './filing-rule.ts';
import { DEDUCTION_CODES, euCostCode } from './valuation-codes.ts';

/** UCC DE 1/10 first two digits that end in export: export, re-export, outward processing. */
const EXPORT_PROCEDURES = new Set(['10', '11', '21', '22', '23', '31']);
/** Release for free circulation (H1) and customs warehousing (H2, procedure 71). */
const IMPORT_PROCEDURES = {
  H1: new Set(['40', '42', '43', '44', '45', '46', '48', '61', '63', '68']),
  H2: new Set(['71']),
};

/** Rules of the export (CC515C) and import (IE415B) declarations beyond their schemas. */
export const EXPORT_IMPORT_RULES: readonly FilingRule[] = [
  {
    id: 'EX-PROCEDURE',
    messages: ['CC515C'],
    elements: ['GoodsItem/Procedure/requestedProcedure'],
    path: '/goods_items/*/requested_procedure',
    reason:
      'An export item requests an export procedure: 10, 11, 21, 22, 23 or 31 (not an import procedure such as 40).',
    source: 'UCC DA Annex B, DE 1/10 (procedure), column B1',
    *check({ declaration }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        if (item.requested_procedure && !EXPORT_PROCEDURES.has(item.requested_procedure))
          yield {
            path: `/goods_items/${index}/requested_procedure`,
            message: `${item.requested_procedure} is not an export procedure (10, 11, 21, 22, 23, 31)`,
          };
    },
  },
  {
    id: 'EX-LOCATION-OF-GOODS',
    messages: ['CC515C'],
    elements: ['GoodsShipment/Consignment/LocationOfGoods'],
    path: '/authorised_location_of_goods',
    reason:
      'An export declaration says where the goods can be examined: the location of goods, with its type and qualifier.',
    source: 'UCC DA Annex B, DE 5/23 (location of goods), mandatory in B1',
    *check({ declaration }) {
      const location = declaration.authorised_location_of_goods ?? {};
      if (Object.values(location).every((value) => value === undefined || value === ''))
        yield {
          path: '/authorised_location_of_goods',
          message:
            'is required: where the goods can be examined (set declarations:location_of_goods, or send it)',
        };
    },
  },
  {
    id: 'IM-PROCEDURE',
    messages: ['IE415B'],
    elements: ['GoodsItem/Procedure/requestedProcedure'],
    path: '/goods_items/*/requested_procedure',
    reason:
      'An H1B item requests release for free circulation (40, 42, 61, 63, 68 …); an H2B item customs warehousing (71).',
    source: 'UCC DA Annex B, DE 1/10 (procedure), columns H1 and H2',
    *check({ declaration, metadata }) {
      // As the builder chooses: the dossier's metadata, else the declaration's regime.
      const column = (metadata.useH2b ?? declaration.regime === 'H2') ? 'H2' : 'H1';
      const allowed = IMPORT_PROCEDURES[column];
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        if (item.requested_procedure && !allowed.has(item.requested_procedure))
          yield {
            path: `/goods_items/${index}/requested_procedure`,
            message: `${item.requested_procedure} is not a procedure of an ${column}B declaration (${[...allowed].join(', ')})`,
          };
    },
  },
  {
    id: 'IM-ITEM-CURRENCY',
    messages: ['IE415B'],
    elements: ['GoodsItem/itemAmountInvoiced'],
    path: '/goods_items/*/currency',
    reason:
      'An item priced in another currency than the invoice cannot be declared in one invoice currency: convert it, or send it on its own invoice.',
    source: 'UCC DA Annex B, DE 4/11 (item amount invoiced) and 4/10 (invoice currency)',
    *check({ declaration }) {
      const invoice = declaration.shipment?.currency;
      for (const [index, item] of (declaration.goods_items ?? []).entries())
        if (item.currency && invoice && item.currency !== invoice)
          yield {
            path: `/goods_items/${index}/currency`,
            message: `${item.currency} differs from the invoice currency ${invoice}`,
          };
        else if (item.currency && !invoice)
          yield {
            path: '/shipment/currency',
            element: 'GoodsShipment/invoiceCurrency',
            message: `is required: goods item ${index + 1} is priced in ${item.currency}`,
          };
    },
  },
  {
    id: 'IM-ADDITIONS-DEDUCTIONS',
    messages: ['IE415B'],
    elements: ['GoodsShipment/AdditionsAndDeductions'],
    path: '/costs/*',
    reason:
      "A cost added to or deducted from the price carries its DE 4/9 code (AB to AN added, BA to BG deducted; FRT and INS are read as AK where the incoterm leaves the carriage to the buyer) and a positive amount; the code says which way it goes. Customs wants the amount in euro: one in another currency is declared in euro at the sender's exchange_rate_to_eur (for the invoice currency) or at the customs rate of the month, the rate used told beside it.",
    source: 'UCC DA Annex B, DE 4/9 (additions and deductions)',
    *check({ declaration }) {
      for (const [index, cost] of (declaration.costs ?? []).entries()) {
        const path = `/costs/${index}`;
        const eu = euCostCode(cost.code, declaration.shipment?.incoterm);
        if ('why' in eu) yield { path: `${path}/code`, message: eu.why };
        if (cost.amount !== undefined && cost.amount < 0)
          yield {
            path: `${path}/amount`,
            message: `must be positive: ${'code' in eu && eu.code in DEDUCTION_CODES ? `${eu.code} is a deduction` : 'the code says whether it is added or deducted'}`,
          };
      }
    },
  },
];
