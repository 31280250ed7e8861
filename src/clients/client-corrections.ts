import { and, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { findClientByCode, type ClientRow } from './client-store.ts';
import { clientView } from './client-view.ts';

/** One member a declarant set by hand: masterdata leaves it alone until it is handed back. */
export interface HandCorrection {
  readonly member: string;
  readonly value: string | number | null;
  /** Who set it last and when, from the audit log; null for a mark older than the log keeps. */
  readonly set_by: string | null;
  readonly set_at: string | null;
}

/**
 * A client's hand corrections (decision 0015) with who made each and when: the client row keeps
 * which members are the declarant's, the audit log (`client.edited`) who set each last.
 */
export const handCorrectionsOf = async (db: Db, client: ClientRow): Promise<HandCorrection[]> => {
  const members = client.handEditedFields;
  if (members.length === 0) return [];
  const log = schema.auditLog;
  const edits = await db
    .select({ actor: log.actor, at: log.occurredAt, after: log.after })
    .from(log)
    .where(
      and(
        eq(log.entityType, 'client'),
        eq(log.entityId, client.code),
        inArray(log.action, ['client.edited']),
      ),
    )
    .orderBy(desc(log.id))
    // The last edits are enough to find each member's; a client is corrected a few times a year.
    .limit(500);
  const view = clientView(client) as Record<string, unknown>;
  return members.map((member) => {
    const edit = edits.find(
      (entry) => typeof entry.after === 'object' && entry.after !== null && member in entry.after,
    );
    return {
      member,
      value: (view[member] ?? null) as string | number | null,
      set_by: edit?.actor ?? null,
      set_at: edit?.at.toISOString() ?? null,
    };
  });
};

/** The corrections of the client with this code; 404 when there is none. */
export const handCorrections = async (db: Db, code: string) => {
  const client = await findClientByCode(db, code);
  if (!client) throw new DomainError('not-found', 'client-not-found', `No client has code ${code}`);
  return { code: client.code, corrections: await handCorrectionsOf(db, client) };
};
