export { audit } from './audit.ts';
export type { AuditEntry } from './audit.ts';
