import type { Doc } from '../model.ts';
import { banner } from './banner.ts';
import { classic } from './classic.ts';
import { type Rendered, context } from './common.ts';
import { erp } from './erp.ts';
import { exportLayout } from './export.ts';
import { formCourier, formGrid, formNumbered } from './forms.ts';
import { letter } from './letter.ts';
import { packingPallets, packingSummary, packingTable } from './packing.ts';

/** The HTML of a document in its layout; `sheet` renders one A4 sheet for a screenshot (scans). */
export const renderHtml = (doc: Doc, sheet: boolean): Rendered => {
  const ctx = context(doc, sheet);
  switch (doc.layout) {
    case 'letter':
      return letter(ctx);
    case 'banner':
      return banner(ctx);
    case 'classic':
      return classic(ctx);
    case 'export':
      return exportLayout(ctx);
    case 'erp':
      return erp(ctx);
    case 'packing-table':
      return packingTable(ctx);
    case 'packing-pallets':
      return packingPallets(ctx);
    case 'packing-summary':
      return packingSummary(ctx);
    case 'form-numbered':
      return formNumbered(ctx);
    case 'form-courier':
      return formCourier(ctx);
    case 'form-grid':
      return formGrid(ctx);
    default:
      throw new Error(`${doc.name}: layout ${doc.layout} is a spreadsheet, not HTML`);
  }
};
