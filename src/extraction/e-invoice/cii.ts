import { ciiLines } from './e-invoice-lines.ts';
import {
  amountOf,
  codeOf,
  compactParty,
  dateOf,
  type EInvoice,
  type EInvoiceParty,
} from './e-invoice.ts';
import {
  attributeOf,
  child,
  childrenNamed,
  descendant,
  textAt,
  textOf,
  type XmlElement,
} from './xml-tree.ts';

const party = (element: XmlElement | undefined): EInvoiceParty | undefined => {
  if (!element) return undefined;
  const address = child(element, 'PostalTradeAddress');
  const registrations = childrenNamed(element, 'SpecifiedTaxRegistration').map((registration) =>
    child(registration, 'ID'),
  );
  // VA: the VAT number; FC: a national tax number, when that is all the seller gave.
  const vat =
    registrations.find((id) => attributeOf(id, 'schemeID') === 'VA') ??
    registrations.find((id) => attributeOf(id, 'schemeID') === 'FC');
  return compactParty({
    name: textAt(element, 'Name'),
    street: textAt(address, 'LineOne'),
    postcode: textAt(address, 'PostcodeCode'),
    city: textAt(address, 'CityName'),
    country: codeOf(textAt(address, 'CountryID'), /^[A-Z]{2}$/),
    identification: codeOf(textOf(vat), /^[A-Z0-9]{4,20}$/),
  });
};

/** The header's amount of that name, in the invoice's currency when it is given twice. */
const headerAmount = (
  summation: XmlElement | undefined,
  name: string,
  currency: string | undefined,
): number | undefined => {
  const amounts = childrenNamed(summation, name);
  const inCurrency =
    amounts.find((amount) => attributeOf(amount, 'currencyID') === currency) ?? amounts[0];
  return amountOf(textOf(inCurrency));
};

/**
 * UN/CEFACT Cross Industry Invoice: D16B as Factur-X, ZUGFeRD 2 and XRechnung write it
 * (CrossIndustryInvoice), and ZUGFeRD 1's CrossIndustryDocument, whose parts have older names.
 */
export const readCii = (root: XmlElement, rootName: string): EInvoice => {
  const first = rootName === 'CrossIndustryDocument';
  const exchanged = child(root, first ? 'HeaderExchangedDocument' : 'ExchangedDocument');
  const transaction = child(
    root,
    first ? 'SpecifiedSupplyChainTradeTransaction' : 'SupplyChainTradeTransaction',
  );
  const agreement = child(
    transaction,
    first ? 'ApplicableSupplyChainTradeAgreement' : 'ApplicableHeaderTradeAgreement',
  );
  const settlement = child(
    transaction,
    first ? 'ApplicableSupplyChainTradeSettlement' : 'ApplicableHeaderTradeSettlement',
  );
  const summation = child(
    settlement,
    first
      ? 'SpecifiedTradeSettlementMonetarySummation'
      : 'SpecifiedTradeSettlementHeaderMonetarySummation',
  );
  const currency = codeOf(textAt(settlement, 'InvoiceCurrencyCode'), /^[A-Z]{3}$/);
  const net =
    headerAmount(summation, 'TaxBasisTotalAmount', currency) ??
    headerAmount(summation, 'LineTotalAmount', currency);
  return {
    syntax: first ? 'ZUGFeRD 1' : 'CII',
    invoiceNumber: textAt(exchanged, 'ID'),
    invoiceDate: dateOf(textOf(descendant(child(exchanged, 'IssueDateTime'), 'DateTimeString'))),
    currency,
    incoterm: codeOf(
      textAt(descendant(transaction, 'ApplicableTradeDeliveryTerms'), 'DeliveryTypeCode'),
      /^[A-Z]{3}$/,
    ),
    netAmount: net,
    vatAmount: headerAmount(summation, 'TaxTotalAmount', currency),
    totalAmount: headerAmount(summation, 'GrandTotalAmount', currency),
    seller: party(child(agreement, 'SellerTradeParty')),
    buyer: party(child(agreement, 'BuyerTradeParty')),
    lines: ciiLines(transaction),
  };
};
