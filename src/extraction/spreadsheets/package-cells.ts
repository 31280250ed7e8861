import type { Found } from '../extracted.ts';
import {
  findPackageKinds,
  packageKindCode,
  parseNumber,
  parseQuantity,
} from '../text-values/index.ts';
import { found, type CellContext } from './cell-values.ts';
import type { SheetCell } from './sheet.ts';

export interface PackageKind {
  /** The EU code (CL017) of the word, when the word is one of its names. */
  readonly packageType?: Found<string>;
  /** The word as printed ("ctns", "Karton"). */
  readonly packageTypeText: Found<string>;
}

export interface Packages extends Partial<PackageKind> {
  readonly packages: Found<number>;
}

/** A kind of packages as printed in a package-type cell, and its code when the words name one. */
export const packageKindIn = (
  printed: string,
  cell: SheetCell,
  context: CellContext,
  confidence?: number,
): PackageKind => {
  const code = packageKindCode(printed)?.code;
  return {
    ...(code ? { packageType: found(code, cell, context, confidence) } : {}),
    packageTypeText: found(printed.trim(), cell, context, confidence),
  };
};

/**
 * A count of packages and the words printed with it: "12 ctns", "3 Euro-Paletten", a stored 12.
 * A count is whole: "1,5 ctns" is none. With `known`, the words must name a kind of package
 * ("Total: 14 Kartons" counts packages, "Total: 14 pcs" does not).
 */
export const packagesIn = (
  text: string,
  cell: SheetCell,
  context: CellContext,
  options: { readonly confidence?: number; readonly known?: boolean } = {},
): Packages | undefined => {
  const { confidence, known } = options;
  const count = (value: number | undefined) =>
    value !== undefined && Number.isInteger(value) && value >= 0
      ? found(value, cell, context, confidence)
      : undefined;
  const stored = text === cell.text ? cell.number : undefined;
  const bare = stored ?? parseNumber(text, { decimal: context.decimal });
  if (bare !== undefined) {
    const packages = count(bare);
    return packages && !known ? { packages } : undefined;
  }
  // The whole text must be the count and its package words: "12 ctns", not "12 ctns of 6 pcs".
  const [kind, ...others] = packageKindCode(text) ? findPackageKinds(text) : [];
  const packages = count(kind?.count);
  if (kind && packages && others.length === 0)
    return {
      packages,
      packageType: found(kind.code, cell, context, confidence),
      packageTypeText: found(kind.text, cell, context, confidence),
    };
  if (known) return undefined;
  // A word no code names ("12 colis-navettes") is kept as printed beside its count.
  const parsed = parseQuantity(text, { decimal: context.decimal });
  const counted = count(parsed?.value);
  const word = parsed?.unit && /([\p{L}][\p{L}.-]*)\s*$/u.exec(text.trim())?.[1];
  if (!counted) return undefined;
  return word
    ? { packages: counted, packageTypeText: found(word, cell, context, confidence) }
    : { packages: counted };
};
