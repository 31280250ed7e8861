import { getTableColumns, sql } from 'drizzle-orm';
import { keyStillLive } from '../api-keys/index.ts';
import type { AuditEntry } from '../audit/index.ts';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, schema, type Db } from '../db/index.ts';
import type { IdempotencyRequest } from '../idempotency/index.ts';
import type { Resolution } from '../clients/index.ts';
import { adapterFor } from '../regimes/index.ts';
import { ucrPrefix } from './generate-ucr.ts';
import { INITIAL_STATUS } from './state-machine.ts';

/** A document that arrived with the dossier, already stored under Storage:UploadFolder. */
export interface NewDocument {
  readonly kind: string;
  readonly fileName: string | null;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly sha256: string;
  /** Relative to Storage:UploadFolder. */
  readonly storagePath: string;
}

export interface NewIngestedDossier {
  readonly id: string;
  readonly asReceived: CanonicalDeclaration;
  /** `asReceived` as JSON when it was serialised already (a large body, on a reader thread). */
  readonly asReceivedJson?: string;
  readonly declaration: CanonicalDeclaration;
  readonly source: 'ApiIngestion' | 'ServiceBusIngestion';
  readonly partner: string;
  /** How the partner called: an API key, a bearer token (shown as API) or the queue. */
  readonly partnerKind?: 'api-key' | 'bearer' | 'queue';
  /** Resolved by the caller (in a transaction that may have created it), or looked up here. */
  readonly client: ClientChoice;
  readonly autoDispatch: string;
  readonly files: readonly NewDocument[];
  readonly today: string;
  readonly now: Date;
  /** Entries about this dossier; the UCR is added to each `after` inside the statement. */
  readonly audit: readonly Omit<AuditEntry, 'entityType' | 'entityId'>[];
  /** When set, nothing is written unless this API key is still live when the statement runs. */
  readonly apiKeyId?: string;
  /** When set, the response (`ucr` added in the statement) is remembered under this key. */
  readonly idempotency?: { readonly request: IdempotencyRequest; readonly response: object };
}

export type ClientChoice =
  | { readonly resolved: Resolution }
  | {
      /** Looked up in the statement as resolveClient does: by code, else by the party's EORI. */
      readonly lookup: { code: string | null; eori: string | null; optional: boolean };
    };

/** What became of one dossier of a batch. */
export type WriteOutcome =
  | { readonly written: true; readonly ucr: string }
  | {
      readonly written: false;
      readonly reason: 'key-not-live' | 'client-not-found' | 'key-seen-before';
    };

const slot = (files: readonly NewDocument[], kind: string, types: RegExp) =>
  files.find((file) => file.kind === kind && types.test(file.contentType))?.storagePath ?? null;

const metadataColumns = getTableColumns(schema.customsDeclarations);

/** The adapter's fields keyed by SQL column name, for jsonb_populate_record. */
const metadataRecord = (declaration: CanonicalDeclaration) => {
  const fields = adapterFor(declaration.declaration_type).customsDeclaration(declaration);
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    record[metadataColumns[key as keyof typeof metadataColumns].name] = value;
  return record;
};

// Every column the adapters fill; a field an adapter leaves out is stored as null.
const metadataNames = Object.values(metadataColumns)
  .map((column) => column.name)
  .filter((name) => !['id', 'dossier_id', 'created_at', 'updated_at'].includes(name));
const METADATA_NAMES = metadataNames.join(', ');
const METADATA_VALUES = metadataNames.map((name) => `fields.${name}`).join(', ');

/**
 * The completed declaration as what it changes in the received one: the top-level members that
 * are not the very same value. The goods items, the bulk of a declaration, are untouched by
 * completion and so travel (and are serialised) once; the statement rebuilds the completed
 * declaration as `raw || changes`. Should completion ever drop a member, the whole declaration
 * travels instead.
 */
const changesFrom = (received: CanonicalDeclaration, completed: CanonicalDeclaration) => {
  const before = received as Record<string, unknown>;
  const after = completed as Record<string, unknown>;
  if (Object.keys(before).some((key) => !(key in after))) return { corrected: completed };
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) if (before[key] !== value) changes[key] = value;
  return { changes };
};

