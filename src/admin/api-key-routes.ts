import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_SCOPES,
  createApiKey,
  listApiKeys,
  parseScopes,
  revokeApiKey,
  setApiKeyScopes,
  type ApiKeyView,
} from '../api-keys/index.ts';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';

const TAGS = ['Administration'];
const Scope = Type.Union(API_KEY_SCOPES.map((scope) => Type.Literal(scope)));
const ApiKeySchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    scopes: Type.Array(Scope),
    created_at: Type.String({ format: 'date-time' }),
    created_by: Type.String(),
    expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    revoked_by: Type.Union([Type.String(), Type.Null()]),
    last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the key last authenticated a request, to within 30 seconds',
    }),
    active: Type.Boolean({ description: 'Neither revoked nor expired' }),
  },
  { title: 'ApiKey' },
);
const NewKeySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    scopes: Type.Optional(Type.Array(Scope, { minItems: 1, maxItems: API_KEY_SCOPES.length })),
    expires: Type.Optional(
      Type.String({ description: 'YYYY-MM-DD: the key works through that day (UTC)' }),
    ),
  },
  { additionalProperties: false, title: 'NewApiKey' },
);
const ScopesSchema = Type.Object(
  { scopes: Type.Array(Scope, { minItems: 1, maxItems: API_KEY_SCOPES.length }) },
  { additionalProperties: false, title: 'ApiKeyScopes' },
);
const NAME_PARAMS = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

const iso = (date: Date | null) => date?.toISOString() ?? null;
const view = (key: ApiKeyView) => ({
  id: key.id,
  name: key.name,
  scopes: [...key.scopes],
  created_at: key.createdAt.toISOString(),
  created_by: key.createdBy,
  expires_at: iso(key.expiresAt),
  revoked_at: iso(key.revokedAt),
  revoked_by: key.revokedBy,
  last_used_at: iso(key.lastUsedAt),
  active: key.active,
});

/**
 * /Admin/ApiKeys (SPEC.md: RequiresAdmin): the partners' keys, made, re-scoped and revoked through
 * the same use cases as `customs api-keys`, each change audited under the admin's name. The raw
 * key is in the creating response only; it is never stored.
 */
export const apiKeyRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');

  app.get(
    '/api/admin/api-keys',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'Every API key, live, expired and revoked, by name (Admins)',
        operationId: 'listApiKeys',
        security: who,
        response: { 200: json('The keys', Type.Array(ApiKeySchema)), ...problems(401, 403) },
      },
    },
    async () => (await listApiKeys(deps.db)).map(view),
  );

  app.post<{ Body: Static<typeof NewKeySchema> }>(
    '/api/admin/api-keys',
    {
      onRequest: requiresAdmin,
      schema: {
        body: NewKeySchema,
        tags: TAGS,
        summary:
          'Create a key; the response holds the raw key, shown this once and never stored (Admins)',
        operationId: 'createApiKey',
        security: who,
        response: {
          201: json(
            'The new key and its raw value',
            Type.Object({ raw_key: Type.String(), key: ApiKeySchema }),
          ),
          ...problems(400, 401, 403, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const { name, scopes, expires } = request.body;
      const { rawKey, key } = await createApiKey(
        deps.db,
        { name, scopes: scopes && parseScopes(scopes), expires },
        partnerOf(request.caller!),
      );
      reply.code(201);
      reply.header('cache-control', 'no-store');
      return { raw_key: rawKey, key: view(key) };
    },
  );

  app.put<{ Params: { name: string }; Body: Static<typeof ScopesSchema> }>(
    '/api/admin/api-keys/:name/scopes',
    {
      onRequest: requiresAdmin,
      schema: {
        body: ScopesSchema,
        tags: TAGS,
        summary: 'Replace the scopes of the live key of that name; effective at once (Admins)',
        operationId: 'setApiKeyScopes',
        security: who,
        params: NAME_PARAMS,
        response: {
          200: json('The key', ApiKeySchema),
          ...problems(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const scopes = parseScopes(request.body.scopes);
      return view(
        await setApiKeyScopes(deps.db, request.params.name, scopes, partnerOf(request.caller!)),
      );
    },
  );

  app.post<{ Params: { name: string } }>(
    '/api/admin/api-keys/:name/revoke',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Revoke the live key of that name: the next request with it fails, requests in flight too (Admins)',
        operationId: 'revokeApiKey',
        security: who,
        params: NAME_PARAMS,
        response: { 200: json('The revoked key', ApiKeySchema), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) =>
      view(await revokeApiKey(deps.db, request.params.name, partnerOf(request.caller!))),
  );
};
