export { findCurrency } from './currency.ts';
export type { CurrencyMatch } from './currency.ts';
export { parseAmount } from './parse-amount.ts';
export type { Amount } from './parse-amount.ts';
export { detectDecimalSeparator, parseNumber } from './parse-number.ts';
export type { DecimalSeparator, NumberOptions } from './parse-number.ts';
export { parseMass, parseQuantity } from './parse-quantity.ts';
export type { Quantity } from './parse-quantity.ts';
export { massUnitInHeader, parseMassUnit, toKilograms } from './mass.ts';
export type { MassUnit } from './mass.ts';
export { findDates, parseDate } from './parse-date.ts';
export type { DateMatch, DateOptions } from './parse-date.ts';
export { foldAccents, monthNumber } from './month-names.ts';
export {
  commodityCodeFromNumber,
  findCommodityCode,
  parseCommodityCode,
} from './commodity-code.ts';
export { findOrigin, originCode } from './origin.ts';
export type { OriginMatch } from './origin.ts';
export { matchHeader, normalizeHeader, settleColumns } from './column-headers.ts';
export type { GoodsColumn, HeaderMatch } from './column-headers.ts';
export { chargeKind, isTotalLabel } from './line-labels.ts';
export type { ChargeKind } from './line-labels.ts';
export { countryOfName } from './country-name.ts';
export { findPackageKinds, packageKindCode } from './package-kind.ts';
export type { PackageKind, PackageKindMatch } from './package-kind.ts';
