import type { AuditQuery, ClientListQuery, DossierListQuery } from './types.ts';

// Every query key of the app, and only here: a mutation invalidates exactly what it changed, and a
// key is never spelt twice. The first element is the domain a change invalidates as a whole.
export const queryKeys = {
  session: ['session'] as const,
  dossiers: ['dossiers'] as const,
  dossierList: (query: DossierListQuery) => ['dossiers', 'list', query] as const,
  dossier: (id: string) => ['dossiers', 'detail', id] as const,
  /** With the dossier's updatedAt: a new status brings its history entry with it. */
  dossierHistory: (id: string, updatedAt: string) =>
    ['dossiers', 'history', id, updatedAt] as const,
  dossierXml: (id: string) => ['dossiers', 'xml', id] as const,
  /** What extraction read, beside the values the review page edits. */
  dossierReading: (id: string) => ['dossiers', 'reading', id] as const,
  dossierAttempts: (id: string) => ['dossiers', 'attempts', id] as const,
  /** The Declare page: its fields, and the message filing would send now. */
  customsDeclaration: (id: string) => ['dossiers', 'customs-declaration', id] as const,
  filingPreview: (id: string) => ['dossiers', 'filing-preview', id] as const,
  clients: ['clients'] as const,
  clientList: (query: ClientListQuery) => ['clients', 'list', query] as const,
  clientPicker: (q: string) => ['clients', 'picker', q] as const,
  client: (code: string) => ['clients', 'detail', code] as const,
  /** What a declarant set by hand: changed by an edit or a release, so under `clients`. */
  clientCorrections: (code: string) => ['clients', 'corrections', code] as const,
  /** The reference data: the same for every page, changed only by the nightly sync. */
  codeList: (list: string) => ['reference', 'code-list', list] as const,
  office: (id: string) => ['reference', 'office', id] as const,
  codeListStatus: (domain: string) => ['reference', 'status', domain] as const,
  referenceSyncs: (kind: string) => ['reference', 'syncs', kind] as const,
  locodeSearch: (q: string) => ['reference', 'locodes', q] as const,
  codeListEntries: (list: string, domain: string, phase: number, q: string) =>
    ['reference', 'entries', list, domain, phase, q] as const,
  /** The /Admin pages: each its own domain, changed only from its page. */
  apiKeys: ['admin', 'api-keys'] as const,
  claims: ['admin', 'claims'] as const,
  auditPage: (query: AuditQuery) => ['admin', 'audit', 'page', query] as const,
  auditActions: ['admin', 'audit', 'actions'] as const,
  costs: (from: string, to: string) => ['admin', 'costs', from, to] as const,
  declarationSettings: ['admin', 'declaration-settings'] as const,
  countryAliases: ['admin', 'country-aliases'] as const,
  exchangeRates: ['admin', 'exchange-rates'] as const,
  exchangeRateMonth: (month: string) => ['admin', 'exchange-rates', month] as const,
  descartes: ['admin', 'descartes'] as const,
  outbox: (status: string) => ['admin', 'descartes', 'outbox', status] as const,
  /** /Admin/Prompts: a change of any prompt reads every prompt's lists again. */
  prompts: ['admin', 'prompts'] as const,
  promptVersions: (name: string) => ['admin', 'prompts', name] as const,
  promptAttempts: (name: string, version: number) =>
    ['admin', 'prompts', name, 'attempts', version] as const,
};
