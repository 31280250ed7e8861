import { sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import type { DeclarationType } from '../canonical/index.ts';
import { isUniqueViolation, queryRows, schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { prefillFromClient, type ClientParty } from './client-party.ts';
import { ucrPrefix } from './generate-ucr.ts';
import { INITIAL_STATUS } from './state-machine.ts';

export interface ManualDocument {
  readonly kind: 'invoice' | 'packing_list' | 'spreadsheet';
  readonly fileName: string | null;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  /** Relative to Storage:UploadFolder. */
  readonly storagePath: string;
}

export interface NewManualDossier {
  readonly id: string;
  readonly regime: DeclarationType;
  /** The declarant's UCR (or LRN); generated when absent. */
  readonly ucr?: string;
  readonly containerNumber?: string;
  readonly clientId: string;
  readonly clientCode: string;
  /** Pre-filled into the declaration as the party the client plays (SPEC.md "Client"). */
  readonly client?: ClientParty;
  /** The user who uploaded: CreatedBy and the audit actor. */
  readonly createdBy: string;
  readonly documents: readonly ManualDocument[];
  readonly now: Date;
  /** Brussels' date, for a generated UCR. */
  readonly today: string;
}

const UCR_CONSTRAINT = 'dossiers_partner_regime_ucr_key';

/**
 * SPEC.md "States and transitions": a manual dossier starts Queued, its documents waiting for
 * extraction. Written in the caller's transaction (with the client it may have created and the
 * files it moves), audited under the user who uploaded. A UCR this regime's manual dossiers use
 * already is a conflict.
 */
export const createManualDossier = async (
  tx: Db,
  dossier: NewManualDossier,
): Promise<{ id: string; ucr: string }> => {
  const slot = (kind: ManualDocument['kind']) =>
    dossier.documents.find((document) => document.kind === kind)?.storagePath ?? null;
  const declaration = {
    declaration_type: dossier.regime,
    ...(dossier.ucr ? { ucr: dossier.ucr } : {}),
    client_code: dossier.clientCode,
    ...(dossier.client ? prefillFromClient(dossier.regime, dossier.client) : {}),
    goods_items: [],
  };
  let ucr: string;
  try {
    [{ ucr }] = (await queryRows<{ ucr: string }>(
      tx,
      sql`insert into dossiers (id, ucr, regime, status, source, created_by, requires_review,
            client_id, container_number, corrected_data, invoice_pdf_path, packing_pdf_path,
            xlsx_path, created_at, updated_at)
          values (${dossier.id},
            coalesce(${dossier.ucr ?? null}::text,
              ${ucrPrefix(dossier.regime, dossier.today)} ||
              lpad(nextval('dossier_ucr_seq')::text, 6, '0')),
            ${dossier.regime}, ${INITIAL_STATUS.manual}, 'Manual', ${dossier.createdBy}, false,
            ${dossier.clientId}, ${dossier.containerNumber ?? null},
            ${JSON.stringify(declaration)}::jsonb, ${slot('invoice')}, ${slot('packing_list')},
            ${slot('spreadsheet')}, ${dossier.now.toISOString()}::timestamptz,
            ${dossier.now.toISOString()}::timestamptz)
          returning ucr`,
    )) as [{ ucr: string }];
  } catch (error) {
    if (isUniqueViolation(error, UCR_CONSTRAINT))
      throw new DomainError(
        'conflict',
        'ucr-taken',
        `A manual ${dossier.regime} dossier with UCR ${dossier.ucr} exists already`,
      );
    throw error;
  }
  if (dossier.documents.length > 0)
    await tx.insert(schema.dossierDocuments).values(
      dossier.documents.map((document) => ({
        dossierId: dossier.id,
        kind: document.kind,
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.sizeBytes,
        sha256: document.sha256,
        storagePath: document.storagePath,
      })),
    );
  await audit(tx, {
    actor: dossier.createdBy,
    action: 'dossier.created',
    entityType: 'dossier',
    entityId: dossier.id,
    after: {
      status: INITIAL_STATUS.manual,
      source: 'Manual',
      ucr,
      regime: dossier.regime,
      client: dossier.clientCode,
      documents: dossier.documents.map(
        (document) => `${document.kind}: ${document.fileName ?? '-'}`,
      ),
    },
  });
  return { id: dossier.id, ucr };
};
