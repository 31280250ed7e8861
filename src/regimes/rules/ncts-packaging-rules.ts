import type { CanonicalDeclaration, CanonicalGoodsItem } from '../../canonical/index.ts';
import type { FilingRule } from './filing-rule.ts';
import { isBulk, isUnpacked, packagingKindFindings } from './packaging-kinds.ts';

const TRANSIT = ['CC015C'] as const;
const SOURCE = 'NCTS phase 5, IE015 (../shared/rules/ncts-p5)';

/** The goods items of each house consignment the message writes, with their indexes. */
const byHouse = (declaration: CanonicalDeclaration) => {
  const houses = new Map<string, { item: CanonicalGoodsItem; index: number }[]>();
  const grouped = Boolean(declaration.house_consignments?.length);
  for (const [index, item] of (declaration.goods_items ?? []).entries()) {
    const key = grouped ? String(item.house_consignment_sequence) : 'one';
    houses.set(key, [...(houses.get(key) ?? []), { item, index }]);
  }
  return [...houses.values()];
};

/** An item packed with another: one of its packagings counts 0 packages (R0219, R0221, R0364). */
const packedWithAnother = (item: CanonicalGoodsItem) =>
  (item.packages ?? []).some((pack) => pack.quantity === 0);

/**
 * The official NCTS rules of IE015 on packages and masses of the goods items
 * (src/regimes/rules/ie015-official-rules.ts says which the others are).
 */
export const NCTS_PACKAGING_RULES: readonly FilingRule[] = [
  {
    id: 'C0060',
    messages: TRANSIT,
    elements: ['Packaging/numberOfPackages', 'Packaging/shippingMarks'],
    path: '/goods_items/*/packages/*',
    reason:
      'Goods in bulk (CL181) have no number of packages (their marks are optional); unpacked goods (CL182) have a number of pieces; all other packages have both a number and shipping marks.',
    source: `${SOURCE}: C0060`,
    check: ({ declaration, codes }) =>
      packagingKindFindings(declaration, codes, { marksOnBulk: true }),
  },
  {
    id: 'R0219',
    messages: TRANSIT,
    elements: ['Packaging/numberOfPackages'],
    path: '/goods_items/*/packages/*/quantity',
    reason:
      'An item packed with another (0 packages) counts no packages of its own in any of its packagings.',
    source: `${SOURCE}: R0219`,
    *check({ declaration }) {
      for (const [index, item] of (declaration.goods_items ?? []).entries()) {
        const packages = item.packages ?? [];
        const counted = packages.find((pack) => (pack.quantity ?? 0) > 0);
        if (!counted || !packedWithAnother(item)) continue;
        for (const [at, pack] of packages.entries())
          if (pack.quantity === 0)
            yield {
              path: `/goods_items/${index}/packages/${at}/quantity`,
              message: `is 0 while the same item counts ${counted.quantity} ${counted.type ?? ''}: an item is either packed with another (0) or counts its packages`,
            };
      }
    },
  },
  {
    id: 'R0221',
    messages: TRANSIT,
    elements: ['Commodity/GoodsMeasure/grossMass'],
    path: '/goods_items/*/gross_mass',
    reason:
      'A goods item weighs more than 0 kg, unless it is packed with another item (0 packages) of the same house consignment: then its mass is in that item’s, and it weighs 0.',
    source: `${SOURCE}: R0221`,
    *check({ declaration }) {
      for (const items of byHouse(declaration))
        for (const { item, index } of items) {
          const path = `/goods_items/${index}/gross_mass`;
          if (!packedWithAnother(item)) {
            if (item.gross_mass === 0)
              yield {
                path,
                message: 'is 0 kg: a goods item with its own packages weighs something',
              };
          } else if ((item.gross_mass ?? 0) > 0)
            yield {
              path,
              message: `is ${item.gross_mass} kg for goods packed with another item (0 packages): their mass is declared with that item, and this one weighs 0`,
            };
          else if (!items.some((other) => (other.item.gross_mass ?? 0) > 0))
            yield {
              path,
              message: 'is 0 kg and no other item of its house consignment weighs anything',
            };
        }
    },
  },
  {
    id: 'R0364',
    messages: TRANSIT,
    elements: ['Packaging/shippingMarks'],
    path: '/goods_items/*/packages/*/shipping_marks',
    reason:
      'Goods packed with another item (0 packages) bear the marks of packages another item of the same house consignment counts (more than 0, neither bulk nor unpacked).',
    source: `${SOURCE}: R0364`,
    *check({ declaration, codes }) {
      for (const items of byHouse(declaration))
        for (const { item, index } of items)
          for (const [at, pack] of (item.packages ?? []).entries()) {
            if (pack.quantity !== 0) continue;
            const carrier = items.some(
              (other) =>
                other.index !== index &&
                (other.item.packages ?? []).some(
                  (counted) =>
                    (counted.quantity ?? 0) > 0 &&
                    counted.shipping_marks === pack.shipping_marks &&
                    !isBulk(codes, counted.type) &&
                    !isUnpacked(codes, counted.type),
                ),
            );
            if (!carrier)
              yield {
                path: `/goods_items/${index}/packages/${at}/shipping_marks`,
                message: `${pack.shipping_marks ?? '(none)'}: no other item of this house consignment counts packages marked so, which these goods would be packed in`,
              };
          }
    },
  },
];
