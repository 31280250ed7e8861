import type { CanonicalDeclaration } from '../canonical/index.ts';
import type { ClientSummary, DocumentRow, DossierRow } from './dossier-store.ts';
import { clientFromHouseConsignees } from './house-consignee-client.ts';
import type { DossierSummaryRow } from './list-dossiers.ts';
import type { Renumbered } from './renumbered.ts';

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

/**
 * Which of the client's stored details a reader sees. A client belongs to the broker, and several
 * partners may send for it: a partner sees the code its dossier is filed under, an administrator
 * the client as stored (decision 0014).
 */
export type ClientDetail = 'full' | 'code';

const clientView = (client: ClientSummary | null, detail: ClientDetail) =>
  client &&
  (detail === 'code'
    ? { code: client.code }
    : {
        code: client.code,
        name: client.name,
        identification_number: client.identificationNumber,
        is_customs_client: client.isCustomsClient,
      });

/** The dossier as the API shows it (DECISIONS.md section 5), without its declaration data. */
export const dossierSummary = (
  dossier: DossierSummaryRow,
  client: ClientSummary | null,
  detail: ClientDetail,
) => ({
  uuid: dossier.id,
  ucr: dossier.ucr,
  regime: dossier.regime,
  status: dossier.status,
  source: dossier.source,
  ingestionPartner: dossier.ingestionPartner,
  // SPEC.md "Dossier": a bearer caller has an application id, no name: on screen it is API.
  partnerDisplay: dossier.partnerKind === 'bearer' ? 'API' : dossier.ingestionPartner,
  requiresReview: dossier.requiresReview,
  autoDispatch: dossier.autoDispatch,
  client: clientView(client, detail),
  containerNumber: dossier.containerNumber,
  createdAt: dossier.createdAt.toISOString(),
});

/** The message filed for a dossier, as the outbox holds it, and the numbers it gave anew. */
export interface FiledMessage {
  readonly messageType: string;
  readonly messageId: string;
  readonly environment: string;
  readonly status: string;
  readonly renumbered: readonly Renumbered[];
}

/** One dossier: the summary, its documents and the declaration after company defaults were merged. */
export const dossierDetail = (
  dossier: DossierRow,
  client: ClientSummary | null,
  documents: readonly DocumentRow[],
  detail: ClientDetail,
  filed: FiledMessage | null = null,
  findings: readonly unknown[] = [],
) => ({
  // Without a client, a groupage shows its first house consignee, as the list does (decision 0030).
  ...dossierSummary(dossier, client ?? clientFromHouseConsignees(dossier.correctedData), detail),
  lrn: dossier.lrn,
  revision: dossier.revision,
  createdBy: dossier.createdBy,
  updatedAt: dossier.updatedAt.toISOString(),
  filed,
  findings,
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
