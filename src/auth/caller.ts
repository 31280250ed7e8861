import { ADMIN_ROLE } from './roles.ts';

/** Who is calling: the identity every ingestion is recorded under. */
export type Caller =
  | {
      readonly kind: 'api-key';
      readonly keyId: string;
      readonly name: string;
      readonly scopes: readonly string[];
    }
  | { readonly kind: 'bearer'; readonly appId: string; readonly roles: readonly string[] }
  | {
      readonly kind: 'user';
      readonly userId: string;
      readonly name: string;
      readonly roles: readonly string[];
      readonly sessionHash: string;
    };

/** IngestionPartner: the key's name, or the calling application's id (no display name exists for it). */
export const partnerOf = (caller: Caller): string =>
  caller.kind === 'api-key' ? caller.name : caller.kind === 'bearer' ? caller.appId : caller.name;

/** Rate-limit and idempotency scope: one per key or application, never shared between them. */
export const callerKey = (caller: Caller): string =>
  caller.kind === 'api-key'
    ? `key:${caller.keyId}`
    : caller.kind === 'bearer'
      ? `app:${caller.appId}`
      : `user:${caller.userId}`;

/** Which dossiers a caller may read: its own partner's, or every one (an Admins token). */
export type ReadScope = { readonly all: true } | { readonly all: false; readonly partner: string };

/**
 * ARCHITECTURE.md rule 12: a partner reads what it sent, never another partner's dossiers; a
 * bearer token with the Admins role reads every dossier.
 */
export const readScopeOf = (caller: Caller): ReadScope =>
  // The broker's own staff (a signed-in user) and administrators see every dossier.
  caller.kind === 'user' || (caller.kind === 'bearer' && caller.roles.includes(ADMIN_ROLE))
    ? { all: true }
    : { all: false, partner: partnerOf(caller) };

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}
