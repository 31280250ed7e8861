import type { TokenVerifier } from './token-verifier.ts';

export interface BearerRule {
  readonly verify: TokenVerifier;
  /** The token must hold at least one of these roles. */
  readonly roles: readonly string[];
  /**
   * The roles that count in a token issued to a signed-in user (delegated: `scp`, `idtyp=user`).
   * SPEC.md: `Ingestion.Write` is an application permission, so a partner's endpoints take
   * app-only tokens (client credentials); `Admins` is a role people hold.
   */
  readonly delegatedRoles: readonly string[];
}

/** SPEC.md: administration (IngestionSettings probe, filing by hand) is for Admins; until web sign-in exists, an Admins token. */
export const ADMIN_ROLE = 'Admins';
/** SPEC.md: the role a bearer token needs on the ingestion endpoint (an application permission). */
export const INGESTION_ROLE = 'Ingestion.Write';

/** Who may send a declaration with a token: an application holding Ingestion.Write. */
export const senderTokens = (verify: TokenVerifier): BearerRule => ({
  verify,
  roles: [INGESTION_ROLE],
  delegatedRoles: [],
});

/** Who may read dossiers: the sending application (its own), or an administrator (every one). */
export const readerTokens = (verify: TokenVerifier): BearerRule => ({
  verify,
  roles: [INGESTION_ROLE, ADMIN_ROLE],
  delegatedRoles: [ADMIN_ROLE],
});

/** Administration: a person or an application holding Admins. */
export const adminTokens = (verify: TokenVerifier): BearerRule => ({
  verify,
  roles: [ADMIN_ROLE],
  delegatedRoles: [ADMIN_ROLE],
});

/** SPEC.md, Web application: the roles people hold; team roles are not read. */
export const PEOPLE_ROLES = ['Admins', 'SuperUsers', 'Users'] as const;

/**
 * Reference data (code lists, offices, UN/LOCODE, tariff) is public fact: any partner
 * application or any person with a role of the service may read it.
 */
export const referenceReaderTokens = (verify: TokenVerifier): BearerRule => ({
  verify,
  roles: [INGESTION_ROLE, ...PEOPLE_ROLES],
  delegatedRoles: [...PEOPLE_ROLES],
});

/** Declarant work and client upkeep (SPEC.md: declaration pages are for Admins and SuperUsers). */
export const DECLARANT_ROLES = ['Admins', 'SuperUsers'] as const;

/** SPEC.md "RequiresSuperUserOrAdmin" (Costs, AuditLog and the like): a person or an application holding either. */
export const superUserOrAdminTokens = (verify: TokenVerifier): BearerRule => ({
  verify,
  roles: [...DECLARANT_ROLES],
  delegatedRoles: [...DECLARANT_ROLES],
});
