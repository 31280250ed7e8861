import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { DocumentRow, DossierRow } from './dossier-store.ts';

interface ClientSummary {
  readonly code: string;
  readonly name: string;
  readonly identificationNumber: string | null;
  readonly isCustomsClient: boolean;
}

/** A guarantee's access code guards its use; the API never hands it back, whoever asks. */
const maskAccessCodes = (declaration: CanonicalDeclaration | null): CanonicalDeclaration | null =>
  declaration?.guarantees
    ? {
        ...declaration,
        guarantees: declaration.guarantees.map((guarantee) =>
          guarantee.access_code ? { ...guarantee, access_code: '****' } : guarantee,
        ),
      }
    : declaration;

const clientView = (client: ClientSummary | null) =>
  client && {
    code: client.code,
    name: client.name,
    identification_number: client.identificationNumber,
    is_customs_client: client.isCustomsClient,
  };

/** The dossier as the API shows it (DECISIONS.md section 5), without its declaration data. */
export const dossierSummary = (dossier: DossierRow, client: ClientSummary | null) => ({
  uuid: dossier.id,
  ucr: dossier.ucr,
  regime: dossier.regime,
  status: dossier.status,
  source: dossier.source,
  ingestionPartner: dossier.ingestionPartner,
  requiresReview: dossier.requiresReview,
  autoDispatch: dossier.autoDispatch,
  client: clientView(client),
  createdAt: dossier.createdAt.toISOString(),
});

/** One dossier: the summary, its documents and the declaration after company defaults were merged. */
export const dossierDetail = (
  dossier: DossierRow,
  client: ClientSummary | null,
  documents: readonly DocumentRow[],
) => ({
  ...dossierSummary(dossier, client),
  documents: documents.map((document) => ({
    id: document.id,
    kind: document.kind,
    file_name: document.fileName,
    content_type: document.contentType,
    size_bytes: document.sizeBytes,
    sha256: document.sha256,
  })),
  // The dossier's Ucr column is the UCR, also when it was generated.
  declaration: maskAccessCodes(
    dossier.correctedData
      ? { ...(dossier.correctedData as CanonicalDeclaration), ucr: dossier.ucr }
      : null,
  ),
});
