export { findDossier, inScope, listDossiers } from './dossier-store.ts';
export type {
  DocumentRow,
  DossierFilter,
  DossierScope,
  DossierRow,
  DossierWithRelations,
  NewDossier,
} from './dossier-store.ts';
export { dossierDetail, dossierSummary } from './dossier-view.ts';
export type { ClientDetail } from './dossier-view.ts';
