// Every query key of the app in one place, so a mutation invalidates exactly what it changed.
export const queryKeys = {
  session: ['session'] as const,
  dossiers: ['dossiers'] as const,
  dossierList: (params: Record<string, string>) => ['dossiers', 'list', params] as const,
  dossier: (id: string) => ['dossiers', 'detail', id] as const,
  dossierHistory: (id: string) => ['dossiers', 'history', id] as const,
  dossierXml: (id: string) => ['dossiers', 'xml', id] as const,
  clients: ['clients'] as const,
  clientList: (params: Record<string, string>) => ['clients', 'list', params] as const,
  clientPicker: (q: string) => ['clients', 'picker', q] as const,
};
