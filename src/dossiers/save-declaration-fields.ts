import { sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import type { CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { changesBetween, type DeclarationChange } from './declaration-changes.ts';
import {
  applyFields,
  readFields,
  type DeclarationFields,
  type MetadataOnly,
} from './declaration-fields.ts';
import { dossierChanged, dossierNotFound } from './dossier-errors.ts';
import { saveCorrections } from './save-corrections.ts';
import type { Actor } from './state-machine.ts';

interface DossierRow {
  status: string;
  revision: number;
  regime: string;
  ucr: string;
  corrected_data: CanonicalDeclaration | null;
  supervising_customs_office_ref: string | null;
  use_h2b: boolean | null;
}

const dossierRow = async (db: Db, dossierId: string, lock: boolean) => {
  const [row] = await queryRows<DossierRow>(
    db,
    sql`select d.status, d.revision, d.regime, d.ucr, d.corrected_data,
               c.supervising_customs_office_ref, c.use_h2b
          from dossiers d left join customs_declarations c on c.dossier_id = d.id
         where d.id = ${dossierId} ${lock ? sql`for update of d` : sql``}`,
  );
  if (!row) throw dossierNotFound(dossierId);
  return row;
};

const declarationOf = (row: DossierRow) =>
  ({
    declaration_type: row.regime,
    ...(row.corrected_data ?? {}),
    ucr: row.ucr,
  }) as CanonicalDeclaration;

const metadataOf = (row: DossierRow): MetadataOnly => ({
  supervisingCustomsOfficeRef: row.supervising_customs_office_ref,
  useH2b: row.use_h2b ?? false,
});

/** The Declare page's fields of a dossier, with the revision they were read at. */
export const declarationFieldsOf = async (db: Db, dossierId: string) => {
  const row = await dossierRow(db, dossierId, false);
  return {
    revision: row.revision,
    status: row.status,
    regime: row.regime,
    fields: readFields(declarationOf(row), metadataOf(row)),
  };
};

export interface FieldsRequest {
  readonly dossierId: string;
  readonly baseRevision: number;
  readonly fields: DeclarationFields;
  readonly actor: Actor;
  readonly at: Date;
}

/**
 * The Declare page's fields saved: the ones the declaration holds written into it (through
 * saveCorrections, so the same revision check, contract check and audit apply), the supervising
 * office and H2B beside it; the customs_declarations row then holds the fields as saved. In Review
 * or Approved only; a page made from an older revision is refused, nothing written.
 */
export const saveDeclarationFields = async (db: Db, request: FieldsRequest) =>
  db.transaction(async (tx) => {
    const row = await dossierRow(tx, request.dossierId, true);
    if (row.revision !== request.baseRevision)
      throw dossierChanged(
        request.baseRevision,
        row.revision,
        'reload it, your changes are not saved',
      );
    if (row.status !== 'Review' && row.status !== 'Approved')
      throw new DomainError(
        'conflict',
        'invalid-transition',
        `The dossier is ${row.status}: its declaration fields change in Review or Approved`,
      );
    const declaration = applyFields(declarationOf(row), request.fields);
    const corrected = await saveCorrections(tx, { ...request, declaration });
    const before = metadataOf(row);
    const after: MetadataOnly = {
      supervisingCustomsOfficeRef: request.fields.supervisingCustomsOfficeRef,
      useH2b: request.fields.useH2b,
    };
    const metadataChanges: DeclarationChange[] = changesBetween(before, after).map((change) => ({
      ...change,
      path: `/customs_declaration${change.path}`,
    }));
    let revision = corrected.revision;
    if (metadataChanges.length > 0) {
      revision += 1;
      await tx.execute(
        sql`update dossiers set revision = ${revision}, updated_at = ${request.at.toISOString()}::timestamptz
             where id = ${request.dossierId}`,
      );
      await audit(tx, {
        actor: request.actor.name,
        action: 'dossier.corrected',
        entityType: 'dossier',
        entityId: request.dossierId,
        before: { revision: corrected.revision },
        after: { revision, changes: metadataChanges },
      });
    }
    const saved = readFields(declaration, after);
    const values = {
      bill_of_lading_ref: saved.billOfLadingRef,
      origin_cert_ref: saved.originCertRef,
      origin_cert_date: saved.originCertDate,
      container_number: saved.containerNumber,
      container_indicator: saved.containerIndicator,
      destination_country: saved.destinationCountry,
      country_of_dispatch: saved.countryOfDispatch,
      supervising_customs_office_ref: saved.supervisingCustomsOfficeRef,
      nature_of_transaction: saved.natureOfTransaction,
      use_h2b: saved.useH2b,
    };
    await tx.execute(
      sql`insert into customs_declarations (dossier_id, bill_of_lading_ref, origin_cert_ref,
            origin_cert_date, container_number, container_indicator, destination_country,
            country_of_dispatch, supervising_customs_office_ref, nature_of_transaction, use_h2b)
          select ${request.dossierId}::uuid, f.* from jsonb_to_record(${JSON.stringify(values)}::jsonb)
            as f(bill_of_lading_ref text, origin_cert_ref text, origin_cert_date date,
                 container_number varchar(17), container_indicator boolean,
                 destination_country varchar(2), country_of_dispatch varchar(2),
                 supervising_customs_office_ref varchar(8), nature_of_transaction smallint,
                 use_h2b boolean)
          on conflict (dossier_id) do update set
            bill_of_lading_ref = excluded.bill_of_lading_ref,
            origin_cert_ref = excluded.origin_cert_ref,
            origin_cert_date = excluded.origin_cert_date,
            container_number = excluded.container_number,
            container_indicator = excluded.container_indicator,
            destination_country = excluded.destination_country,
            country_of_dispatch = excluded.country_of_dispatch,
            supervising_customs_office_ref = excluded.supervising_customs_office_ref,
            nature_of_transaction = excluded.nature_of_transaction,
            use_h2b = excluded.use_h2b,
            updated_at = now()`,
    );
    return {
      revision,
      fields: saved,
      changes: [...corrected.changes, ...metadataChanges],
    };
  });
