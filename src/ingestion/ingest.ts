import { randomUUID } from 'node:crypto';
import { isKeyLive, keyNoLongerLive } from '../api-keys/index.ts';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { clientLookupOf, resolveClient } from '../clients/index.ts';
import { isUniqueViolation, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  removeDossierFolder,
  storeAttachments,
  takeAttachments,
  type StoredAttachment,
} from './attachments.ts';
import type { CompanySettings } from '../runtime-settings/index.ts';
import { brusselsToday, completeDeclaration } from './complete-declaration.ts';
import {
  claimIdempotencyKey,
  rememberResponse,
  type IdempotencyRequest,
} from '../idempotency/index.ts';
import { dispatchAutomatically, type Filer } from '../filing/index.ts';
import type { FilingSetup } from '../regimes/index.ts';
import { identifierFindings } from './identifier-findings.ts';
import {
  createIngestedDossiers,
  INITIAL_STATUS,
  type ClientChoice,
  type DossierWriter,
  type NewIngestedDossier,
  type WriteOutcome,
} from '../dossiers/index.ts';

export interface IngestDeps {
  readonly db: Db;
  /** Writes a dossier outside any transaction, with other requests' dossiers (group commit). */
  readonly writeDossier: DossierWriter;
  readonly uploadFolder: string;
  /** Filing, for automatic transit dispatch; without it every automatic dispatch is refused. */
  readonly filer?: Filer;
  /** The EU lists and customs offices as they stand, for the findings on identifiers. */
  readonly codes?: FilingSetup['codes'];
  readonly now: () => Date;
  /** The `declarations:*` runtime settings as they stand (cached briefly on the hot path). */
  readonly companyDefaults: () => Promise<CompanySettings>;
}

export interface IngestOrigin {
  readonly source: 'ApiIngestion' | 'ServiceBusIngestion';
  /** IngestionPartner: API key name, queue Partner property, or the bearer caller's application id. */
  readonly partner: string;
  /** How the partner called: API key, bearer token (shown as API on screen) or the queue. */
  readonly partnerKind?: 'api-key' | 'bearer' | 'queue';
  /** Re-checked inside the transaction, so a key revoked mid-request fails that request. */
  readonly apiKeyId?: string;
  readonly idempotency?: IdempotencyRequest;
  /**
   * What a repeat of a request still in flight gets: 409 at once (`conflict`, the HTTP rule of
   * DECISIONS.md section 5), or the first one's outcome once it commits (`wait`: a queue
   * redelivery, which can then share a group commit with other messages).
   */
  readonly repeats?: 'conflict' | 'wait';
  /** The declaration without attachments as JSON, when a reader thread serialised it already. */
  readonly receivedJson?: string;
}

/** SPEC.md, "Ingestion response (201 body)". */
export interface IngestionResponse {
  readonly uuid: string;
  readonly ucr: string;
  readonly regime: CanonicalDeclaration['declaration_type'];
  readonly status: 'Review' | 'Submitted';
  readonly autoDispatch: string;
}

export interface IngestOutcome {
  readonly response: IngestionResponse;
  /** True when an Idempotency-Key repeat was answered with the first response. */
  readonly replayed: boolean;
}

const IDEMPOTENCY_KEY_INDEX = 'idempotency_keys_partner_endpoint_key_pk';
const UCR_CONSTRAINT = 'dossiers_partner_regime_ucr_key';

/**
 * The one ingestion pipeline (ARCHITECTURE.md rule 2): REST and queue both call it. Client,
 * dossier, its metadata, documents, idempotency record and audit entries commit together or not
 * at all; attachment files written for a write that does not commit are removed.
 *
 * The dossier and everything about it, client lookup included, is one statement
 * (insert-dossier.ts), atomic by itself. Without an Idempotency-Key it goes through the group
 * commit writer with other requests' dossiers; claiming a key or creating a client takes a
 * transaction of its own.
 */
