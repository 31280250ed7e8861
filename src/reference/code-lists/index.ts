export type {
  CodeEntry,
  CodeListData,
  CodeListSet,
  OfficeData,
  OfficeList,
  ReferenceDomain,
} from './code-list-data.ts';
export { embeddedSnapshot } from './embedded-snapshot.ts';
export type { EmbeddedSnapshot } from './embedded-snapshot.ts';
export { PayloadError, readCodeListPayload, readOfficePayload } from './read-rd-payload.ts';
export { catalogOf, SHARED_LISTS } from './reference-catalog.ts';
export type { ReferenceCatalog } from './reference-catalog.ts';
export { referenceCodesSource } from './codes-source.ts';
export type { ReferenceCodesSource } from './codes-source.ts';
export { installEmbeddedSnapshot } from './install-embedded.ts';
export { replaceCodeListSet, replaceOffices } from './code-list-store.ts';
export { CODE_LIST_SYNC_JOB } from './code-list-jobs.ts';
export { syncCodeLists, syncConfigured } from './sync-code-lists.ts';
export type { SyncOutcome } from './sync-code-lists.ts';
export { latestSyncs, listCodeLists } from './code-list-queries.ts';