/** One dossier as a row of the statement's input, every value in the column's own form. */
const inputRow = (dossier: NewIngestedDossier) => {
  const { declaration, files } = dossier;
  return {
    id: dossier.id,
    ucr: declaration.ucr ?? null,
    ucr_prefix: ucrPrefix(declaration.declaration_type, dossier.today),
    regime: declaration.declaration_type,
    source: dossier.source,
    partner: dossier.partner,
    partner_kind: dossier.partnerKind ?? null,
    auto_dispatch: dossier.autoDispatch,
    ...('resolved' in dossier.client
      ? {
          client_id: dossier.client.resolved.client?.id ?? null,
          client_how: dossier.client.resolved.how,
          client_optional: true,
        }
      : {
          client_code: dossier.client.lookup.code,
          client_eori: dossier.client.lookup.eori,
          client_optional: dossier.client.lookup.optional,
        }),
    container_number: adapterFor(declaration.declaration_type).containerNumber(declaration),
    ...changesFrom(dossier.asReceived, declaration),
    invoice_pdf_path: slot(files, 'invoice', /pdf$/),
    packing_pdf_path: slot(files, 'packing_list', /pdf$/),
    xlsx_path: slot(files, 'invoice', /spreadsheet|excel|csv/),
    created_at: dossier.now.toISOString(),
    api_key_id: dossier.apiKeyId ?? null,
    metadata: metadataRecord(declaration),
    documents: files.map((file) => ({
      kind: file.kind,
      file_name: file.fileName,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      storage_path: file.storagePath,
    })),
    audit: dossier.audit.map((entry) => ({
      actor: entry.actor,
      action: entry.action,
      after: entry.after ?? {},
    })),
    idempotency: dossier.idempotency
      ? {
          partner: dossier.idempotency.request.partner,
          endpoint: dossier.idempotency.request.endpoint,
          key: dossier.idempotency.request.key,
          request_hash: dossier.idempotency.request.requestHash,
          response: dossier.idempotency.response,
        }
      : null,
  };
};

/** The statement's input: each row with its declaration as received spliced in as JSON text. */
const inputJson = (dossiers: readonly NewIngestedDossier[]): string =>
  `[${dossiers
    .map((dossier) => {
      const row = JSON.stringify(inputRow(dossier));
      return `${row.slice(0, -1)},"raw":${dossier.asReceivedJson ?? JSON.stringify(dossier.asReceived)}}`;
    })
    .join(',')}]`;

/** What a dossier weighs in a statement, roughly: its declaration's JSON. */
export const dossierWeight = (dossier: NewIngestedDossier): number =>
  dossier.asReceivedJson?.length ?? 0;

/**
 * Dossiers (status Review, RequiresReview), their CustomsDeclaration metadata from the regime
 * adapter, documents, audit entries and idempotency records, in one statement whatever their
 * number: the input travels as one JSON array, so a batch costs one round trip and one commit,
 * and a statement is atomic by itself. The client is looked up in the same statement (by code,
 * else the party's EORI, as resolveClient does). The dossier's Ucr column is the one source of its
 * UCR; a generated one is made inside the INSERT. A dossier is left out, and says why, when its
 * API key is no longer live or its client has to be created (or its client_code names none):
 * the caller then resolves the client in a transaction of its own. So it does when its
 * Idempotency-Key was seen before: the transaction replays (or, past 24 hours, forgets) it.
 */
