export * from './api-keys.ts';
export * from './audit-log.ts';
export * from './clients.ts';
export * from './customs-declarations.ts';
export * from './dossiers.ts';
export * from './extraction-records.ts';
export * from './outbox-messages.ts';
export * from './settings.ts';
