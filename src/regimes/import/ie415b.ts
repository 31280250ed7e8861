import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import type { Checks } from '../messages/checks.ts';
import { documents, itemDocuments } from '../messages/documents.ts';
import type { MessageContext } from '../messages/message-context.ts';
import { trader } from '../messages/parties.ts';
import { authorisations } from '../messages/documents.ts';
import {
  commodity,
  consignmentGrossMass,
  containerIndicator,
  declarationItemNumber,
  packagings,
  additionalProcedures,
} from '../messages/goods.ts';
import { messageHeader } from '../messages/header.ts';
import { locationOfGoods } from '../messages/location.ts';
import { withLocationOfGoods } from '../messages/location-default.ts';
import { declarantElement, representationOf } from '../messages/parties.ts';
import { goodsShipmentHeader } from '../messages/shipment.ts';
import {
  activeBorderMeans,
  transportCharges,
  transportEquipment,
  transportMeans,
} from '../messages/transport.ts';
import { statisticalValue } from '../messages/euro-amounts.ts';
import { additionsAndDeductions } from './additions-deductions.ts';
import { reportNotCarried } from '../messages/not-carried.ts';
import { group, leaf, serialize, type SerializedMessage } from '../messages/xml-tree.ts';

/** Ours until the official IDMS namespace is known (schemas/declarations/ie415b.xsd). */
export const IDMS_NAMESPACE = 'urn:customs-declaration-service:idms:v1';

/** H1B: standard import, procedure 40; H2B: customs warehouse, procedure 71 (SPEC.md). */
const DEFAULT_PROCEDURE = { H1B: '40', H2B: '71' } as const;

/** Members of a customs union with the EU: their goods' preference is the union's (DE 4/17 4xx). */
const CUSTOMS_UNION = new Set(['TR', 'AD', 'SM']);

/**
 * Preference (UCC DE 4/17): 100 none; a preferential origin is 400 from a customs union partner,
 * else 300, a preferential agreement's (decision 0039 refines SPEC.md's 400 for every claim).
 */
const preferenceOf = (item: CanonicalGoodsItem) =>
  !item.preferential ? '100' : CUSTOMS_UNION.has(item.country_of_origin ?? '') ? '400' : '300';

const goodsItem = (
  checks: Checks,
  context: MessageContext,
  declaration: CanonicalDeclaration,
  item: CanonicalGoodsItem,
  index: number,
  dataSet: 'H1B' | 'H2B',
) => {
  const path = `/goods_items/${index}`;
  const where = `GoodsShipment/GoodsItem[${index + 1}]`;
  const procedure = item.requested_procedure ?? DEFAULT_PROCEDURE[dataSet];
  checks.rule(
    procedure === DEFAULT_PROCEDURE[dataSet],
    `${where}/Procedure/requestedProcedure`,
    `${path}/requested_procedure`,
    `must be ${DEFAULT_PROCEDURE[dataSet]} in an ${dataSet} declaration`,
  );
  return group(
    'GoodsItem',
    leaf(
      'declarationGoodsItemNumber',
      declarationItemNumber(item, index),
      item.declaration_goods_item_number === undefined
        ? `${path}/sequence_number`
        : [`${path}/declaration_goods_item_number`, `${path}/sequence_number`],
    ),
    statisticalValue(checks, context, declaration, item, index),
    leaf('itemAmountInvoiced', item.total_price, `${path}/total_price`),
    group(
      'Procedure',
      leaf('requestedProcedure', procedure, `${path}/requested_procedure`),
      leaf('previousProcedure', item.previous_procedure ?? '00', `${path}/previous_procedure`),
      ...additionalProcedures(item, path),
    ),
    group(
      'Origin',
      checks
        .within(`${where}/Origin`)
        .leaf('countryOfOrigin', item.country_of_origin, `${path}/country_of_origin`, {
          required: true,
          list: 'CL008',
        }),
      leaf('communityPreference', preferenceOf(item), `${path}/preferential`),
    ),
    commodity(checks, item, where, path, { taric: true }),
    ...packagings(checks, item, where, path),
    ...itemDocuments(checks, where, item, path),
  );
};

const consignment = (checks: Checks, declaration: CanonicalDeclaration) => {
  const transport = declaration.transport ?? {};
  const where = 'GoodsShipment/Consignment';
  const at = checks.within(where);
  return group(
    'Consignment',
    containerIndicator(declaration),
    at.leaf('modeOfTransportAtTheBorder', transport.mode_at_border, '/transport/mode_at_border', {
      list: 'CL218',
    }),
    consignmentGrossMass(checks, declaration, where),
    leaf('referenceNumberUCR', declaration.ucr, '/ucr'),
    ...transportEquipment(checks, declaration, where),
    locationOfGoods(checks, declaration, where),
    // The contract has one type of identification for the means on land (as CC515C reads it);
    // IM-ARRIVAL-MEANS-TYPE and IM-BORDER-MEANS-TYPE require each type beside its number.
    transportMeans(checks, where, 'ArrivalTransportMeans', {
      type: {
        value: transport.departure_means_type_code,
        path: '/transport/departure_means_type_code',
        list: 'CL750',
        required: false,
      },
      id: transport.inland_means_id,
      nationality: transport.inland_means_nationality,
      path: '/transport/inland_means',
    }),
    activeBorderMeans(checks, declaration, where),
    ...documents(
      checks,
      where,
      'TransportDocument',
      undefined,
      declaration.transport_documents,
      '/transport_documents',
    ),
    transportCharges(checks, declaration, where),
  );
};

