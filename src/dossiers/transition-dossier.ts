import { sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { queryRows, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  checkTransition,
  TRANSITIONS,
  type Actor,
  type DossierEvent,
  type DossierStatus,
} from './state-machine.ts';
import { dossierNotFound } from './dossier-errors.ts';

export interface TransitionRequest {
  readonly dossierId: string;
  readonly event: DossierEvent;
  readonly actor: Actor;
  /** Why, in the actor's words (a reopen, a failure); kept in the audit entry. */
  readonly reason?: string;
  /** What else the audit entry records about this move (the message filed, say). */
  readonly details?: Record<string, unknown>;
  readonly at: Date;
}

/**
 * The one way a dossier's status changes (ARCHITECTURE.md rule 11), in the caller's transaction:
 * the row is locked, the state machine decides, the status is written and the move audited with
 * actor, from, to, event and reason. A move the actor's roles do not allow is 403; one the
 * dossier's state does not allow is 409; neither changes anything.
 */
export const transitionDossier = async (
  tx: Db,
  request: TransitionRequest,
): Promise<{ from: DossierStatus; to: DossierStatus }> => {
  const [current] = await queryRows<{ status: DossierStatus }>(
    tx,
    sql`select status from dossiers where id = ${request.dossierId} for update`,
  );
  if (!current) throw dossierNotFound(request.dossierId);
  const check = checkTransition(current.status, request.event, request.actor);
  if (!check.ok)
    throw new DomainError(
      check.why === 'not-allowed' ? 'forbidden' : 'conflict',
      check.why === 'not-allowed' ? 'transition-not-allowed' : 'invalid-transition',
      `The dossier cannot be moved: ${check.reason}`,
    );
  await tx.execute(
    sql`update dossiers set status = ${check.to}, updated_at = ${request.at.toISOString()}::timestamptz
        where id = ${request.dossierId}`,
  );
  await audit(tx, {
    actor: request.actor.name,
    action: TRANSITIONS[request.event].audit,
    entityType: 'dossier',
    entityId: request.dossierId,
    before: { status: current.status },
    after: {
      status: check.to,
      event: request.event,
      ...(request.reason ? { reason: request.reason } : {}),
      ...request.details,
    },
  });
  return { from: current.status, to: check.to };
};

/** SPEC.md "Ingestion response": what became of an automatic-dispatch request, on the dossier. */
export const recordAutoDispatch = async (
  tx: Db,
  dossierId: string,
  outcome: string,
): Promise<void> => {
  await tx.execute(sql`update dossiers set auto_dispatch = ${outcome} where id = ${dossierId}`);
};
