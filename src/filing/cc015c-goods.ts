import type { CanonicalDeclaration, CanonicalGoodsItem } from '../canonical/index.ts';
import type { Checks } from './checks.ts';
import { documents } from './documents.ts';
import { trader } from './parties.ts';
import { group, leaf } from './xml-tree.ts';

type House = NonNullable<CanonicalDeclaration['house_consignments']>[number];

export const sum = (values: (number | undefined)[]) =>
  values.every((value) => value === undefined)
    ? undefined
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** House consignments as sent (T2 groupage keeps the sender's numbers), else one holding every item. */
const housesOf = (declaration: CanonicalDeclaration) => {
  const items = (declaration.goods_items ?? []).map((item, index) => ({ item, index }));
  if (declaration.house_consignments?.length) {
    return declaration.house_consignments.map((house, index) => ({
      house,
      path: `/house_consignments/${index}`,
      items: items.filter(({ item }) => item.house_consignment_sequence === house.sequence_number),
    }));
  }
  const single: House = { sequence_number: 1, gross_mass: declaration.totals?.gross_mass };
  return [{ house: single, path: '', items }];
};

const consignmentItem = (
  checks: Checks,
  item: CanonicalGoodsItem,
  index: number,
  position: number,
  where: string,
) => {
  const path = `/goods_items/${index}`;
  const name = `${where}/ConsignmentItem[${position}]`;
  const code = item.commodity_code;
  const packages = item.packages ?? [];
  if (packages.length === 0) checks.required(undefined, `${name}/Packaging`, `${path}/packages`);
  return group(
    'ConsignmentItem',
    leaf('goodsItemNumber', position),
    leaf('declarationGoodsItemNumber', item.declaration_goods_item_number ?? index + 1),
    group(
      'Commodity',
      checks
        .within(`${name}/Commodity`)
        .leaf('descriptionOfGoods', item.description, `${path}/description`, { required: true }),
      code
        ? group(
            'CommodityCode',
            leaf('harmonizedSystemSubHeadingCode', code.slice(0, 6)),
            leaf('combinedNomenclatureCode', code.slice(6, 8)),
          )
        : undefined,
      ...(item.undg_numbers ?? []).map((number, n) =>
        group(
          'DangerousGoods',
          leaf('sequenceNumber', n + 1),
          checks
            .within(`${name}/Commodity/DangerousGoods[${n + 1}]`)
            .leaf('UNNumber', number, `${path}/undg_numbers/${n}`, { list: 'CL101' }),
        ),
      ),
      group(
        'GoodsMeasure',
        checks
          .within(`${name}/Commodity/GoodsMeasure`)
          .leaf('grossMass', item.gross_mass, `${path}/gross_mass`, { required: true }),
        leaf('netMass', item.net_mass),
        leaf('supplementaryUnits', item.supplementary_quantity),
      ),
    ),
    ...packages.map((pack, n) =>
      group(
        'Packaging',
        leaf('sequenceNumber', n + 1),
        checks
          .within(`${name}/Packaging[${n + 1}]`)
          .leaf('typeOfPackages', pack.type, `${path}/packages/${n}/type`, {
            required: true,
            list: 'CL017',
          }),
        leaf('numberOfPackages', pack.quantity),
        leaf('shippingMarks', pack.shipping_marks),
      ),
    ),
    ...documents(
      checks,
      name,
      'PreviousDocument',
      'CL214',
      item.previous_documents,
      `${path}/previous_documents`,
    ),
    ...documents(
      checks,
      name,
      'SupportingDocument',
      'CL213',
      item.supporting_documents,
      `${path}/supporting_documents`,
    ),
    ...documents(
      checks,
      name,
      'AdditionalReference',
      'CL380',
      item.additional_references,
      `${path}/additional_references`,
    ),
  );
};

/** Every HouseConsignment with its consignee and goods items, numbered as the sender numbered them. */
export const houseConsignments = (checks: Checks, declaration: CanonicalDeclaration) =>
  housesOf(declaration).map(({ house, path, items }, houseIndex) => {
    const where = `Consignment/HouseConsignment[${houseIndex + 1}]`;
    checks.rule(
      items.length > 0,
      `${where}/ConsignmentItem`,
      path || '/goods_items',
      'a house consignment needs at least one goods item',
    );
    return group(
      'HouseConsignment',
      leaf('sequenceNumber', house.sequence_number),
      checks
        .within(where)
        .leaf(
          'grossMass',
          house.gross_mass ?? sum(items.map(({ item }) => item.gross_mass)),
          path ? `${path}/gross_mass` : '/totals/gross_mass',
          { required: true },
        ),
      leaf('referenceNumberUCR', house.reference_number_ucr),
      trader(checks, 'Consignee', house.consignee, `${path}/consignee`),
      ...items.map(({ item, index }, position) =>
        consignmentItem(checks, item, index, position + 1, where),
      ),
    );
  });

/** Containers across all items, each once, with its seals and the items it carries. */
export const transportEquipment = (checks: Checks, declaration: CanonicalDeclaration) => {
  const byNumber = new Map<string, { seals: Set<string>; items: Set<number> }>();
  (declaration.goods_items ?? []).forEach((item, index) => {
    for (const container of item.containers ?? []) {
      const number = container.container_number ?? '';
      const entry = byNumber.get(number) ?? { seals: new Set<string>(), items: new Set<number>() };
      for (const seal of container.seals ?? []) entry.seals.add(seal);
      entry.items.add(item.declaration_goods_item_number ?? index + 1);
      byNumber.set(number, entry);
    }
  });
  checks.rule(
    byNumber.size <= 9999,
    'Consignment/TransportEquipment',
    '/goods_items',
    'more than 9,999 containers',
  );
  return [...byNumber].map(([number, entry], index) =>
    group(
      'TransportEquipment',
      leaf('sequenceNumber', index + 1),
      leaf('containerIdentificationNumber', number),
      leaf('numberOfSeals', entry.seals.size),
      ...[...entry.seals].map((seal, n) =>
        group('Seal', leaf('sequenceNumber', n + 1), leaf('identifier', seal)),
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
