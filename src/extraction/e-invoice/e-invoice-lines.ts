import { amountOf, codeOf, type EInvoiceLine } from './e-invoice.ts';
import {
  attributeOf,
  child,
  childrenNamed,
  descendant,
  textAt,
  textOf,
  type XmlElement,
} from './xml-tree.ts';

/** At most this many lines are read: a declaration holds 9,999 goods items. */
const MAX_LINES = 9999;

/**
 * A price for one unit: a price given per a basis quantity other than one is left out, as
 * senders disagree on what that basis is (Odoo writes the line's quantity there).
 */
const perUnit = (price: number | undefined, basis: number | undefined) =>
  basis === undefined || basis === 1 ? price : undefined;

/** A line that is only a note or a section's title ("--- Non Food ---", all zero) is no goods line. */
const goods = (line: EInvoiceLine | undefined): line is EInvoiceLine =>
  line !== undefined && [line.quantity, line.amount, line.unitPrice].some((figure) => !!figure);

/** The commodity code among a line's classifications: the one listed as HS, CN or TARIC. */
const hsCode = (codes: readonly (XmlElement | undefined)[]) => {
  const listed = codes.find((code) => /^(HS|CN|TARIC)$/i.test(attributeOf(code, 'listID') ?? ''));
  const code = textOf(listed)?.replace(/[\s.]/g, '');
  return code && /^\d{6,10}$/.test(code) ? code : undefined;
};

const ciiLine = (item: XmlElement): EInvoiceLine | undefined => {
  const product = child(item, 'SpecifiedTradeProduct');
  const name = textAt(product, 'Name');
  if (!name) return undefined;
  const net = descendant(item, 'NetPriceProductTradePrice');
  const billed = descendant(item, 'BilledQuantity');
  const packed = descendant(item, 'PackageQuantity');
  // Factur-X's own print gives "PRESTATION SUPPORT - Description": the name, then what it adds.
  const more = textAt(product, 'Description');
  return {
    description: more && !name.includes(more) ? `${name} - ${more}` : name,
    articleNumber: textAt(product, 'SellerAssignedID'),
    commodityCode: hsCode(
      childrenNamed(product, 'DesignatedProductClassification').map((one) =>
        child(one, 'ClassCode'),
      ),
    ),
    origin: codeOf(textAt(product, 'OriginTradeCountry', 'ID'), /^[A-Z]{2}$/),
    quantity: amountOf(textOf(billed)),
    unitCode: attributeOf(billed, 'unitCode'),
    unitPrice: perUnit(
      amountOf(textAt(net, 'ChargeAmount')),
      amountOf(textAt(net, 'BasisQuantity')),
    ),
    amount: amountOf(textOf(descendant(item, 'LineTotalAmount'))),
    packages: amountOf(textOf(packed)),
    packageType: codeOf(attributeOf(packed, 'unitCode'), /^[A-Z0-9]{2}$/),
  };
};

export const ciiLines = (transaction: XmlElement | undefined): EInvoiceLine[] =>
  childrenNamed(transaction, 'IncludedSupplyChainTradeLineItem')
    .slice(0, MAX_LINES)
    .map(ciiLine)
    .filter(goods);

const ublLine = (line: XmlElement): EInvoiceLine | undefined => {
  const item = child(line, 'Item');
  const name = textAt(item, 'Name') ?? textAt(item, 'Description');
  if (!name) return undefined;
  const quantity = child(line, 'InvoicedQuantity') ?? child(line, 'CreditedQuantity');
  const price = child(line, 'Price');
  return {
    description: name,
    articleNumber: textAt(item, 'SellersItemIdentification', 'ID'),
    commodityCode: hsCode(
      childrenNamed(item, 'CommodityClassification').map((one) =>
        child(one, 'ItemClassificationCode'),
      ),
    ),
    origin: codeOf(textAt(item, 'OriginCountry', 'IdentificationCode'), /^[A-Z]{2}$/),
    quantity: amountOf(textOf(quantity)),
    unitCode: attributeOf(quantity, 'unitCode'),
    unitPrice: perUnit(
      amountOf(textAt(price, 'PriceAmount')),
      amountOf(textAt(price, 'BaseQuantity')),
    ),
    amount: amountOf(textAt(line, 'LineExtensionAmount')),
  };
};

export const ublLines = (root: XmlElement): EInvoiceLine[] =>
  [...childrenNamed(root, 'InvoiceLine'), ...childrenNamed(root, 'CreditNoteLine')]
    .slice(0, MAX_LINES)
    .map(ublLine)
    .filter(goods);
