import { DOSSIER_STATUSES } from '../db/schema/index.ts';

export type DossierStatus = (typeof DOSSIER_STATUSES)[number];

/**
 * Who moves a dossier. `system` is the service itself acting on its own rules (the extraction
 * worker, automatic transit dispatch on a partner's request); the others are the roles of SPEC.md
 * "Web application" (team roles are never read).
 */
export type Role = 'system' | 'Admins' | 'SuperUsers' | 'Users';

export interface Actor {
  /** Recorded in the audit trail: a user name, a partner, `cli:<user>`, `system`. */
  readonly name: string;
  readonly roles: readonly Role[];
}

export const SYSTEM: Actor = { name: 'system', roles: ['system'] };

/** Where a dossier starts: a manual upload waits for extraction, an ingested one is read for review. */
export const INITIAL_STATUS = { manual: 'Queued', ingested: 'Review' } as const satisfies Record<
  string,
  DossierStatus
>;

const DECLARANTS: readonly Role[] = ['Admins', 'SuperUsers'];

/**
 * Every move a dossier can make (SPEC.md "States and transitions", DECISIONS.md section 9, and
 * decision 0018 for what they leave open). Submitted is final: nothing leads out of it; sending
 * its message again is the outbox's retry, not a new filing.
 */
export const TRANSITIONS = {
  'start-extraction': {
    from: ['Queued'],
    to: 'Processing',
    by: ['system'],
    audit: 'dossier.extraction-started',
  },
  'finish-extraction': {
    from: ['Processing'],
    to: 'Review',
    by: ['system'],
    audit: 'dossier.extracted',
  },
  'fail-extraction': {
    from: ['Queued', 'Processing'],
    to: 'Failed',
    by: ['system'],
    audit: 'dossier.failed',
  },
  'retry-extraction': { from: ['Failed'], to: 'Queued', by: DECLARANTS, audit: 'dossier.requeued' },
  /** A declarant has checked the goods data and the parties. */
  approve: { from: ['Review'], to: 'Approved', by: DECLARANTS, audit: 'dossier.approved' },
  /** Back to correcting data; a generated declaration is discarded. */
  reopen: { from: ['Approved', 'Ready'], to: 'Review', by: DECLARANTS, audit: 'dossier.reopened' },
  /** The declaration fields are complete and the message builds and validates. */
  'mark-ready': { from: ['Approved'], to: 'Ready', by: DECLARANTS, audit: 'dossier.ready' },
  /** Handed to the outbox. */
  submit: { from: ['Ready'], to: 'Submitted', by: DECLARANTS, audit: 'dossier.submitted' },
  /** An administrator files without the approval steps (the API and the CLI, a refused dispatch). */
  'submit-directly': {
    from: ['Review', 'Approved'],
    to: 'Submitted',
    by: ['Admins'],
    audit: 'dossier.submitted',
  },
  /** SPEC.md point 3: a T1/T2 with auto_dispatch, filed by the service in its ingestion. */
  'auto-dispatch': {
    from: ['Review'],
    to: 'Submitted',
    by: ['system'],
    audit: 'dossier.submitted',
  },
} as const satisfies Record<
  string,
  { from: readonly DossierStatus[]; to: DossierStatus; by: readonly Role[]; audit: string }
>;

export type DossierEvent = keyof typeof TRANSITIONS;

export type TransitionCheck =
  | { readonly ok: true; readonly to: DossierStatus }
  | { readonly ok: false; readonly why: 'not-allowed' | 'wrong-state'; readonly reason: string };

/** Pure: may this actor move a dossier in `from` by `event`, and where to. */
export const checkTransition = (
  from: DossierStatus,
  event: DossierEvent,
  actor: Actor,
): TransitionCheck => {
  const rule = TRANSITIONS[event];
  if (!rule.by.some((role) => actor.roles.includes(role)))
    return {
      ok: false,
      why: 'not-allowed',
      reason: `${event} needs the role ${rule.by.join(' or ')}`,
    };
  if (!(rule.from as readonly DossierStatus[]).includes(from))
    return {
      ok: false,
      why: 'wrong-state',
      reason: `the dossier is ${from}; ${event} moves a dossier from ${rule.from.join(' or ')}`,
    };
  return { ok: true, to: rule.to };
};

/** The events an actor may apply to a dossier in `from`: what the web pages offer as actions. */
export const eventsFrom = (from: DossierStatus, actor: Actor): DossierEvent[] =>
  (Object.keys(TRANSITIONS) as DossierEvent[]).filter(
    (event) => checkTransition(from, event, actor).ok,
  );

export { DOSSIER_STATUSES };
