import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from './client.ts';

const ApiContext = createContext<Api | null>(null);

/** The one API client of the app; tests build it on a fake fetch. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** For the data layer's hooks (web/src/api/*-queries.ts); pages use those hooks. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