export const ingest = async (
  deps: IngestDeps,
  received: CanonicalDeclaration,
  origin: IngestOrigin,
): Promise<IngestOutcome> => {
  const now = deps.now();
  const today = brusselsToday(now);
  const { declaration: asReceived, attachments } = await takeAttachments(received);
  const defaults = await deps.companyDefaults();
  const declaration = completeDeclaration(asReceived, defaults, today);
  const id = randomUUID();
  // Never a refusal: what customs would refuse is shown on the dossier, and filing waits for it.
  // CL008 and the office roles are the same in every domain and phase.
  const findings = identifierFindings(
    declaration,
    (deps.codes ?? deps.filer?.setup?.codes)?.('transit', 6),
  );
  // SPEC.md point 3: only T1/T2 get here with auto_dispatch (the contract refuses it on IM/EX).
  const dispatching = declaration.auto_dispatch === true;
  const autoDispatch = dispatching ? 'requested' : 'not requested';
  // Stored once, on the first write attempt; removed again if nothing commits.
  let files: StoredAttachment[] | undefined;

  const write = async (
    client: ClientChoice,
    insert: (dossier: NewIngestedDossier) => Promise<WriteOutcome>,
    remember = true,
  ): Promise<IngestOutcome | 'in-transaction'> => {
    files ??= await storeAttachments(deps.uploadFolder, id, attachments);
    const response = {
      uuid: id,
      regime: declaration.declaration_type,
      status: INITIAL_STATUS.ingested,
      autoDispatch,
    };
    const outcome = await insert({
      id,
      asReceived,
      asReceivedJson: origin.receivedJson,
      declaration,
      source: origin.source,
      partner: origin.partner,
      partnerKind: origin.partnerKind,
      client,
      autoDispatch,
      files: files.map((file) => ({ ...file, sizeBytes: file.bytes.length })),
      today,
      now,
      apiKeyId: origin.apiKeyId,
      idempotency:
        remember && origin.idempotency ? { request: origin.idempotency, response } : undefined,
      audit: [
        {
          actor: origin.partner,
          action: 'dossier.ingested',
          after: {
            ...response,
            source: origin.source,
            attachments: files.length,
            ...(findings.length > 0 ? { findings } : {}),
          },
        },
      ],
    });
    if (outcome.written) return { response: { ...response, ucr: outcome.ucr }, replayed: false };
    if (outcome.reason === 'key-not-live') throw keyNoLongerLive();
    // The client has to be created, or the key was seen before: both are settled in a transaction.
    return 'in-transaction';
  };

  try {
    if (!dispatching && (!origin.idempotency || origin.repeats === 'wait')) {
      const outcome = await write({ lookup: clientLookupOf(declaration) }, deps.writeDossier).catch(
        (error: unknown) => {
          // A repeat that raced its first: the transaction below replays the first's response.
          // Written in another statement at the same moment, it meets the first's UCR before
          // its key; the transaction tells that apart from another message with the same UCR.
          if (
            isUniqueViolation(error, IDEMPOTENCY_KEY_INDEX) ||
            (origin.idempotency && isUniqueViolation(error, UCR_CONSTRAINT))
          )
            return 'in-transaction' as const;
          throw error;
        },
      );
      if (typeof outcome !== 'string') return outcome;
    }
    let dispatched = false;
    const outcome = await deps.db.transaction(async (tx) => {
      if (origin.idempotency) {
        const first = await claimIdempotencyKey(tx, origin.idempotency, {
          waitForFirst: origin.repeats === 'wait',
        });
        if (first) {
          if (origin.apiKeyId && !(await isKeyLive(tx, origin.apiKeyId))) throw keyNoLongerLive();
          return { response: first.body as unknown as IngestionResponse, replayed: true };
        }
      }
      const resolved = await resolveClient(tx, declaration, origin.partner);
      const outcome = await write(
        { resolved },
        async (dossier) => (await createIngestedDossiers(tx, [dossier])).get(dossier.id)!,
        !dispatching,
      );
      if (outcome === 'in-transaction')
        throw new Error('a claimed key or resolved client vanished');
      if (!dispatching) return outcome;
      const dispatch = await dispatchAutomatically(tx, deps.filer, {
        dossierId: outcome.response.uuid,
        ucr: outcome.response.ucr,
        declaration,
        company: defaults,
        actor: origin.partner,
        now,
      });
      const response: IngestionResponse = { ...outcome.response, ...dispatch };
      dispatched = response.status === 'Submitted';
      if (origin.idempotency)
        await rememberResponse(tx, origin.idempotency, { status: 201, body: { ...response } }, id);
      return { response, replayed: false };
    });
    if (dispatched) deps.filer?.enqueued();
    return outcome;
  } catch (error) {
    if (files?.length) await removeDossierFolder(deps.uploadFolder, id);
    // UCRs are unique per sender: this can only be the caller's own earlier dossier.
    if (isUniqueViolation(error, UCR_CONSTRAINT)) {
      throw new DomainError(
        'conflict',
        'ucr-taken',
        `${origin.partner} sent a ${declaration.declaration_type} declaration with UCR ${declaration.ucr ?? '(generated)'} before; to repeat a request, send it with the same Idempotency-Key`,
        [{ path: '/ucr', message: 'is the UCR of a dossier of this regime you sent before' }],
      );
    }
    throw error;
  }
};
