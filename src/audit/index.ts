export { audit, auditMany } from './audit.ts';
export type { AuditEntry } from './audit.ts';
export { auditActions, auditEntries, auditPage } from './audit-query.ts';
export type { AuditFilter, AuditPage } from './audit-query.ts';
