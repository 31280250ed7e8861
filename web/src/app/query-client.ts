import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';

/**
 * Server state for every page. A refusal (4xx) is an answer, not a glitch: asking again would get
 * the same, so only network faults and 5xx are retried, once.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
