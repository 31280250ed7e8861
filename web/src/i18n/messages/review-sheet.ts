import { area } from './area.ts';

/** A spreadsheet document shown as its sheet on the review page. */
export const reviewSheet = area(
  {
    'reviewSheet.loading': 'Loading the sheet…',
  },
  {
    'reviewSheet.loading': 'Het rekenblad wordt geladen…',
  },
  {
    'reviewSheet.loading': 'Chargement de la feuille…',
  },
);
