export { findDossier, inScope } from './dossier-store.ts';
export { dossierState, lockDossierState } from './dossier-state.ts';
export type { DossierState } from './dossier-state.ts';
export { dossierForFiling } from './dossier-for-filing.ts';
export type { DossierForFiling } from './dossier-for-filing.ts';
export { unfinishedExtractions } from './unfinished-extractions.ts';
export { DEFERRED_FROM_OFFSET, listDossiers } from './list-dossiers.ts';
export type { DossierFilter } from './list-dossiers.ts';
export type {
  DocumentRow,
  DossierScope,
  DossierRow,
  DossierWithRelations,
  NewDossier,
} from './dossier-store.ts';
export { dossierDetail, dossierSummary } from './dossier-view.ts';
export type { ClientDetail } from './dossier-view.ts';
export type { Renumbered } from './renumbered.ts';
export { createIngestedDossiers } from './create-dossiers.ts';
export type {
  ClientChoice,
  NewDocument,
  NewIngestedDossier,
  WriteOutcome,
} from './create-dossiers.ts';
export { groupCommitWriter } from './dossier-writer.ts';
export type { DossierWriter, GroupCommitOptions } from './dossier-writer.ts';
// checkTransition stays inside: transitionDossier alone refuses a move, under the row lock.
export {
  DOSSIER_STATUSES,
  eventsFrom,
  INITIAL_STATUS,
  SYSTEM,
  TRANSITIONS,
} from './state-machine.ts';
export type { Actor, DossierEvent, DossierStatus, Role } from './state-machine.ts';
export { recordAutoDispatch, transitionDossier } from './transition-dossier.ts';
export type { TransitionRequest } from './transition-dossier.ts';
export { dossierRoutes } from './dossier-routes.ts';
export { reviewRoutes } from './review-routes.ts';
export { breakdownRoutes } from './breakdown-routes.ts';
export type { DossierRoutesDeps } from './dossier-routes.ts';
export {
  DossierDetailSchema,
  DossierHistorySchema,
  DossierSummarySchema,
} from './dossier-schemas.ts';
export { createManualDossier } from './create-manual-dossier.ts';
export type { ManualDocument, NewManualDossier } from './create-manual-dossier.ts';
export { recordExtraction } from './record-extraction.ts';
export type { ExtractionResult } from './record-extraction.ts';
export { extensionOf } from './download-name.ts';
export { actorOf, dossierIdOf, revisionOf, sessionChecks } from './route-parts.ts';
export { declarationFieldsRoutes } from './declaration-fields-routes.ts';
export { transportCostsRoutes } from './transport-costs-routes.ts';
