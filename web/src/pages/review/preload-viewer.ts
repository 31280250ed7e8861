import type { DossierDetail } from '../../api/types.ts';
import { documentUrl, isPdf, shownDocuments } from './document/document-kinds.ts';
import { fetchAhead } from './document/document-prefetch.ts';

/**
 * pdf.js and its worker start loading with the review's route, beside the dossier's data, rather
 * than after the page drew itself: the first page of the document is drawn sooner. They stay out
 * of the app's first page (this module is small; what it imports loads on demand).
 */
export const preloadViewer = () => {
  void import('./document/pdf-document.ts')
    .then((module) => module.loadPdfJs())
    .catch(() => undefined);
};

/** The PDF the review draws first (its first tab) starts downloading as the dossier names it. */
export const fetchFirstDocumentAhead = (dossier: DossierDetail) => {
  const first = shownDocuments(dossier.documents)[0];
  if (first && isPdf(first)) fetchAhead(documentUrl(dossier.uuid, first.id));
};
