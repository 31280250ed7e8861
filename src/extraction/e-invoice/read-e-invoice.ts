import type { EmbeddedFile } from '../document-text.ts';
import { readCii } from './cii.ts';
import type { EInvoice } from './e-invoice.ts';
import { readUbl } from './ubl.ts';
import { MAX_E_INVOICE_BYTES, parseXml } from './xml-tree.ts';

/**
 * The structured invoice among a PDF's embedded files, if one is: the first XML file whose root
 * is a Cross Industry Invoice (or ZUGFeRD 1's document) or a UBL Invoice or CreditNote. Anything
 * else (a delivery note's PDF, logistics data, text that is no XML) is passed over.
 */
export const readEInvoice = (
  files: readonly EmbeddedFile[],
): (EInvoice & { readonly file: string }) | undefined => {
  for (const file of files) {
    if (!/\.xml$/i.test(file.name) || file.bytes.length > MAX_E_INVOICE_BYTES) continue;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes);
    const root = parseXml(text.replace(/^\uFEFF/, ''));
    if (!root) continue;
    if (root.name === 'CrossIndustryInvoice' || root.name === 'CrossIndustryDocument')
      return { ...readCii(root.element, root.name), file: file.name };
    if (root.name === 'Invoice' || root.name === 'CreditNote')
      return { ...readUbl(root.element), file: file.name };
  }
  return undefined;
};
