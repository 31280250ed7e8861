export { audit, auditMany } from './audit.ts';
export type { AuditEntry } from './audit.ts';
