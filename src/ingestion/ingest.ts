import { randomUUID } from 'node:crypto';
import { assertApiKeyActive } from '../api-keys/index.ts';
import { audit } from '../audit/index.ts';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { resolveClient } from '../clients/index.ts';
import { isUniqueViolation, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  removeDossierFolder,
  storeAttachments,
  takeAttachments,
  type StoredAttachment,
} from './attachments.ts';
import type { CompanyDefaults } from './company-defaults.ts';
import { brusselsToday, completeDeclaration } from './complete-declaration.ts';
import {
  claimIdempotencyKey,
  rememberResponse,
  type IdempotencyRequest,
} from '../idempotency/index.ts';
import { insertIngestedDossier } from './insert-dossier.ts';

export interface IngestDeps {
  readonly db: Db;
  readonly uploadFolder: string;
  readonly now: () => Date;
  /** The `declarations:*` runtime settings as they stand (cached briefly on the hot path). */
  readonly companyDefaults: () => Promise<CompanyDefaults>;
}

export interface IngestOrigin {
  readonly source: 'ApiIngestion' | 'ServiceBusIngestion';
  /** IngestionPartner: API key name, queue Partner property, or the bearer caller's application id. */
  readonly partner: string;
  /** Re-checked inside the transaction, so a key revoked mid-request fails that request. */
  readonly apiKeyId?: string;
  readonly idempotency?: IdempotencyRequest;
}

/** SPEC.md, "Ingestion response (201 body)". */
export interface IngestionResponse {
  readonly uuid: string;
  readonly ucr: string;
  readonly regime: CanonicalDeclaration['declaration_type'];
  readonly status: 'Review';
  readonly autoDispatch: string;
}

export interface IngestOutcome {
  readonly response: IngestionResponse;
  /** True when an Idempotency-Key repeat was answered with the first response. */
  readonly replayed: boolean;
}

/** Until filing exists, a requested automatic dispatch is refused and the dossier waits in Review. */
const autoDispatchOutcome = (declaration: CanonicalDeclaration): string =>
  declaration.auto_dispatch === true
    ? 'refused: automatic filing is not available in this version; a declarant can file the dossier from Review'
    : 'not requested';

/**
 * The one ingestion pipeline (ARCHITECTURE.md rule 2): REST and queue both call it. Client,
 * dossier, its metadata, documents, idempotency record and audit entries commit together or not
 * at all; attachment files written for a transaction that does not commit are removed.
 */
export const ingest = async (
  deps: IngestDeps,
  received: CanonicalDeclaration,
  origin: IngestOrigin,
): Promise<IngestOutcome> => {
  const now = deps.now();
  const today = brusselsToday(now);
  const { declaration: asReceived, attachments } = takeAttachments(received);
  const declaration = completeDeclaration(asReceived, await deps.companyDefaults(), today);
  const id = randomUUID();
  const autoDispatch = autoDispatchOutcome(declaration);
  let files: StoredAttachment[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      if (origin.idempotency) {
        const first = await claimIdempotencyKey(tx, origin.idempotency);
        if (first) return { response: first.body as unknown as IngestionResponse, replayed: true };
      }
      const { client, how } = await resolveClient(tx, declaration, origin.partner);
      files = await storeAttachments(deps.uploadFolder, id, attachments);
      const ucr = await insertIngestedDossier(tx, {
        id,
        asReceived,
        declaration,
        source: origin.source,
        partner: origin.partner,
        clientId: client?.id ?? null,
        autoDispatch,
        files,
        today,
        now,
      });
      const response: IngestionResponse = {
        uuid: id,
        ucr,
        regime: declaration.declaration_type,
        status: 'Review',
        autoDispatch,
      };
      const after = {
        ...response,
        source: origin.source,
        client: client?.code ?? null,
        clientResolvedBy: how,
        attachments: files.length,
      };
      await audit(tx, {
        actor: origin.partner,
        action: 'dossier.ingested',
        entityType: 'dossier',
        entityId: id,
        after,
      });
      if (declaration.auto_dispatch === true) {
        await audit(tx, {
          actor: origin.partner,
          action: 'dossier.auto-dispatch-refused',
          entityType: 'dossier',
          entityId: id,
          after: { autoDispatch },
        });
      }
      if (origin.apiKeyId) await assertApiKeyActive(tx, origin.apiKeyId);
      if (origin.idempotency)
        await rememberResponse(tx, origin.idempotency, { status: 201, body: { ...response } }, id);
      return { response, replayed: false };
    });
  } catch (error) {
    if (files.length > 0) await removeDossierFolder(deps.uploadFolder, id);
    if (isUniqueViolation(error, 'dossiers_ucr_regime_idx')) {
      throw new DomainError(
        'conflict',
        'ucr-taken',
        `A ${declaration.declaration_type} dossier with UCR ${declaration.ucr} exists already`,
        [{ path: '/ucr', message: 'is the UCR of an existing dossier of this regime' }],
      );
    }
    throw error;
  }
};