export const createIngestedDossiers = async (
  db: Db,
  dossiers: readonly NewIngestedDossier[],
): Promise<Map<string, WriteOutcome>> => {
  const rows = await queryRows<{
    id: string;
    ucr: string | null;
    key_live: boolean;
    seen_before: boolean;
  }>(
    db,
    sql`
    with input as (
      select element.position, r.*, client.id as client, client.code as client_code_found,
        r.api_key_id is null or ${keyStillLive(sql`r.api_key_id`)} as key_live,
        r.idempotency is not null and exists (
          select 1 from idempotency_keys seen where seen.partner = r.idempotency->>'partner'
            and seen.endpoint = r.idempotency->>'endpoint' and seen.key = r.idempotency->>'key'
        ) as seen_before
      from jsonb_array_elements(${inputJson(dossiers)}::jsonb)
        with ordinality as element(value, position)
      cross join lateral jsonb_to_record(element.value) as r(id uuid, ucr text, ucr_prefix text,
          regime text, source text, partner text, partner_kind text, auto_dispatch text, client_id uuid,
          client_how text, client_code text, client_eori text, client_optional boolean,
          container_number text, raw jsonb, corrected jsonb, changes jsonb, invoice_pdf_path text,
          packing_pdf_path text, xlsx_path text, created_at timestamptz, api_key_id uuid,
          metadata jsonb, documents jsonb, audit jsonb, idempotency jsonb)
      left join lateral (
        select found.id, found.code from clients found
        where found.id = r.client_id
          or (r.client_id is null and found.code = r.client_code)
          or (r.client_id is null and r.client_code is null and found.identification_number = r.client_eori)
        order by found.is_customs_client desc, found.created_at asc
        limit 1
      ) as client on true
    ), writable as (
      -- A CTE read by several statements is evaluated once: one sequence number per dossier.
      select *, case when ucr is null then nextval('dossier_ucr_seq')::text end as seq,
        coalesce(client_how,
          case when client_code is not null then 'client_code'
               when client is not null then 'eori' else 'none' end) as how
      from input
      where key_live and not seen_before
        and (client is not null or (client_code is null and client_optional))
    ), dossier as (
      insert into dossiers (id, ucr, regime, status, source, ingestion_partner, partner_kind,
        created_by, requires_review, auto_dispatch, client_id, container_number, raw_extraction,
        corrected_data, invoice_pdf_path, packing_pdf_path, xlsx_path, created_at, updated_at)
      select id, coalesce(ucr, ucr_prefix || lpad(seq, greatest(6, length(seq)), '0')),
        regime, ${INITIAL_STATUS.ingested}, source, partner, partner_kind, partner, true,
        auto_dispatch, client,
        container_number, raw, coalesce(corrected, raw || changes), invoice_pdf_path,
        packing_pdf_path, xlsx_path,
        created_at, created_at
      from writable order by position
      returning id, ucr
    ), metadata as (
      insert into customs_declarations (dossier_id, ${sql.raw(METADATA_NAMES)})
      select dossier.id, ${sql.raw(METADATA_VALUES)}
      from writable join dossier using (id),
        jsonb_populate_record(null::customs_declarations, writable.metadata) as fields
    ), documents as (
      insert into dossier_documents (dossier_id, kind, file_name, content_type, size_bytes, sha256, storage_path)
      select dossier.id, file.kind, file.file_name, file.content_type, file.size_bytes, file.sha256, file.storage_path
      from writable join dossier using (id),
        jsonb_to_recordset(writable.documents) as file(kind text, file_name text, content_type text,
          size_bytes bigint, sha256 text, storage_path text)
    ), audited as (
      insert into audit_log (actor, action, entity_type, entity_id, after)
      select entry.value->>'actor', entry.value->>'action', 'dossier', dossier.id::text,
        (entry.value->'after') || jsonb_build_object('ucr', dossier.ucr,
          'client', writable.client_code_found, 'clientResolvedBy', writable.how)
      from writable join dossier using (id),
        jsonb_array_elements(writable.audit) with ordinality as entry(value, position)
      order by writable.position, entry.position
    ), remembered as (
      insert into idempotency_keys (partner, endpoint, key, request_hash, dossier_id, response_status, response_body)
      select writable.idempotency->>'partner', writable.idempotency->>'endpoint',
        writable.idempotency->>'key', writable.idempotency->>'request_hash', dossier.id, '201',
        (writable.idempotency->'response') || jsonb_build_object('ucr', dossier.ucr)
      from writable join dossier using (id)
      where writable.idempotency is not null
    )
    select input.id, dossier.ucr, input.key_live, input.seen_before
    from input left join dossier using (id)`,
  );
  return new Map(
    rows.map((row): [string, WriteOutcome] => [
      row.id,
      row.ucr !== null
        ? { written: true, ucr: row.ucr }
        : {
            written: false,
            reason: !row.key_live
              ? 'key-not-live'
              : row.seen_before
                ? 'key-seen-before'
                : 'client-not-found',
          },
    ]),
  );
};
