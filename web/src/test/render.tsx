import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from '../api/api-context.tsx';
import { createApi } from '../api/client.ts';
import { appTheme } from '../app/theme.ts';
import { fakeFetch, ORIGIN, type Handler } from './fake-fetch.ts';
import { FakeXhr } from './fake-xhr.ts';

/**
 * The component under the providers the app gives every page, with the real API client over a
 * fake fetch (and a fake XMLHttpRequest for uploads): `server.seen` is what went over the wire.
 */
export const renderWithApp = (
  ui: ReactElement,
  { routes = {}, path = '/' }: { routes?: Record<string, Handler>; path?: string } = {},
) => {
  const server = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  FakeXhr.last = null;
  const api = createApi({
    fetch: server.fetch,
    origin: ORIGIN,
    onUnauthorized,
    XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={appTheme('#0b6e4f')} env="test">
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { ...view, server, onUnauthorized, queryClient };
};
