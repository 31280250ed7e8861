import type { FastifyRequest } from 'fastify';
import {
  authenticate,
  DECLARANT_ROLES,
  PEOPLE_ROLES,
  type Caller,
  type SessionRule,
} from '../auth/index.ts';
import { isUuid, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { dossierNotFound } from './dossier-errors.ts';
import type { Actor } from './state-machine.ts';

/**
 * The revision If-Match names, compared strictly as the ETag was given (`"3"`): without the
 * header the change is refused (428), never guessed; with anything that is not one of this
 * dossier's ETags (a list, a weak tag, `"03"`) it does not match (412).
 */
export const revisionOf = (request: FastifyRequest): number => {
  const given = request.headers['if-match'];
  if (given === undefined || given.trim() === '')
    throw new DomainError(
      'version-required',
      'version-required',
      'Say which revision the change was made from: If-Match with the ETag of the dossier ("3")',
    );
  const match = /^\s*"(0|[1-9][0-9]{0,8})"\s*$/.exec(given);
  if (!match)
    throw new DomainError(
      'stale',
      'dossier-changed',
      `If-Match ${given.slice(0, 40)} is not an ETag of this dossier: read it again`,
    );
  return Number(match[1]);
};

export const dossierIdOf = (uuid: string) => {
  if (!isUuid(uuid)) throw dossierNotFound(uuid);
  return uuid.toLowerCase();
};

/** A signed-in person as the state machine sees them: their name and their declarant roles. */
export const actorOf = (caller: Caller | undefined): Actor => {
  const user = caller as Extract<Caller, { kind: 'user' }>;
  return { name: user.name, roles: DECLARANT_ROLES.filter((role) => user.roles.includes(role)) };
};

/** The app's two session checks: anyone signed in (`people`), and declarant work (`declarants`). */
export const sessionChecks = (db: Db, sessions: SessionRule['find']) => ({
  people: [authenticate({ db, session: { find: sessions, roles: PEOPLE_ROLES } })],
  declarants: [authenticate({ db, session: { find: sessions, roles: DECLARANT_ROLES } })],
});
