import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { Checks } from './checks.ts';
import { group, leaf } from './xml-tree.ts';

/** Containers across all items, each once, with its seals and the items it carries. */
export const transportEquipment = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
  /** The item's number in the message, by its index (a transit renumbers them, R0007). */
  itemNumber: (index: number) => number = (index) =>
    declaration.goods_items?.[index]?.declaration_goods_item_number ?? index + 1,
) => {
  const byNumber = new Map<
    string,
    { seals: Map<string, string[]>; items: Set<number>; paths: string[] }
  >();
  (declaration.goods_items ?? []).forEach((item, index) => {
    (item.containers ?? []).forEach((container, c) => {
      const number = container.container_number ?? '';
      const entry = byNumber.get(number) ?? {
        seals: new Map<string, string[]>(),
        items: new Set<number>(),
        paths: [],
      };
      const path = `/goods_items/${index}/containers/${c}`;
      if (container.container_number) entry.paths.push(`${path}/container_number`);
      (container.seals ?? []).forEach((seal, s) =>
        entry.seals.set(seal, [...(entry.seals.get(seal) ?? []), `${path}/seals/${s}`]),
      );
      entry.items.add(itemNumber(index));
      byNumber.set(number, entry);
    });
  });
  checks.rule(
    byNumber.size <= 9999,
    `${where}/TransportEquipment`,
    '/goods_items',
    'more than 9,999 containers',
  );
  return [...byNumber].map(([number, entry], index) =>
    group(
      'TransportEquipment',
      leaf('sequenceNumber', index + 1),
      leaf('containerIdentificationNumber', number, entry.paths),
      leaf('numberOfSeals', entry.seals.size),
      ...[...entry.seals].map(([seal, paths], n) =>
        group('Seal', leaf('sequenceNumber', n + 1), leaf('identifier', seal, paths)),
      ),
      ...[...entry.items].map((item, n) =>
        group(
          'GoodsReference',
          leaf('sequenceNumber', n + 1),
          leaf('declarationGoodsItemNumber', item),
        ),
      ),
    ),
  );
};

export const routeCountries = (checks: Checks, declaration: CanonicalDeclaration, where: string) =>
  (declaration.transport?.route ?? []).map((country, index) =>
    group(
      'CountryOfRoutingOfConsignment',
      leaf('sequenceNumber', index + 1),
      checks
        .within(`${where}/CountryOfRoutingOfConsignment[${index + 1}]`)
        .leaf('country', country, `/transport/route/${index}`, { list: 'CL008' }),
    ),
  );

export const transportCharges = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) => {
  const method = declaration.shipment?.transport_charges_method_of_payment;
  return method
    ? group(
        'TransportCharges',
        checks
          .within(`${where}/TransportCharges`)
          .leaf('methodOfPayment', method, '/shipment/transport_charges_method_of_payment', {
            list: 'CL116',
          }),
      )
    : undefined;
};

/**
 * Type of identification, identification and nationality of a means of transport (export
 * departure, import arrival, the active means at the border).
 */
export const transportMeans = (
  checks: Checks,
  where: string,
  element: string,
  means: {
    /** `required`: with an identification number, its type must be given too. */
    type?: { value: string | undefined; path: string; list: string; required: boolean };
    id: string | undefined;
    nationality: string | undefined;
    path: string;
  },
) => {
  if (!means.id && !means.nationality) return undefined;
  const at = checks.within(`${where}/${element}`);
  return group(
    element,
    means.type
      ? at.leaf('typeOfIdentification', means.type.value, means.type.path, {
          required: means.type.required && Boolean(means.id),
          list: means.type.list,
        })
      : undefined,
    leaf('identificationNumber', means.id, `${means.path}_id`),
    at.leaf('nationality', means.nationality, `${means.path}_nationality`, { list: 'CL165' }),
  );
};

/** The active means at the border as the export and import messages carry it, with its CL219 type. */
export const activeBorderMeans = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) =>
  transportMeans(checks, where, 'ActiveBorderTransportMeans', {
    type: {
      value: declaration.transport?.border_means_type_code,
      path: '/transport/border_means_type_code',
      list: 'CL219',
      // Written when given; the import samples identify their vessel without it.
      required: false,
    },
    id: declaration.transport?.border_means_id,
    nationality: declaration.transport?.border_means_nationality,
    path: '/transport/border_means',
  });