/** H2B when the declarant said so on the dossier, else when the declaration's regime is H2. */
export const dataSetOf = (declaration: CanonicalDeclaration, context: MessageContext) =>
  (context.metadata.useH2b ?? declaration.regime === 'H2') ? 'H2B' : 'H1B';

/**
 * IE415B, the Belgian import declaration (IDMS), in its H1B or H2B variant: pure, problems
 * collected in `checks`; the caller validates it against schemas/declarations/ie415b.xsd.
 */
export const buildIe415b = (
  sent: CanonicalDeclaration,
  context: MessageContext,
  checks: Checks,
): SerializedMessage => {
  const declaration = withLocationOfGoods(sent, context.company);
  const shipment = declaration.shipment ?? {};
  const parties = declaration.parties ?? {};
  const items = declaration.goods_items ?? [];
  const dataSet = dataSetOf(declaration, context);
  checks.rule(
    items.length > 0,
    'GoodsShipment/GoodsItem',
    '/goods_items',
    'at least one goods item is required',
  );
  checks.rule(
    items.length <= 999,
    'GoodsShipment/GoodsItem',
    '/goods_items',
    'at most 999 goods items fit one declaration',
  );
  // The supervising office belongs to a customs warehouse (H2B) only; an empty setting is none.
  const supervising =
    dataSet === 'H2B'
      ? context.metadata.supervisingCustomsOfficeRef ||
        context.company['declarations:supervising_customs_office'] ||
        undefined
      : undefined;
  const importerEori = checks.check(
    parties.importer?.eori,
    'Importer/identificationNumber',
    '/parties/importer/eori',
    { required: true },
  );
  const h2b =
    dataSet === 'H2B'
      ? [
          checks.required(
            trader(checks, 'Seller', parties.seller, '/parties/seller', { addressRequired: false }),
            'Seller',
            '/parties/seller',
          ),
          group(
            'Warehouse',
            checks
              .within('Warehouse')
              .leaf(
                'identifier',
                context.company['declarations:warehouse'],
                'settings:declarations:warehouse',
                { required: true },
              ),
          ),
        ]
      : [
          checks.required(
            trader(checks, 'Exporter', parties.exporter, '/parties/exporter'),
            'Exporter',
            '/parties/exporter',
          ),
        ];
  reportNotCarried(checks, declaration, 'IE415B', {
    // H1B carries the exporter, H2B the seller (and the warehouse).
    parties: ['buyer', 'transit_principal', dataSet === 'H1B' ? 'seller' : 'exporter'],
    shipment: ['invoice_number', 'invoice_date'],
    unitPrices: true,
  });
  return serialize({ prefix: 'idms', name: 'IE415B', namespace: context.namespaces.ie415b }, [
    ...messageHeader(checks, context, 'IE415B'),
    group(
      'ImportOperation',
      leaf('LRN', context.lrn),
      leaf('declarationType', 'IM'),
      leaf('additionalDeclarationType', 'A'),
      leaf('dataSet', dataSet),
      leaf('totalAmountInvoiced', shipment.total_invoice_amount, '/shipment/total_invoice_amount'),
      leaf('invoiceCurrency', shipment.currency, '/shipment/currency'),
      leaf('exchangeRate', shipment.exchange_rate_to_eur, '/shipment/exchange_rate_to_eur'),
    ),
    ...authorisations(checks, declaration, undefined),
    group(
      'CustomsOfficeOfPresentation',
      checks
        .within('CustomsOfficeOfPresentation')
        .leaf('referenceNumber', declaration.customs_offices?.import, '/customs_offices/import', {
          required: true,
        }),
    ),
    dataSet === 'H2B'
      ? group(
          'SupervisingCustomsOffice',
          checks
            .within('SupervisingCustomsOffice')
            .leaf(
              'referenceNumber',
              supervising,
              'settings:declarations:supervising_customs_office',
              { required: true, role: 'SCO' },
            ),
        )
      : undefined,
    importerEori ? trader(checks, 'Importer', parties.importer, '/parties/importer') : undefined,
    ...declarantElement(checks, representationOf(declaration, context.company, 'importer')),
    ...h2b,
    group(
      'GoodsShipment',
      ...goodsShipmentHeader(checks, declaration, false),
      ...additionsAndDeductions(checks, context, declaration),
      consignment(checks, declaration),
      ...items.map((item, index) => goodsItem(checks, context, declaration, item, index, dataSet)),
    ),
  ]);
};
