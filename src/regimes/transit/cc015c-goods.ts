import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import type { Checks } from '../messages/checks.ts';
import { itemDocuments } from '../messages/documents.ts';
import { trader } from '../messages/parties.ts';
import { commodity, declarationItemNumber, packagings, sum } from '../messages/goods.ts';
import { group, leaf } from '../messages/xml-tree.ts';

type House = NonNullable<CanonicalDeclaration['house_consignments']>[number];

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
  return group(
    'ConsignmentItem',
    leaf('goodsItemNumber', position, `${path}/sequence_number`),
    leaf(
      'declarationGoodsItemNumber',
      declarationItemNumber(item, index),
      item.declaration_goods_item_number === undefined
        ? `${path}/sequence_number`
        : [`${path}/declaration_goods_item_number`, `${path}/sequence_number`],
    ),
    commodity(checks, item, name, path, { taric: false }),
    ...packagings(checks, item, name, path),
    ...itemDocuments(checks, name, item, path, {
      previous: 'CL214',
      supporting: 'CL213',
      additional: 'CL380',
    }),
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
      leaf('sequenceNumber', house.sequence_number, path && `${path}/sequence_number`),
      checks
        .within(where)
        .leaf(
          'grossMass',
          house.gross_mass ?? sum(items.map(({ item }) => item.gross_mass)),
          path ? `${path}/gross_mass` : '/totals/gross_mass',
          { required: true },
        ),
      leaf(
        'referenceNumberUCR',
        house.reference_number_ucr,
        path && `${path}/reference_number_ucr`,
      ),
      trader(checks, 'Consignee', house.consignee, `${path}/consignee`),
      ...items.map(({ item, index }, position) =>
        consignmentItem(checks, item, index, position + 1, where),
      ),
    );
  });
