import { area } from './area.ts';

/** The review page: the values beside the document, the goods grid, save and approve. */
export const review = area(
  {
    'review.title': 'Review',
  },
  {
    'review.title': 'Nazicht',
  },
  {
    'review.title': 'Vérification',
  },
);
