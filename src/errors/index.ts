export { DomainError } from './domain-error.ts';
export type { Complaint, ErrorKind } from './domain-error.ts';
