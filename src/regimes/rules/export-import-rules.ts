import type { CanonicalDeclaration } from '../../canonical/index.ts';
import { supervisingOffice, supervisionOf } from '../export/supervising-office.ts';
import type { CompanySettings } from '../../runtime-settings/index.ts';
import { locationWithDefault } from '../messages/location-default.ts';
import type { FilingRule, Finding } from './filing-rule.ts';
import { DEDUCTION_CODES, euCostCode } from './valuation-codes.ts';

/** UCC DE 1/10 first two digits that end in export: export, re-export, outward processing. */
const EXPORT_PROCEDURES = new Set(['10', '11', '21', '22', '23', '31']);
/** Release for free circulation (H1) and customs warehousing (H2, procedure 71). */
const IMPORT_PROCEDURES = {
  H1: new Set(['40', '42', '43', '44', '45', '46', '48', '61', '63', '68']),
  H2: new Set(['71']),
};

/** DE 5/23: where the goods can be examined, on every export and import. */
const locationMissing = (
  declaration: CanonicalDeclaration,
  company: CompanySettings,
): Finding[] => {
  const location = locationWithDefault(declaration, company) ?? {};
  return Object.values(location).every((value) => value === undefined || value === '')
    ? [
        {
          path: '/authorised_location_of_goods',
          message:
            'is required: where the goods can be examined (set declarations:location_of_goods, or send it)',
        },
      ]
    : [];
};

/** A means named by its number, and not what kind of number it is. */
const untyped = (
  means: { id: string | undefined; type: string | undefined },
  path: string,
  what: string,
): Finding[] =>
  means.id && !means.type
    ? [{ path, message: `is required with ${what} number ${means.id}: what kind of number it is` }]
    : [];

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
    check: ({ declaration, company }) => locationMissing(declaration, company),
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
      "A cost added to or deducted from the price carries its DE 4/9 code (AB to AN added, BA to BG deducted; FRT and INS are read as AK where the incoterm leaves the carriage to the buyer) and a positive amount; the code says which way it goes. Customs wants the amount in euro: one in another currency is declared in euro at the sender's exchange_rate_to_eur (for the invoice currency) or at the customs rate of the month, the rate used told beside it. Costs that come to one code are declared once, as their sum, each told with which others (decision 0039).",
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
  {
    id: 'EX-SUPERVISING-OFFICE',
    messages: ['CC515C'],
    elements: ['SupervisingCustomsOffice/referenceNumber'],
    path: 'settings:declarations:supervising_customs_office',
    reason:
      "An export cleared centrally (authorisation C601) or under a special procedure (requested 11 or 21; previous 44, 51, 53, 54, 71 or 78) names the office that supervises it: the dossier's, else declarations:supervising_customs_office. Any other export names none.",
    source: 'UCC DA Annex B, DE 5/27 (supervising customs office), column B1',
    *check({ declaration, metadata, company }) {
      const why = supervisionOf(declaration);
      if (why && !supervisingOffice(metadata, company))
        yield {
          path: 'settings:declarations:supervising_customs_office',
          message: `is required: ${why} (give it on the dossier, or set the default)`,
        };
    },
  },
  {
    id: 'IM-LOCATION-OF-GOODS',
    messages: ['IE415B'],
    elements: ['GoodsShipment/Consignment/LocationOfGoods'],
    path: '/authorised_location_of_goods',
    reason:
      'An import declaration, H1B or H2B, says where the goods can be examined: the location of goods, with its type and qualifier.',
    source: 'UCC DA Annex B, DE 5/23 (location of goods), columns H1 and H2',
    check: ({ declaration, company }) => locationMissing(declaration, company),
  },
  {
    id: 'IM-ARRIVAL-MEANS-TYPE',
    messages: ['IE415B'],
    elements: ['GoodsShipment/Consignment/ArrivalTransportMeans/typeOfIdentification'],
    path: '/transport/departure_means_type_code',
    reason:
      "The means the goods arrive on (inland_means_id) says what kind of number identifies it, in departure_means_type_code, the contract's one type for the means on land: CL750, such as 30 a road vehicle's registration or 20 a wagon's number.",
    source: 'UCC DA Annex B, DE 7/9 (identity of means of transport on arrival), columns H1 and H2',
    check: ({ declaration }) =>
      untyped(
        {
          id: declaration.transport?.inland_means_id,
          type: declaration.transport?.departure_means_type_code,
        },
        '/transport/departure_means_type_code',
        'the arrival means’',
      ),
  },
  {
    id: 'IM-BORDER-MEANS-TYPE',
    messages: ['IE415B'],
    elements: ['GoodsShipment/Consignment/ActiveBorderTransportMeans/typeOfIdentification'],
    path: '/transport/border_means_type_code',
    reason:
      'The active means that crossed the border (border_means_id) says what kind of number identifies it: CL219, such as 10 a ship’s IMO number, 40 a flight number or 30 a road vehicle’s registration.',
    source:
      'UCC DA Annex B, DE 7/14 (identity of active means of transport crossing the border), columns H1 and H2',
    check: ({ declaration }) =>
      untyped(
        {
          id: declaration.transport?.border_means_id,
          type: declaration.transport?.border_means_type_code,
        },
        '/transport/border_means_type_code',
        'the border means’',
      ),
  },
];
