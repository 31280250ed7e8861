import type { ClientListQuery } from '../../api/types.ts';
import type { SortOrder } from '../../components/sort-header.tsx';

// Both client pages keep their search, sort and page in the URL, like the dossier list.

export type CustomsFilter = '' | 'true' | 'false';

export interface ClientListParams {
  q: string;
  customs: CustomsFilter;
  sort: 'code' | 'name';
  order: SortOrder;
  offset: number;
  limit: number;
}

const whole = (value: string | null, fallback: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 0 && number <= max
    ? number
    : fallback;
};

export const readClientParams = (
  search: URLSearchParams,
  customs: CustomsFilter,
): ClientListParams => {
  const asked = search.get('customs');
  return {
    q: search.get('q')?.trim() ?? '',
    customs: asked === 'true' || asked === 'false' ? asked : customs,
    sort: search.get('sort') === 'name' ? 'name' : 'code',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    offset: whole(search.get('offset'), 0, Number.MAX_SAFE_INTEGER),
    limit: Math.max(1, whole(search.get('limit'), 50, 200)),
  };
};

/** The query of GET /api/clients, and so its query key: only what was chosen. */
export const clientListQuery = ({ customs, q, ...page }: ClientListParams): ClientListQuery => ({
  ...(customs ? { customs: customs === 'true' } : {}),
  ...(q ? { q } : {}),
  ...page,
});

/** The URL's query after a change; anything but a page change starts again at the first page. */
export const nextClientSearch = (
  current: URLSearchParams,
  changes: Record<string, string | number>,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('offset' in changes)) next.delete('offset');
  if (next.get('offset') === '0') next.delete('offset');
  if (next.get('sort') === 'code') next.delete('sort');
  if (next.get('order') === 'asc') next.delete('order');
  if (next.get('limit') === '50') next.delete('limit');
  return next;
};
