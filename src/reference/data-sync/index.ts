export { dataSyncStatus, SYNC_NAMES } from './data-sync.ts';
export type { DataSyncStatus, ListStatus, SyncName, SyncStatus } from './data-sync.ts';
export { nextDailyCycle } from './next-cycle.ts';
export { runSyncNow } from './run-now.ts';
export type { RunNowDeps } from './run-now.ts';
