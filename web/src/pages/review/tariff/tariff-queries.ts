import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { useApi } from '../../../api/api-context.tsx';
import { ApiError } from '../../../api/api-error.ts';
import { dataOf } from '../../../api/client.ts';
import type { paths } from '../../../api/schema.ts';
import type { JsonOf } from '../../../api/types.ts';
import { codeDigits, isCommodityCode } from './tariff-code.ts';

export type TariffHit = JsonOf<paths['/api/reference/tariff']['get']['responses'][200]>[number];
export type TariffLine = JsonOf<paths['/api/reference/tariff/{code}']['get']['responses'][200]>;
export type TariffChain = TariffHit['chain'];

/**
 * The tariff's own query keys, under `reference` (the domain the nightly sync changes as a whole;
 * web/src/api/query-keys.ts holds the app's shared ones).
 */
export const tariffQueryKeys = {
  search: (q: string) => ['reference', 'tariff-search', q] as const,
  line: (code: string) => ['reference', 'tariff-line', code] as const,
};

// The tariff changes at most once a night (the 02:00 UTC import).
const ONE_HOUR = 60 * 60 * 1000;
/** Fewer characters match too much to be worth a request. */
export const MIN_SEARCH = 2;
export const SEARCH_DELAY_MS = 250;
const LIMIT = 20;

/**
 * Tariff lines for what the user typed (a code prefix or words in Dutch, French or English), 250 ms
 * after the last key and from two characters; the previous answer stays while the next is on its
 * way. `term` is what the answer is for.
 */
export function useTariffSearch(q: string) {
  const api = useApi();
  const [debounced] = useDebouncedValue(q.trim(), SEARCH_DELAY_MS);
  const enabled = debounced.length >= MIN_SEARCH;
  const query = useQuery({
    queryKey: tariffQueryKeys.search(debounced),
    queryFn: ({ signal }) =>
      dataOf(
        api.http.GET('/api/reference/tariff', {
          params: { query: { q: debounced, limit: LIMIT } },
          signal,
        }),
      ),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
  });
  return { ...query, term: debounced, enabled };
}

/** The tariff line of an 8- or 10-digit code today, or null when the tariff has no such code. */
export function useTariffLine(code: string) {
  const api = useApi();
  const digits = codeDigits(code);
  return useQuery({
    queryKey: tariffQueryKeys.line(digits),
    queryFn: async ({ signal }): Promise<TariffLine | null> => {
      try {
        return await dataOf(
          api.http.GET('/api/reference/tariff/{code}', {
            params: { path: { code: digits } },
            signal,
          }),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: isCommodityCode(digits),
    staleTime: ONE_HOUR,
    gcTime: ONE_HOUR,
  });
}
