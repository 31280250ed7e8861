export { buildDeclarationMessage } from './build-message.ts';
export type { BuiltMessage, FilingSetup, MessageRequest } from './build-message.ts';
export type { FilingProblem } from './checks.ts';
export { loadReferenceCodes } from './code-lists.ts';
export type { ReferenceCodes } from './code-lists.ts';
export { cc015cSchema, NCTS_SCHEMA_VERSIONS } from './ncts-schemas.ts';
export { fileDossier } from './file-dossier.ts';
export type { FileOutcome, FileRequest, Filer } from './file-dossier.ts';
export { createFiler } from './filer.ts';
