export { findDossier, listDossiers } from './dossier-store.ts';
export type {
  DocumentRow,
  DossierFilter,
  DossierRow,
  DossierWithRelations,
  NewDossier,
} from './dossier-store.ts';
export { dossierDetail, dossierSummary } from './dossier-view.ts';
