import { etagOf } from '../http-cache.ts';
import type { LocodeSearch } from './search-locodes.ts';

/**
 * The answer is a function of the list and the search: the ETag hashes the id of the import
 * that made the list and the search as read (search form, so "Liège" and "liege" share it).
 */
export const searchEtag = (importId: string | null, search: LocodeSearch): string =>
  etagOf([importId, search.text, search.country ?? null, search.limit]);
