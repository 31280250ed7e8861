// The service's modules a command needs, loaded when that command runs: `customs --help` and the
// light commands do not wait for the queue clients, the filing schemas or the reference data.
export const load = {
  clients: () => import('../clients/index.ts'),
  filing: () => import('../filing/index.ts'),
  jobs: () => import('../jobs/index.ts'),
  messaging: () => import('../messaging/index.ts'),
  outbox: () => import('../outbox/index.ts'),
  reference: () => import('../reference/index.ts'),
  runtimeSettings: () => import('../runtime-settings/index.ts'),
};
