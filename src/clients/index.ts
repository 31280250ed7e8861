export { findClientByCode, findClientByEori } from './client-store.ts';
export type { ClientRow, NewClient } from './client-store.ts';
export { clientPartyOf, resolveClient } from './resolve-client.ts';
export type { Resolution } from './resolve-client.ts';
