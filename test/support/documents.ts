import { readFileSync } from 'node:fs';
import { sharedDir } from './samples.ts';

/** Real documents from ../shared/samples/invoices, as partners attach them. */
export const invoicePdf = (): Buffer =>
  readFileSync(`${sharedDir}samples/invoices/13_invoice_synthetic-minimal_US_text.pdf`);
export const packingListPng = (): Buffer =>
  readFileSync(`${sharedDir}samples/invoices/17_packing-list_barcode_image.png`);
