import { createHash } from 'node:crypto';
import type { LocodeSearch } from './search-locodes.ts';

/**
 * The answer is a function of the list and the search: the ETag hashes the id of the import
 * that made the list and the search as read (search form, so "Liège" and "liege" share it).
 */
export const searchEtag = (importId: string | null, search: LocodeSearch): string =>
  `"${createHash('sha256')
    .update(JSON.stringify([importId, search.text, search.country ?? null, search.limit]))
    .digest('base64url')
    .slice(0, 32)}"`;

/** RFC 9110 If-None-Match: `*` or a list of tags, compared weakly (W/ ignored). */
export const matchesIfNoneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
};
