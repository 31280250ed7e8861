import { randomUUID } from 'node:crypto';
import { assertApiKeyActive } from '../api-keys/index.ts';
import { audit } from '../audit/index.ts';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { resolveClient } from '../clients/index.ts';
import { isUniqueViolation, schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { adapterFor } from '../regimes/index.ts';
import { readRuntimeSettings } from '../runtime-settings/index.ts';
import {
  removeDossierFolder,
  storeAttachments,
  takeAttachments,
  type StoredAttachment,
} from './attachments.ts';
import { brusselsToday, completeDeclaration } from './complete-declaration.ts';
import { generateUcr } from './generate-ucr.ts';
import { claimIdempotencyKey, rememberResponse, type IdempotencyRequest } from './idempotency.ts';

export interface IngestDeps {
  readonly db: Db;
  readonly uploadFolder: string;
  readonly now: () => Date;
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
  const defaults = await readRuntimeSettings(deps.db);
  const { declaration: asReceived, attachments } = takeAttachments(received);
  const declaration = completeDeclaration(asReceived, defaults, today);
  const dossierId = randomUUID();
  let stored: StoredAttachment[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      if (origin.apiKeyId) await assertApiKeyActive(tx, origin.apiKeyId);
      if (origin.idempotency) {
        const first = await claimIdempotencyKey(tx, origin.idempotency);
        if (first) return { response: first.body as unknown as IngestionResponse, replayed: true };
      }
      const { client, how } = await resolveClient(tx, declaration, origin.partner);
      const ucr = declaration.ucr ?? (await generateUcr(tx, declaration.declaration_type, today));
      const adapter = adapterFor(declaration.declaration_type);
      const autoDispatch = autoDispatchOutcome(declaration);
      stored = await storeAttachments(deps.uploadFolder, dossierId, attachments);
      const slot = (kind: string, types: RegExp) =>
        stored.find((file) => file.kind === kind && types.test(file.contentType))?.storagePath ??
        null;
      await tx.insert(schema.dossiers).values({
        id: dossierId,
        ucr,
        regime: declaration.declaration_type,
        status: 'Review',
        source: origin.source,
        ingestionPartner: origin.partner,
        createdBy: origin.partner,
        requiresReview: true,
        autoDispatch,
        clientId: client?.id ?? null,
        containerNumber: adapter.containerNumber(declaration),
        rawExtraction: asReceived,
        correctedData: { ...declaration, ucr },
        invoicePdfPath: slot('invoice', /pdf$/),
        packingPdfPath: slot('packing_list', /pdf$/),
        xlsxPath: slot('invoice', /spreadsheet|excel|csv/),
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .insert(schema.customsDeclarations)
        .values({ dossierId, ...adapter.customsDeclaration(declaration) });
      if (stored.length > 0) {
        await tx.insert(schema.dossierDocuments).values(
          stored.map((file) => ({
            dossierId,
            kind: file.kind,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.bytes.length,
            sha256: file.sha256,
            storagePath: file.storagePath,
          })),
        );
      }
      const response: IngestionResponse = {
        uuid: dossierId,
        ucr,
        regime: declaration.declaration_type,
        status: 'Review',
        autoDispatch,
      };
      await audit(tx, {
        actor: origin.partner,
        action: 'dossier.ingested',
        entityType: 'dossier',
        entityId: dossierId,
        after: {
          ...response,
          source: origin.source,
          client: client?.code ?? null,
          clientResolvedBy: how,
          attachments: stored.length,
        },
      });
      if (declaration.auto_dispatch === true) {
        await audit(tx, {
          actor: origin.partner,
          action: 'dossier.auto-dispatch-refused',
          entityType: 'dossier',
          entityId: dossierId,
          after: { autoDispatch },
        });
      }
      if (origin.idempotency)
        await rememberResponse(
          tx,
          origin.idempotency,
          { status: 201, body: { ...response } },
          dossierId,
        );
      return { response, replayed: false };
    });
  } catch (error) {
    if (stored.length > 0) await removeDossierFolder(deps.uploadFolder, dossierId);
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
