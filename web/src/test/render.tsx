import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { Api } from '../app/api.ts';
import { ApiProvider } from '../app/api-context.tsx';
import type { Session } from '../app/api-types.ts';
import { appTheme } from '../app/theme.ts';

export const session = (roles: string[] = ['Admins']): Session => ({
  user: { name: 'Dana Declarant', email: 'dana@example.test', roles },
  csrfToken: 'csrf-token',
  mode: 'local',
  branding: { titlePlain: 'Customs', titleHtml: null, mainColor: '#0b6e4f' },
  environment: 'dv',
});

/** An Api whose calls fail loudly unless the test gives them an answer. */
export const fakeApi = (overrides: Partial<Api> = {}): Api => ({
  session: () => Promise.resolve(session()),
  get: (path) => Promise.reject(new Error(`unexpected GET ${path}`)),
  getPage: (path) => Promise.reject(new Error(`unexpected GET ${path}`)),
  getText: (path) => Promise.reject(new Error(`unexpected GET ${path}`)),
  send: (method, path) => Promise.reject(new Error(`unexpected ${method} ${path}`)),
  upload: (path) => Promise.reject(new Error(`unexpected upload ${path}`)),
  ...overrides,
});

/** The component under the providers the app gives every page. */
export const renderWithApp = (ui: ReactElement, api: Api = fakeApi(), path = '/') => {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={appTheme('#0b6e4f')} env="test">
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
};
