export { DomainError } from './domain-error.ts';
export type { Complaint, ErrorKind, Translated } from './domain-error.ts';
