export { fileDossier } from './file-dossier.ts';
export type { FileOutcome, FileRequest, Filer } from './file-dossier.ts';
export { createFiler } from './filer.ts';
export { declarationMessage, submitDossier } from './submit-dossier.ts';
export { filingRoutes } from './filing-routes.ts';
export { envelopeSchema, SMF_NAMESPACE, wrapInEnvelope } from './smf-envelope.ts';
export { dispatchAutomatically } from './auto-dispatch.ts';
export type { AutoDispatchOutcome } from './auto-dispatch.ts';
export { declareRoutes } from './declare-routes.ts';
