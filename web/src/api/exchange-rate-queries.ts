import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import type { Answered } from './client-queries.ts';
import { dataOf } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { JsonOf } from './types.ts';
import type { paths } from './schema.ts';

export type ExchangeRateMonth = JsonOf<paths['/api/admin/exchange-rates']['get']['responses'][200]>;
export type MonthRate = ExchangeRateMonth['rates'][number];
export type RatesImported = JsonOf<
  paths['/api/admin/exchange-rates/import']['post']['responses'][200]
>;

/** A month's rates; the month on screen stays while the next one loads. */
export function useExchangeRateMonth(month: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.exchangeRateMonth(month),
    queryFn: ({ signal }) =>
      dataOf(api.http.GET('/api/admin/exchange-rates', { params: { query: { month } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** After a change every month is read again: an import may hold several. */
const useRateChange = <Input, Output>(
  call: (input: Input) => Promise<Output>,
  answered: Answered<Output>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (output) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.exchangeRates });
      answered.onSuccess?.(output);
    },
    onError: answered.onError,
  });
};

export function useCorrectRate(answered: Answered<MonthRate> = {}) {
  const api = useApi();
  return useRateChange(
    (input: { currency: string; month: string; per_euro: string; reason: string }) =>
      dataOf(
        api.http.PUT('/api/admin/exchange-rates/{currency}/{month}', {
          params: { path: { currency: input.currency, month: input.month } },
          body: { per_euro: input.per_euro, reason: input.reason },
        }),
      ),
    answered,
  );
}

export function useImportRates(answered: Answered<RatesImported> = {}) {
  const api = useApi();
  return useRateChange(
    (csv: string) => dataOf(api.http.POST('/api/admin/exchange-rates/import', { body: { csv } })),
    answered,
  );
}
