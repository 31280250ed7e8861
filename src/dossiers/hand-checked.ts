import { and, asc, eq, inArray } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { DomainError } from '../errors/index.ts';
import { schema, type Db } from '../db/index.ts';
import type { DeclarationChange } from './declaration-changes.ts';
import { dossierNotFound } from './dossier-errors.ts';
import { dossierState } from './dossier-state.ts';

/** At most this many saves and confirmations are read: a dossier's review, not a log. */
const MAX_ENTRIES = 2_000;

/** The values a declarant has set by hand or confirmed, by JSON Pointer (issue 27). */
export interface HandChecked {
  readonly changed: readonly string[];
  readonly confirmed: readonly string[];
}

export const handChecked = async (db: Db, dossierId: string): Promise<HandChecked> => {
  const rows = await db
    .select({ action: schema.auditLog.action, after: schema.auditLog.after })
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, 'dossier'),
        eq(schema.auditLog.entityId, dossierId),
        inArray(schema.auditLog.action, ['dossier.corrected', 'dossier.confirmed']),
      ),
    )
    .orderBy(asc(schema.auditLog.id))
    .limit(MAX_ENTRIES);
  const changed = new Set<string>();
  const confirmed = new Set<string>();
  for (const row of rows) {
    const after = row.after as { changes?: DeclarationChange[]; paths?: string[] } | null;
    if (row.action === 'dossier.corrected')
      for (const change of after?.changes ?? []) changed.add(change.path);
    else for (const path of after?.paths ?? []) confirmed.add(path);
  }
  return { changed: [...changed], confirmed: [...confirmed] };
};

/** Every value named: what the page asks to read again never overwrites. */
export const allChecked = (checked: HandChecked): ReadonlySet<string> =>
  new Set([...checked.changed, ...checked.confirmed]);

/**
 * A declarant confirms values as read ("checked by them", issue 27): kept in the history, so
 * "Read again" leaves them as they are and the review marks them. Only in Review.
 */
export const confirmValues = async (
  db: Db,
  request: { dossierId: string; paths: readonly string[]; actor: string },
): Promise<void> => {
  const state = await dossierState(db, request.dossierId);
  if (!state) throw dossierNotFound(request.dossierId);
  if (state.status !== 'Review')
    throw new DomainError(
      'conflict',
      'invalid-transition',
      `The dossier is ${state.status}: values are confirmed in Review`,
    );
  await audit(db, {
    actor: request.actor,
    action: 'dossier.confirmed',
    entityType: 'dossier',
    entityId: request.dossierId,
    after: { paths: request.paths },
  });
};
