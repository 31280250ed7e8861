import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import type { Checks } from './checks.ts';
import { group, leaf } from './xml-tree.ts';

export const sum = (values: (number | undefined)[]) =>
  values.every((value) => value === undefined)
    ? undefined
    : values.reduce<number>((total, value) => total + (value ?? 0), 0);

export const containerIndicator = (declaration: CanonicalDeclaration) =>
  leaf(
    'containerIndicator',
    (declaration.goods_items ?? []).some((item) => (item.containers ?? []).length > 0),
  );

/**
 * Commodity of a goods item: description, code split into HS sub-heading, CN and (when the
 * message has a place for it) TARIC digits, UN numbers (CL101), gross and net mass.
 */
export const commodity = (
  checks: Checks,
  item: CanonicalGoodsItem,
  where: string,
  path: string,
  options: { taric: boolean },
) => {
  const code = item.commodity_code;
  return group(
    'Commodity',
    checks
      .within(`${where}/Commodity`)
      .leaf('descriptionOfGoods', item.description, `${path}/description`, { required: true }),
    code
      ? group(
          'CommodityCode',
          leaf('harmonizedSystemSubHeadingCode', code.slice(0, 6), `${path}/commodity_code`),
          leaf('combinedNomenclatureCode', code.slice(6, 8), `${path}/commodity_code`),
          options.taric
            ? leaf('taricCode', code.slice(8, 10), `${path}/commodity_code`)
            : undefined,
        )
      : undefined,
    ...(item.undg_numbers ?? []).map((number, n) =>
      group(
        'DangerousGoods',
        leaf('sequenceNumber', n + 1),
        checks
          .within(`${where}/Commodity/DangerousGoods[${n + 1}]`)
          .leaf('UNNumber', number, `${path}/undg_numbers/${n}`, { list: 'CL101' }),
      ),
    ),
    group(
      'GoodsMeasure',
      checks
        .within(`${where}/Commodity/GoodsMeasure`)
        .leaf('grossMass', item.gross_mass, `${path}/gross_mass`, { required: true }),
      leaf('netMass', item.net_mass, `${path}/net_mass`),
      // The unit is the one the CN code prescribes; the quantity is declared in it.
      leaf('supplementaryUnits', item.supplementary_quantity, [
        `${path}/supplementary_quantity`,
        `${path}/supplementary_unit`,
      ]),
    ),
  );
};

/** Bulk (CL181) has no number of packages (C0060): a 0 the data holds for it is said not carried. */
const counted = (
  checks: Checks,
  pack: NonNullable<CanonicalGoodsItem['packages']>[number],
  where: string,
  path: string,
) => {
  if (!pack.type || checks.has('CL181', pack.type) !== true) return pack.quantity;
  checks.notCarried(
    pack.quantity,
    `${where}/Packaging/numberOfPackages`,
    `${path}/quantity`,
    `goods in bulk (${pack.type}) have no number of packages`,
  );
  return undefined;
};

/** At least one Packaging per item (CL017 kind of packages). */
export const packagings = (
  checks: Checks,
  item: CanonicalGoodsItem,
  where: string,
  path: string,
) => {
  const packages = item.packages ?? [];
  if (packages.length === 0) checks.required(undefined, `${where}/Packaging`, `${path}/packages`);
  return packages.map((pack, n) =>
    group(
      'Packaging',
      leaf('sequenceNumber', n + 1),
      checks
        .within(`${where}/Packaging[${n + 1}]`)
        .leaf('typeOfPackages', pack.type, `${path}/packages/${n}/type`, {
          required: true,
          list: 'CL017',
        }),
      leaf(
        'numberOfPackages',
        counted(checks, pack, where, `${path}/packages/${n}`),
        `${path}/packages/${n}/quantity`,
      ),
      leaf('shippingMarks', pack.shipping_marks, `${path}/packages/${n}/shipping_marks`),
    ),
  );
};

/** Goods item numbers in the declaration: the sender's declaration_goods_item_number, else position. */
export const declarationItemNumber = (item: CanonicalGoodsItem, index: number) =>
  item.declaration_goods_item_number ?? index + 1;

/** Consignment gross mass: the declared total, else the sum of the items. */
export const consignmentGrossMass = (
  checks: Checks,
  declaration: CanonicalDeclaration,
  where: string,
) =>
  checks
    .within(where)
    .leaf(
      'grossMass',
      declaration.totals?.gross_mass ??
        sum((declaration.goods_items ?? []).map((item) => item.gross_mass)),
      '/totals/gross_mass',
      { required: true },
    );

/** DE 1/11: the item's additional procedure codes, or 000 where none applies. */
export const additionalProcedures = (item: CanonicalGoodsItem, path: string) => {
  const codes = item.additional_procedures ?? [];
  return codes.length === 0
    ? [leaf('additionalProcedure', '000')]
    : codes.map((code, index) =>
        leaf('additionalProcedure', code, `${path}/additional_procedures/${index}`),
      );
};
