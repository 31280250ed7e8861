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
  routeCountries,
  transportCharges,
  transportEquipment,
  transportMeans,
} from '../messages/transport.ts';
import { statisticalValue } from '../messages/euro-amounts.ts';
import { supervisingOffice, supervisionOf } from './supervising-office.ts';
import { reportNotCarried } from '../messages/not-carried.ts';
import { group, leaf, serialize, type SerializedMessage } from '../messages/xml-tree.ts';

/** AES kept the namespace of ECS (../shared/schemas/NATIONAL.md). */
export const AES_NAMESPACE = 'http://ecs.dgtaxud.ec';

// Export document types and authorisation types come from the AES lists, which differ from the
// transit ones and have no public copy: they are checked by the schema's pattern only.
const goodsItem = (
  checks: Checks,
  context: MessageContext,
  declaration: CanonicalDeclaration,
  item: CanonicalGoodsItem,
  index: number,
) => {
  const path = `/goods_items/${index}`;
  const where = `GoodsShipment/GoodsItem[${index + 1}]`;
  const region = declaration.shipment?.region_of_dispatch;
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
    group(
      'Procedure',
      checks
        .within(`${where}/Procedure`)
        .leaf('requestedProcedure', item.requested_procedure, `${path}/requested_procedure`, {
          required: true,
        }),
      leaf('previousProcedure', item.previous_procedure ?? '00', `${path}/previous_procedure`),
      ...additionalProcedures(item, path),
    ),
    group(
      'Origin',
      checks
        .within(`${where}/Origin`)
        .leaf('countryOfOrigin', item.country_of_origin, `${path}/country_of_origin`, {
          list: 'CL008',
        }),
      // The region of dispatch (Belgian province code) is declared on every export item.
      checks
        .within(`${where}/Origin`)
        .leaf('originRegionCode', region, '/shipment/region_of_dispatch', { required: true }),
    ),
    commodity(checks, item, where, path, { taric: true }),
    ...packagings(checks, item, where, path),
    ...itemDocuments(checks, where, item, path),
  );
};

const consignment = (checks: Checks, declaration: CanonicalDeclaration) => {
  const transport = declaration.transport ?? {};
  const loading = declaration.loading_location;
  const where = 'GoodsShipment/Consignment';
  const at = checks.within(where);
  return group(
    'Consignment',
    containerIndicator(declaration),
    at.leaf(
      'inlandModeOfTransport',
      transport.departure_means_mode_code,
      '/transport/departure_means_mode_code',
      { list: 'CL218' },
    ),
    at.leaf('modeOfTransportAtTheBorder', transport.mode_at_border, '/transport/mode_at_border', {
      list: 'CL218',
    }),
    consignmentGrossMass(checks, declaration, where),
    leaf('referenceNumberUCR', declaration.ucr, '/ucr'),
    trader(checks, 'Consignor', declaration.parties?.consignor, '/parties/consignor'),
    trader(checks, 'Consignee', declaration.parties?.consignee, '/parties/consignee'),
    ...transportEquipment(checks, declaration, where),
    locationOfGoods(checks, declaration, where),
    loading?.loading_place_code || loading?.loading_place
      ? group(
          'PlaceOfLoading',
          leaf('UNLocode', loading.loading_place_code, '/loading_location/loading_place_code'),
          leaf('location', loading.loading_place, '/loading_location/loading_place'),
        )
      : undefined,
    transportMeans(checks, where, 'DepartureTransportMeans', {
      type: {
        value: transport.departure_means_type_code,
        path: '/transport/departure_means_type_code',
        list: 'CL750',
        // A truck's number means nothing without its kind (registration, trailer, ...).
        required: true,
      },
      id: transport.inland_means_id,
      nationality: transport.inland_means_nationality,
      path: '/transport/inland_means',
    }),
    ...routeCountries(checks, declaration, where),
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

/**
 * CC515C, the export declaration (AES), from the canonical declaration: pure, problems collected
 * in `checks`; the caller validates the result against schemas/declarations/cc515c.xsd.
 */
export const buildCc515c = (
  sent: CanonicalDeclaration,
  context: MessageContext,
  checks: Checks,
): SerializedMessage => {
  const declaration = withLocationOfGoods(sent, context.company);
  const offices = declaration.customs_offices ?? {};
  const shipment = declaration.shipment ?? {};
  const items = declaration.goods_items ?? [];
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
  const header = checks.within('ExportOperation');
  const representation = representationOf(declaration, context.company, 'exporter');
  // DE 5/27: only under centralised clearance or a special procedure (EX-SUPERVISING-OFFICE).
  const supervision = supervisionOf(declaration);
  const supervising = supervision
    ? supervisingOffice(context.metadata, context.company)
    : undefined;
  if (!supervision)
    checks.notCarried(
      context.metadata.supervisingCustomsOfficeRef,
      'SupervisingCustomsOffice',
      'metadata:supervisingCustomsOfficeRef',
      'CC515C names a supervising office only under centralised clearance or a special procedure (DE 5/27)',
    );
  reportNotCarried(checks, declaration, 'CC515C', {
    parties: ['buyer', 'seller', 'importer', 'transit_principal'],
    shipment: ['invoice_number', 'invoice_date'],
  });
  return serialize({ prefix: 'ecs', name: 'CC515C', namespace: context.namespaces.cc515c }, [
    ...messageHeader(checks, context, 'CC515C'),
    group(
      'ExportOperation',
      leaf('LRN', context.lrn),
      leaf('declarationType', 'EX'),
      leaf('additionalDeclarationType', 'A'),
      header.leaf('security', declaration.security_code, '/security_code', { required: true }),
      leaf('totalAmountInvoiced', shipment.total_invoice_amount, '/shipment/total_invoice_amount'),
      leaf('invoiceCurrency', shipment.currency, '/shipment/currency'),
    ),
    ...authorisations(checks, declaration, undefined),
    group(
      'CustomsOfficeOfExport',
      checks
        .within('CustomsOfficeOfExport')
        .leaf('referenceNumber', offices.export, '/customs_offices/export', {
          required: true,
        }),
    ),
    group(
      'CustomsOfficeOfExitDeclared',
      checks
        .within('CustomsOfficeOfExitDeclared')
        .leaf('referenceNumber', offices.exit, '/customs_offices/exit', {
          required: true,
        }),
    ),
    supervising
      ? group(
          'SupervisingCustomsOffice',
          checks
            .within('SupervisingCustomsOffice')
            .leaf(
              'referenceNumber',
              supervising,
              'settings:declarations:supervising_customs_office',
              { role: 'SCO' },
            ),
        )
      : undefined,
    checks.required(
      trader(checks, 'Exporter', declaration.parties?.exporter, '/parties/exporter'),
      'Exporter',
      '/parties/exporter',
    ),
    ...declarantElement(checks, representation),
    group(
      'GoodsShipment',
      ...goodsShipmentHeader(checks, declaration, true),
      consignment(checks, declaration),
      ...items.map((item, index) => goodsItem(checks, context, declaration, item, index)),
    ),
  ]);
};
