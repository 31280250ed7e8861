import {
  REGIMES,
  SOURCES,
  STATUSES,
  type DossierListQuery,
  type DossierSource,
  type DossierStatus,
  type Regime,
} from '../../api/types.ts';
import type { SortOrder } from '../../components/sort-header.tsx';

// The list's filters, sort and page live in the URL (?status=Review&sort=ucr&offset=50), so a link
// or the back button brings the same list back. Values the API would refuse are dropped on reading.

export const SORTS = ['createdAt', 'ucr', 'status', 'regime', 'client'] as const;
export const FILTERS = [
  'regime',
  'status',
  'source',
  'client',
  'partner',
  'q',
  'createdFrom',
  'createdTo',
] as const;
export type Filter = (typeof FILTERS)[number];

export interface DossierListParams {
  regime: Regime | '';
  status: DossierStatus | '';
  source: DossierSource | '';
  /** Any part of the client's code or name. */
  client: string;
  partner: string;
  q: string;
  /** Days (yyyy-MM-dd, Brussels), both ends included. */
  createdFrom: string;
  createdTo: string;
  sort: (typeof SORTS)[number];
  order: SortOrder;
  offset: number;
  limit: number;
}

const oneOf = <T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T | '',
): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const whole = (value: string | null, fallback: number, min: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= min && number <= max
    ? number
    : fallback;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value !== null && DAY.test(value) ? value : '');

export const readListParams = (search: URLSearchParams): DossierListParams => ({
  regime: oneOf(search.get('regime'), REGIMES, ''),
  status: oneOf(search.get('status'), STATUSES, ''),
  source: oneOf(search.get('source'), SOURCES, ''),
  client: search.get('client')?.trim() ?? '',
  partner: search.get('partner')?.trim() ?? '',
  q: search.get('q')?.trim() ?? '',
  createdFrom: day(search.get('createdFrom')),
  createdTo: day(search.get('createdTo')),
  sort: oneOf(search.get('sort'), SORTS, 'createdAt') || 'createdAt',
  order: search.get('order') === 'asc' ? 'asc' : 'desc',
  offset: whole(search.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER),
  limit: whole(search.get('limit'), 50, 1, 200),
});

/** The search starts matching at two characters (docs/web-api.md); one is still being typed. */
export const searchTerm = (q: string) => (q.length >= 2 ? q : '');

/** The query of GET /api/declarations, and so its query key: only what was chosen. */
export const listQuery = (params: DossierListParams): DossierListQuery => {
  const filters = {
    regime: params.regime,
    status: params.status,
    source: params.source,
    client: params.client,
    partner: params.partner,
    q: searchTerm(params.q),
    createdFrom: params.createdFrom,
    createdTo: params.createdTo,
  };
  const chosen = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== ''),
  ) as Partial<DossierListQuery>;
  const { sort, order, offset, limit } = params;
  return { ...chosen, sort, order, offset, limit };
};

/** The URL's query after a change; a new filter or sort starts again at the first page. */
export const nextSearch = (
  current: URLSearchParams,
  changes: Partial<Record<keyof DossierListParams, string | number>>,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || value === undefined) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('offset' in changes)) next.delete('offset');
  // Defaults stay out of the URL, so the plain /Dossiers link and the first page look the same.
  if (next.get('sort') === 'createdAt') next.delete('sort');
  if (next.get('order') === 'desc') next.delete('order');
  if (next.get('offset') === '0') next.delete('offset');
  if (next.get('limit') === '50') next.delete('limit');
  return next;
};
