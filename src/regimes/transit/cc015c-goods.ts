import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import type { Checks } from '../messages/checks.ts';
import { itemDocuments } from '../messages/documents.ts';
import { transitTrader } from './transit-trader.ts';
import { commodity, packagings, sum } from '../messages/goods.ts';
import { group, leaf } from '../messages/xml-tree.ts';

type House = NonNullable<CanonicalDeclaration['house_consignments']>[number];

/** House consignments in the dossier's order, else one holding every item. */
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

/**
 * R0007: each goods item's number in the declaration, 1, 2, 3 … in the order the message writes
 * them (a groupage house by house), by its index in goods_items.
 */
export const transitItemNumbers = (
  declaration: CanonicalDeclaration,
): ReadonlyMap<number, number> =>
  new Map(
    housesOf(declaration)
      .flatMap(({ items }) => items.map(({ index }) => index))
      .map((index, position) => [index, position + 1]),
  );

const consignmentItem = (
  checks: Checks,
  item: CanonicalGoodsItem,
  index: number,
  numbers: { readonly position: number; readonly declared: number },
  where: string,
) => {
  const { position, declared } = numbers;
  const path = `/goods_items/${index}`;
  const name = `${where}/ConsignmentItem[${position}]`;
  return group(
    'ConsignmentItem',
    leaf('goodsItemNumber', position, `${path}/sequence_number`),
    leaf(
      'declarationGoodsItemNumber',
      checks.numbered(
        `${name}/declarationGoodsItemNumber`,
        `${path}/declaration_goods_item_number`,
        item.declaration_goods_item_number,
        declared,
      ),
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

/** C0502: a UCR at one level; the consignment's (the dossier's, always filed) wins. */
const houseUcr = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  house: House,
  path: string,
  where: string,
) => {
  if (!declaration.ucr)
    return leaf(
      'referenceNumberUCR',
      house.reference_number_ucr,
      path && `${path}/reference_number_ucr`,
    );
  checks.notCarried(
    house.reference_number_ucr,
    `${where}/referenceNumberUCR`,
    `${path}/reference_number_ucr`,
    `the consignment's UCR ${declaration.ucr} is declared, and a UCR is given at one level (C0502)`,
  );
  return undefined;
};

/**
 * C0001: a consignee for the whole consignment is written once, for the consignment, and the
 * houses' own are kept and said not carried; otherwise each house names its consignee.
 */
const houseConsignee = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  house: House,
  path: string,
  where: string,
) => {
  if (!declaration.parties?.consignee)
    return transitTrader(checks, 'Consignee', house.consignee, `${path}/consignee`);
  for (const [key, value] of Object.entries(house.consignee ?? {}))
    checks.notCarried(
      value,
      `${where}/Consignee`,
      `${path}/consignee/${key}`,
      'the consignment’s consignee is declared, and a consignee is given at one level (C0001)',
    );
  return undefined;
};

/** Every HouseConsignment with its consignee and goods items, numbered 1, 2, 3 … (R0987). */
export const houseConsignments = (checks: Checks, declaration: CanonicalDeclaration) => {
  const declared = transitItemNumbers(declaration);
  return housesOf(declaration).map(({ house, path, items }, houseIndex) => {
    const where = `Consignment/HouseConsignment[${houseIndex + 1}]`;
    checks.rule(
      items.length > 0,
      `${where}/ConsignmentItem`,
      path || '/goods_items',
      'a house consignment needs at least one goods item',
    );
    return group(
      'HouseConsignment',
      leaf(
        'sequenceNumber',
        checks.numbered(
          `${where}/sequenceNumber`,
          `${path}/sequence_number`,
          path ? house.sequence_number : undefined,
          houseIndex + 1,
        ),
        path && `${path}/sequence_number`,
      ),
      checks
        .within(where)
        .leaf(
          'grossMass',
          house.gross_mass ?? sum(items.map(({ item }) => item.gross_mass)),
          path ? `${path}/gross_mass` : '/totals/gross_mass',
          { required: true },
        ),
      houseUcr(checks, declaration, house, path, where),
      houseConsignee(checks, declaration, house, path, where),
      ...items.map(({ item, index }, position) =>
        consignmentItem(
          checks,
          item,
          index,
          { position: position + 1, declared: declared.get(index)! },
          where,
        ),
      ),
    );
  });
};
