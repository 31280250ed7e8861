import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { parseDeclaration, type CanonicalDeclaration } from '../canonical/index.ts';
import { queryRows, schema, type Db } from '../db/index.ts';
import { DomainError, type Complaint } from '../errors/index.ts';
import { changesBetween, type DeclarationChange } from './declaration-changes.ts';
import type { Actor } from './state-machine.ts';
import { dossierChanged, dossierNotFound } from './dossier-errors.ts';

export interface CorrectionsRequest {
  readonly dossierId: string;
  /** The revision the person's page was made from (If-Match). */
  readonly baseRevision: number;
  /** The whole declaration as the page holds it: checked against the canonical contract. */
  readonly declaration: unknown;
  readonly actor: Actor;
  readonly at: Date;
}

export interface SavedCorrections {
  readonly revision: number;
  readonly changes: readonly DeclarationChange[];
}

/** A save someone else made since the page's revision: what the refused person is shown. */
export interface LaterSave {
  readonly revision: number;
  readonly actor: string;
  readonly at: string;
  readonly changes: readonly DeclarationChange[];
}

/** The newest saves listed to a refused person; the page reloads for the rest. */
const MAX_SAVES = 20;

/** The saves after `revision` (the newest MAX_SAVES), newest last, from the audit trail. */
export const savesAfter = async (db: Db, dossierId: string, revision: number) => {
  const rows = await db
    .select({
      actor: schema.auditLog.actor,
      at: schema.auditLog.occurredAt,
      after: schema.auditLog.after,
    })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, 'dossier'),
        eq(schema.auditLog.entityId, dossierId),
        eq(schema.auditLog.action, 'dossier.corrected'),
        gt(sql<number>`(${schema.auditLog.after} ->> 'revision')::int`, revision),
      ),
    )
    .orderBy(desc(schema.auditLog.id))
    .limit(MAX_SAVES);
  return rows.reverse().map((row): LaterSave => {
    const after = row.after as { revision: number; changes: DeclarationChange[] };
    return {
      revision: after.revision,
      actor: row.actor,
      at: row.at.toISOString(),
      changes: after.changes,
    };
  });
};

/** At most this many values are listed as changed since: the page reloads the rest. */
const MAX_LISTED = 200;

/**
 * What the others changed since the refused page's revision, as complaints at each value: who,
 * when, from what, to what, for the page to show beside the person's own unsaved values.
 */
const laterChanges = (saves: readonly LaterSave[]): Complaint[] => {
  const all = saves.flatMap((save) =>
    save.changes.map((change) => ({
      path: change.path,
      message: `changed by ${save.actor} (revision ${save.revision})`,
      keyword: 'changed-since',
      params: {
        actor: save.actor,
        at: save.at,
        revision: save.revision,
        ...('from' in change ? { from: change.from } : {}),
        ...('to' in change ? { to: change.to } : {}),
      },
    })),
  );
  const more =
    saves.length >= MAX_SAVES
      ? [
          {
            path: '/',
            message: `only the newest ${MAX_SAVES} saves are listed; reload the dossier`,
          },
        ]
      : [];
  return all.length <= MAX_LISTED
    ? [...all, ...more]
    : [
        ...all.slice(0, MAX_LISTED),
        { path: '/', message: `and ${all.length - MAX_LISTED} more values changed since` },
      ];
};

/** The masked form every reader gets of a guarantee's access code (dossier-view.ts). */
const MASKED = '****';

/**
 * A page never holds a guarantee's access code (it reads `****`): a masked code saved back is
 * the one stored for the same guarantee reference (GRN), never the one at the same place in the
 * list (a guarantee removed or moved would hand its code to another); without a stored code for
 * that GRN it must be typed.
 */
const withAccessCodes = (
  declaration: CanonicalDeclaration,
  stored: CanonicalDeclaration,
): CanonicalDeclaration => {
  if (!declaration.guarantees?.some((guarantee) => guarantee.access_code === MASKED))
    return declaration;
  return {
    ...declaration,
    guarantees: declaration.guarantees.map((guarantee, index) => {
      if (guarantee.access_code !== MASKED) return guarantee;
      const kept = guarantee.grn
        ? stored.guarantees?.find((candidate) => candidate.grn === guarantee.grn)?.access_code
        : undefined;
      if (!kept)
        throw new DomainError('invalid', 'validation', 'A guarantee’s access code is masked', [
          { path: `/guarantees/${index}/access_code`, message: 'is masked; type the access code' },
        ]);
      return { ...guarantee, access_code: kept };
    }),
  };
};

