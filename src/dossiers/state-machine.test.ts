import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkTransition,
  DOSSIER_STATUSES,
  eventsFrom,
  SYSTEM,
  TRANSITIONS,
  type Actor,
  type DossierEvent,
  type DossierStatus,
} from './state-machine.ts';

const admin: Actor = { name: 'ann', roles: ['Admins'] };
const superUser: Actor = { name: 'sue', roles: ['SuperUsers'] };
const user: Actor = { name: 'ulla', roles: ['Users'] };

/** Every (status, event) pair the machine allows to someone, as "from -event-> to". */
const allowedMoves = () =>
  DOSSIER_STATUSES.flatMap((from) =>
    (Object.keys(TRANSITIONS) as DossierEvent[]).flatMap((event) => {
      const results = [SYSTEM, admin, superUser, user].map((actor) =>
        checkTransition(from, event, actor),
      );
      const to = results.find((result) => result.ok);
      return to?.ok ? [`${from} -${event}-> ${to.to}`] : [];
    }),
  );

describe('the dossier state machine', () => {
  it('allows exactly the moves of SPEC.md, DECISIONS.md section 9 and decision 0018', () => {
    assert.deepEqual(allowedMoves().sort(), [
      'Approved -mark-ready-> Ready',
      'Approved -reopen-> Review',
      'Approved -submit-directly-> Submitted',
      'Failed -retry-extraction-> Queued',
      'Processing -fail-extraction-> Failed',
      'Processing -finish-extraction-> Review',
      'Queued -fail-extraction-> Failed',
      'Queued -start-extraction-> Processing',
      'Ready -reopen-> Review',
      'Ready -submit-> Submitted',
      'Review -approve-> Approved',
      'Review -auto-dispatch-> Submitted',
      'Review -submit-directly-> Submitted',
    ]);
  });

  it('lets nothing out of Submitted: a filed dossier is final', () => {
    for (const actor of [SYSTEM, admin, superUser, user])
      assert.deepEqual(eventsFrom('Submitted', actor), [], actor.name);
  });

  it('gives each move to its roles only: declarants, administrators, the service', () => {
    assert.deepEqual(eventsFrom('Review', superUser), ['approve']);
    assert.deepEqual(eventsFrom('Review', admin), ['approve', 'submit-directly']);
    assert.deepEqual(eventsFrom('Review', SYSTEM), ['auto-dispatch']);
    assert.deepEqual(eventsFrom('Review', user), [], 'Users read; they do not declare');
    assert.deepEqual(eventsFrom('Queued', admin), [], 'extraction moves are the service’s');
    const refused = checkTransition('Review', 'approve', user);
    assert.deepEqual(refused, {
      ok: false,
      why: 'not-allowed',
      reason: 'approve needs the role Admins or SuperUsers',
    });
  });

  it('names the state a refused move needs', () => {
    const statuses: DossierStatus[] = ['Queued', 'Processing', 'Approved', 'Submitted', 'Failed'];
    for (const from of statuses) {
      const refused = checkTransition(from, 'approve', admin);
      assert.equal(refused.ok, false);
      assert.match(
        (refused as { reason: string }).reason,
        new RegExp(`the dossier is ${from}; approve moves a dossier from Review`),
      );
    }
  });

  it('tells a move from the wrong state (409) apart from a missing role (403)', () => {
    // transition-dossier.ts answers invalid-transition or transition-not-allowed on `why`.
    assert.deepEqual(checkTransition('Submitted', 'reopen', admin), {
      ok: false,
      why: 'wrong-state',
      reason: 'the dossier is Submitted; reopen moves a dossier from Approved or Ready',
    });
    assert.equal((checkTransition('Ready', 'reopen', user) as { why: string }).why, 'not-allowed');
  });

  it('names the service itself as system in the audit trail', () => {
    assert.deepEqual(SYSTEM, { name: 'system', roles: ['system'] });
  });
});
