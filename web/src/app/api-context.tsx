import { createContext, useContext, type ReactNode } from 'react';
import type { Api } from './api.ts';

const ApiContext = createContext<Api | null>(null);

/** The one API client of the app; tests hand in a fake with the calls they expect. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
