import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { dataOf } from './client.ts';
import type { operations } from './schema.ts';
import type { Declaration } from './types.ts';

export type Breakdown =
  operations['goodsBreakdown']['responses'][200]['content']['application/json'];

/**
 * The items the message would carry for the declaration as the page holds it (the same function
 * the builders use, on the server); asked again when the grouping changes, the last answer kept
 * on screen meanwhile.
 */
export function useBreakdown(id: string, declaration: Declaration) {
  const api = useApi();
  const numbers = (declaration.goods_items ?? []).map((item) => item.declaration_goods_item_number);
  return useQuery({
    queryKey: ['dossiers', 'breakdown', id, numbers],
    queryFn: ({ signal }) =>
      dataOf(
        api.http.POST('/api/dossiers/{uuid}/breakdown', {
          params: { path: { uuid: id } },
          body: declaration,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type CostsRequest = NonNullable<
  operations['transportCosts']['requestBody']
>['content']['application/json'];

/** The costs apportioned over the lines, asked again as the inputs change. */
export function useTransportCosts(request: CostsRequest | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['tools', 'transport-costs', request],
    queryFn: ({ signal }) =>
      dataOf(api.http.POST('/api/tools/transport-costs', { body: request!, signal })),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
}
