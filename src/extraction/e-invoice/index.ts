export type { EInvoice, EInvoiceParty } from './e-invoice.ts';
export { readEInvoice } from './read-e-invoice.ts';
export { E_INVOICE_DIFFERS, E_INVOICE_NOTICE, withEInvoice } from './with-e-invoice.ts';
