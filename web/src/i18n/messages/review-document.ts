import { area } from './area.ts';

/** The document beside the values on the review page: the PDF viewer and the sheet view. */
export const reviewDocument = area(
  {
    'reviewDocument.loading': 'Loading the document…',
  },
  {
    'reviewDocument.loading': 'Het document wordt geladen…',
  },
  {
    'reviewDocument.loading': 'Chargement du document…',
  },
);
