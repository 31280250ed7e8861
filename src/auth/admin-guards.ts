import type { onRequestHookHandler } from 'fastify';
import type { Db } from '../db/index.ts';
import { authenticate, type SessionRule } from './authenticate.ts';
import { ADMIN_ROLE, adminTokens, DECLARANT_ROLES, superUserOrAdminTokens } from './roles.ts';
import type { TokenVerifier } from './token-verifier.ts';

export interface AdminGuardDeps {
  readonly db: Db;
  readonly sessions?: SessionRule['find'];
  readonly verifyToken?: TokenVerifier;
}

/**
 * SPEC.md "Web application": the two policies of the /Admin pages, enforced on the API behind
 * them. RequiresAdmin (ApiKeys, DescartesSettings, IngestionSettings, Prompts, and every upload
 * and "run now", decision 0020) admits Admins; RequiresSuperUserOrAdmin admits SuperUsers too.
 * A signed-in user or an application token with the role; never an API key.
 */
export const adminGuards = (
  deps: AdminGuardDeps,
): {
  readonly requiresAdmin: onRequestHookHandler[];
  readonly requiresSuperUserOrAdmin: onRequestHookHandler[];
} => ({
  requiresAdmin: [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && adminTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: [ADMIN_ROLE] },
    }),
  ],
  requiresSuperUserOrAdmin: [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && superUserOrAdminTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: [...DECLARANT_ROLES] },
    }),
  ],
});
