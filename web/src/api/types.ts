import type { components, operations, paths } from './schema.ts';

// The shapes the pages read, named from the generated contract (schema.ts): the server is the
// authority, and a change of its routes shows here as a type error, not as a blank cell.

type Schemas = components['schemas'];
export type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

export type Session = JsonOf<paths['/api/session']['get']['responses'][200]>;
export type Branding = Session['branding'];

export type DossierSummary = Schemas['DossierSummary'];
export type DossierDetail = Schemas['DossierDetail'];
export type DossierClient = NonNullable<DossierSummary['client']>;
export type DossierDocument = DossierDetail['documents'][number];
export type FiledMessage = NonNullable<DossierDetail['filed']>;
export type HistoryEntry = Schemas['DossierHistory'][number];
export type CreatedDossier = JsonOf<paths['/api/dossiers']['post']['responses'][201]>;

export type Declaration = Schemas['CanonicalDeclaration'];
export type Party = Schemas['CanonicalParty'];
export type GoodsItem = Schemas['CanonicalGoodsItem'];

export type Client = Schemas['Client'];
export type ClientItem = Schemas['ClientItem'];

export type DossierListQuery = operations['listDeclarations']['parameters']['query'];
export type ClientListQuery = operations['listClients']['parameters']['query'];

export type Regime = DossierSummary['regime'];
export type DossierStatus = DossierSummary['status'];
export type DossierSource = DossierSummary['source'];

// The lists the pages offer, in the order they show them; `satisfies` fails the build when the
// contract names a value they do not, or no longer names one they do.
export const REGIMES = ['IM', 'EX', 'T1', 'T2'] as const satisfies readonly Regime[];
export const STATUSES = [
  'Queued',
  'Processing',
  'Review',
  'Approved',
  'Ready',
  'Submitted',
  'Failed',
] as const satisfies readonly DossierStatus[];
export const SOURCES = [
  'Manual',
  'ApiIngestion',
  'ServiceBusIngestion',
] as const satisfies readonly DossierSource[];
export const PARTY_ROLES = [
  'declarant',
  'representative',
  'exporter',
  'importer',
  'consignee',
  'consignor',
  'transit_principal',
  'buyer',
  'seller',
] as const satisfies readonly (keyof Schemas['CanonicalParties'])[];
/** The web roles of docs/web-api.md ("Roles"), as the session names them. */
export const ROLES = ['Admins', 'SuperUsers', 'Users'] as const satisfies readonly Role[];
export type Role = Session['user']['roles'][number];
/** PATCH /api/clients/{code}'s body: any member but the code; null clears one. */
export type ClientChanges = NonNullable<
  paths['/api/clients/{code}']['patch']['requestBody']
>['content']['application/json'];

/** Every member of a union named once: `satisfies` alone would let a list leave one out. */
type Covers<List extends readonly string[], All extends string> =
  Exclude<All, List[number]> extends never ? true : never;
const _everyRegime: Covers<typeof REGIMES, Regime> = true;
const _everyStatus: Covers<typeof STATUSES, DossierStatus> = true;
const _everySource: Covers<typeof SOURCES, DossierSource> = true;
const _everyWebRole: Covers<typeof ROLES, Role> = true;
const _everyRole: Covers<typeof PARTY_ROLES, keyof Schemas['CanonicalParties']> = true;

/** A page of a list route: the rows and the header X-Total-Count. */
export interface Page<T> {
  items: T[];
  total: number;
  /** X-Total-Count-Estimated: past 10,000 matches the server estimates the count. */
  estimated: boolean;
}

export type ApiKey = JsonOf<paths['/api/admin/api-keys']['get']['responses'][200]>[number];
export type NewApiKey = NonNullable<
  operations['createApiKey']['requestBody']
>['content']['application/json'];
export type CreatedApiKey = JsonOf<paths['/api/admin/api-keys']['post']['responses'][201]>;
export type Claims = JsonOf<paths['/api/admin/claims']['get']['responses'][200]>;
export type AuditQuery = NonNullable<operations['listAuditEntries']['parameters']['query']>;
export type AuditPage = JsonOf<paths['/api/admin/audit-log']['get']['responses'][200]>;
export type AuditEntry = AuditPage['entries'][number];
export type CostRow = JsonOf<paths['/api/admin/costs']['get']['responses'][200]>[number];
export type DeclarationSetting = JsonOf<
  paths['/api/admin/declaration-settings']['get']['responses'][200]
>[number];
export type DescartesSettings = JsonOf<paths['/api/admin/descartes']['get']['responses'][200]>;
export type OutboxMessage = JsonOf<paths['/api/admin/outbox']['get']['responses'][200]>[number];
export type IngestionSettings = JsonOf<paths['/api/admin/ingestion']['get']['responses'][200]>;
export type DeadLetter = JsonOf<
  paths['/api/admin/ingestion/dead-letters/{id}']['get']['responses'][200]
>;
export type DeadLetterReplay = NonNullable<
  paths['/api/admin/ingestion/dead-letters/{id}/replay']['post']['requestBody']
>['content']['application/json'];
export type QueueProbe = JsonOf<paths['/api/admin/ingestion/probe']['get']['responses'][200]>;
