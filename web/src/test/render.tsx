import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from '../api/api-context.tsx';
import { createApi } from '../api/client.ts';
import { appTheme } from '../app/theme.ts';
import { FixedLanguage } from '../i18n/fixed-language.tsx';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import type { Language } from '../i18n/languages.ts';
import { fakeFetch, ORIGIN, type Handler } from './fake-fetch.ts';
import { FakeXhr } from './fake-xhr.ts';

/**
 * The component under the providers the app gives every page, with the real API client over a
 * fake fetch (and a fake XMLHttpRequest for uploads): `server.seen` is what went over the wire.
 */
export const renderWithApp = (
  ui: ReactElement,
  {
    routes = {},
    path = '/',
    language = 'en',
  }: {
    routes?: Record<string, Handler>;
    path?: string;
    /** A fixed language, or the app's own choice from the session and the switch. */
    language?: Language | 'from-session';
  } = {},
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
  const themed = (
    <MantineProvider theme={appTheme('#0b6e4f')} env="test">
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </MantineProvider>
  );
  const view = render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        {language === 'from-session' ? (
          <I18nProvider>{themed}</I18nProvider>
        ) : (
          <FixedLanguage language={language}>{themed}</FixedLanguage>
        )}
      </QueryClientProvider>
    </ApiProvider>,
  );
  return { ...view, server, onUnauthorized, queryClient };
};
