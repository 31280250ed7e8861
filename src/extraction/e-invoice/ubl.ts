import { ublLines } from './e-invoice-lines.ts';
import {
  amountOf,
  codeOf,
  compactParty,
  dateOf,
  type EInvoice,
  type EInvoiceParty,
} from './e-invoice.ts';
import { attributeOf, child, childrenNamed, textAt, textOf, type XmlElement } from './xml-tree.ts';

const party = (role: XmlElement | undefined): EInvoiceParty | undefined => {
  const element = child(role, 'Party');
  if (!element) return undefined;
  const address = child(element, 'PostalAddress');
  const street = [textAt(address, 'StreetName'), textAt(address, 'BuildingNumber')]
    .filter(Boolean)
    .join(' ');
  const taxSchemes = childrenNamed(element, 'PartyTaxScheme');
  const vat =
    taxSchemes.find((scheme) => textAt(scheme, 'TaxScheme', 'ID')?.toUpperCase() === 'VAT') ??
    taxSchemes[0];
  return compactParty({
    name:
      textAt(element, 'PartyLegalEntity', 'RegistrationName') ??
      textAt(element, 'PartyName', 'Name'),
    street: street || undefined,
    postcode: textAt(address, 'PostalZone'),
    city: textAt(address, 'CityName'),
    country: codeOf(textAt(address, 'Country', 'IdentificationCode'), /^[A-Z]{2}$/),
    identification: codeOf(textAt(vat, 'CompanyID'), /^[A-Z0-9]{4,20}$/),
  });
};

/** OASIS UBL 2.1 Invoice and CreditNote, as Peppol BIS Billing 3.0 (Belgium's B2B e-invoice) writes them. */
export const readUbl = (root: XmlElement): EInvoice => {
  const currency = codeOf(textAt(root, 'DocumentCurrencyCode'), /^[A-Z]{3}$/);
  const totals = child(root, 'LegalMonetaryTotal');
  // Two TaxTotals when VAT is also given in the accounting currency: the invoice's own first.
  const taxTotals = childrenNamed(root, 'TaxTotal').map((total) => child(total, 'TaxAmount'));
  const vat =
    taxTotals.find((amount) => attributeOf(amount, 'currencyID') === currency) ?? taxTotals[0];
  return {
    syntax: 'UBL',
    invoiceNumber: textAt(root, 'ID'),
    invoiceDate: dateOf(textAt(root, 'IssueDate')),
    currency,
    incoterm: codeOf(textAt(root, 'DeliveryTerms', 'ID'), /^[A-Z]{3}$/),
    netAmount: amountOf(textAt(totals, 'TaxExclusiveAmount')),
    vatAmount: amountOf(textOf(vat)),
    totalAmount: amountOf(textAt(totals, 'TaxInclusiveAmount')),
    seller: party(child(root, 'AccountingSupplierParty')),
    buyer: party(child(root, 'AccountingCustomerParty')),
    lines: ublLines(root),
  };
};