/**
 * What the steps after approval change (goods breakdown, transport costs, the declaration fields
 * of the Declare page): an Approved dossier takes these and nothing else, so what the declarant
 * approved as read from the documents stays as approved.
 */
const DECLARING_STEP = [
  /^\/goods_items\/\d+\/(declaration_goods_item_number|extra_cost|containers|previous_documents)(\/|$)/,
  /^\/costs(\/|$)/,
  /^\/(transport_documents|supporting_documents)(\/|$)/,
  /^\/shipment\/(country_of_dispatch|country_of_destination|nature_of_transaction)$/,
];
const SHIPMENT_FIELDS = new Set([
  'country_of_dispatch',
  'country_of_destination',
  'nature_of_transaction',
]);
const isDeclaringStep = (change: DeclarationChange) =>
  DECLARING_STEP.some((pattern) => pattern.test(change.path)) ||
  // A declaration without a shipment gets one holding only the declaring step's fields.
  (change.path === '/shipment' &&
    !('from' in change) &&
    typeof change.to === 'object' &&
    change.to !== null &&
    Object.keys(change.to).every((key) => SHIPMENT_FIELDS.has(key)));

/**
 * A person's corrections of a dossier in Review (the review page), or of an Approved one's
 * declaring step (breakdown, costs, declaration fields), saved whole: checked against
 * the canonical contract, refused when the dossier was saved by someone else since the page's
 * revision (optimistic concurrency: never written over another's work), and audited value by
 * value with who changed what from what to what. A save that changes nothing changes nothing.
 */
export const saveCorrections = async (
  db: Db,
  request: CorrectionsRequest,
): Promise<SavedCorrections> => {
  const parsed = parseDeclaration(request.declaration);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{
      status: string;
      revision: number;
      regime: string;
      ucr: string;
      corrected_data: CanonicalDeclaration | null;
    }>(
      tx,
      sql`select status, revision, regime, ucr, corrected_data from dossiers
          where id = ${request.dossierId} for update`,
    );
    if (!row) throw dossierNotFound(request.dossierId);
    if (row.revision !== request.baseRevision)
      throw dossierChanged(
        request.baseRevision,
        row.revision,
        'reload it, your changes are not saved',
        laterChanges(await savesAfter(tx, request.dossierId, request.baseRevision)),
      );
    if (row.status !== 'Review' && row.status !== 'Approved')
      throw new DomainError(
        'conflict',
        'invalid-transition',
        `The dossier is ${row.status}: values are corrected in Review (reopen it first)`,
      );
    // Checked after the revision: a page that is out of date hears that first.
    if (!parsed.ok)
      throw new DomainError(
        'invalid',
        'validation',
        `The declaration is not valid: ${parsed.complaints.length} complaint(s), listed in errors`,
        parsed.complaints,
      );
    if (parsed.declaration.declaration_type !== row.regime)
      throw new DomainError('invalid', 'validation', 'The regime of a dossier does not change', [
        { path: '/declaration_type', message: `must stay ${row.regime}` },
      ]);
    // The UCR names the dossier (a partner's key with its regime): it is not corrected here.
    if (parsed.declaration.ucr !== undefined && parsed.declaration.ucr !== row.ucr)
      throw new DomainError('invalid', 'validation', 'The UCR of a dossier does not change', [
        { path: '/ucr', message: `must stay ${row.ucr}` },
      ]);
    const before = { ...(row.corrected_data ?? {}), ucr: row.ucr } as CanonicalDeclaration;
    const after = withAccessCodes({ ...parsed.declaration, ucr: row.ucr }, before);
    const changes = changesBetween(before, after);
    if (changes.length === 0) return { revision: row.revision, changes };
    const reviewed =
      row.status === 'Approved' && changes.find((change) => !isDeclaringStep(change));
    if (reviewed)
      throw new DomainError(
        'conflict',
        'invalid-transition',
        `The dossier is Approved: only the goods breakdown, the costs and the declaration fields change now; ${reviewed.path} is corrected in Review (reopen it first)`,
      );
    const revision = row.revision + 1;
    await tx.execute(
      sql`update dossiers set corrected_data = ${JSON.stringify(after)}::jsonb,
            revision = ${revision}, updated_at = ${request.at.toISOString()}::timestamptz
          where id = ${request.dossierId}`,
    );
    await audit(tx, {
      actor: request.actor.name,
      action: 'dossier.corrected',
      entityType: 'dossier',
      entityId: request.dossierId,
      before: { revision: row.revision },
      after: { revision, changes },
    });
    return { revision, changes };
  });
};
