import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { adminGuards, PEOPLE_ROLES, type AdminGuardDeps } from '../auth/index.ts';
import { schema } from '../db/index.ts';
import { json, problems, security } from '../http/index.ts';

const TAGS = ['Administration'];
const ClaimsSchema = Type.Object(
  {
    name: Type.String(),
    user_id: Type.String(),
    source: Type.Union([Type.Literal('id-token'), Type.Literal('local'), Type.Literal('token')], {
      description:
        'id-token: the provider signed this user in; local: no provider is configured; token: an application token',
    }),
    claims: Type.Record(Type.String(), Type.Unknown(), {
      description: 'The ID token of this sign-in as the provider issued it (empty without one)',
    }),
    roles_in_token: Type.Array(Type.String(), {
      description: 'Everything in the token’s roles claim, team roles included',
    }),
    roles: Type.Array(Type.String(), {
      description: 'The roles the service reads and uses now: Admins, SuperUsers, Users',
    }),
    ignored_roles: Type.Array(Type.String(), {
      description: 'Roles in the token the service does not read (team roles, legacy names)',
    }),
    roles_checked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'Claims' },
);

/** The payload of a token this service stored itself after checking it; never trusted for access. */
const payloadOf = (token: string | null): Record<string, unknown> => {
  if (!token) return {};
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
};

/**
 * /Admin/Claims (SPEC.md: RequiresSuperUserOrAdmin): what the identity provider said about the
 * signed-in user and which roles the service reads from it, so an administrator can see why a
 * colleague has, or lacks, access. Access is decided by the session's roles, never by this view.
 */
export const claimsRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  const { requiresSuperUserOrAdmin } = adminGuards(deps);
  app.get(
    '/api/admin/claims',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s claims and the roles read from them (SuperUsers, Admins)',
        operationId: 'getClaims',
        security: security('Bearer', 'Session'),
        response: { 200: json('The claims', ClaimsSchema), ...problems(401, 403) },
      },
    },
    async (request) => {
      const caller = request.caller!;
      if (caller.kind !== 'user')
        return {
          name: caller.kind === 'bearer' ? caller.appId : caller.name,
          user_id: caller.kind === 'bearer' ? caller.appId : caller.keyId,
          source: 'token' as const,
          claims: {},
          roles_in_token: [...(caller.kind === 'bearer' ? caller.roles : [])],
          roles: [...(caller.kind === 'bearer' ? caller.roles : [])],
          ignored_roles: [],
          roles_checked_at: null,
        };
      const [row] = await deps.db
        .select({
          idToken: schema.webSessions.idToken,
          rolesCheckedAt: schema.webSessions.rolesCheckedAt,
        })
        .from(schema.webSessions)
        .where(eq(schema.webSessions.tokenHash, caller.sessionHash));
      const claims = payloadOf(row?.idToken ?? null);
      const inToken = Array.isArray(claims.roles)
        ? claims.roles.filter((role): role is string => typeof role === 'string')
        : [];
      return {
        name: caller.name,
        user_id: caller.userId,
        source: row?.idToken ? ('id-token' as const) : ('local' as const),
        claims,
        roles_in_token: inToken,
        roles: [...caller.roles],
        ignored_roles: inToken.filter(
          (role) => !(PEOPLE_ROLES as readonly string[]).includes(role),
        ),
        roles_checked_at: row?.rolesCheckedAt.toISOString() ?? null,
      };
    },
  );
};
