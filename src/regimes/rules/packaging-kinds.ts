import type { CanonicalDeclaration } from '../../canonical/index.ts';
import type { ReferenceCodes } from '../messages/code-lists.ts';
import type { Finding } from './filing-rule.ts';

export const isBulk = (codes: ReferenceCodes, type?: string) =>
  type !== undefined && codes.has('CL181', type) === true;
export const isUnpacked = (codes: ReferenceCodes, type?: string) =>
  type !== undefined && codes.has('CL182', type) === true;

/**
 * What each kind of package comes with: bulk (CL181) no number (0 is no number), unpacked goods
 * (CL182) their number of pieces, any other package its number and shipping marks. Marks on bulk
 * are optional in NCTS (C0060) and refused in AES.
 */
export function* packagingKindFindings(
  declaration: CanonicalDeclaration,
  codes: ReferenceCodes,
  options: { readonly marksOnBulk: boolean },
): Generator<Finding> {
  for (const [itemIndex, item] of (declaration.goods_items ?? []).entries())
    for (const [index, entry] of (item.packages ?? []).entries()) {
      const path = `/goods_items/${itemIndex}/packages/${index}`;
      if (isBulk(codes, entry.type)) {
        if (entry.quantity !== undefined && entry.quantity !== 0)
          yield {
            path: `${path}/quantity`,
            element: 'Packaging/numberOfPackages',
            message: `must be left out: ${entry.type} is a kind of bulk (CL181)`,
          };
        if (entry.shipping_marks && !options.marksOnBulk)
          yield {
            path: `${path}/shipping_marks`,
            element: 'Packaging/shippingMarks',
            message: `must be left out: ${entry.type} is a kind of bulk (CL181)`,
          };
      } else if (entry.type !== undefined) {
        if (entry.quantity === undefined)
          yield {
            path: `${path}/quantity`,
            element: 'Packaging/numberOfPackages',
            message: `is required for packages of kind ${entry.type}`,
          };
        if (!isUnpacked(codes, entry.type) && !entry.shipping_marks)
          yield {
            path: `${path}/shipping_marks`,
            element: 'Packaging/shippingMarks',
            message: `are required for packages of kind ${entry.type} (not bulk, not unpacked)`,
          };
      }
    }
}
