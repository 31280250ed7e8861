import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ROLE,
  adminTokens,
  authenticate,
  partnerOf,
  type SessionRule,
  type TokenVerifier,
} from '../../auth/index.ts';
import { decodeUtf8, readJson } from '../../canonical/index.ts';
import type { Db } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import { acceptRawBodies, json, problems, rawBodyOf, security } from '../../http/index.ts';
import { DEFAULT_PROMPTS, PROMPT_NAMES, type PromptName } from './default-prompts.ts';
import {
  addPromptVersion,
  checkPromptText,
  isPromptName,
  latestPrompts,
  MAX_PROMPT_CHARACTERS,
  promptVersions,
  type PromptVersion,
} from './prompt-store.ts';

export interface PromptRoutesDeps {
  readonly db: Db;
  readonly verifyToken?: TokenVerifier;
  readonly sessions?: SessionRule['find'];
}

const TAGS = ['Prompts'];
const NAME_PARAMS = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
const PromptSchema = Type.Object({
  name: Type.String({ enum: [...PROMPT_NAMES] }),
  version: Type.Integer({ description: '0: the shipped text, not stored (yet)' }),
  text: Type.String(),
  created_by: Type.String(),
  created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const PromptBody = Type.Object({ text: Type.String({ maxLength: MAX_PROMPT_CHARACTERS }) });

const view = (prompt: PromptVersion) => ({
  name: prompt.name,
  version: prompt.version,
  text: prompt.text,
  created_by: prompt.createdBy,
  created_at: prompt.createdAt.toISOString(),
});
/** A prompt nobody stored yet (before the first start seeded it): what extraction would use. */
const shipped = (name: PromptName) => ({
  name,
  version: 0,
  text: DEFAULT_PROMPTS[name],
  created_by: 'system',
  created_at: null,
});

const known = (name: string): PromptName => {
  if (!isPromptName(name))
    throw new DomainError(
      'not-found',
      'prompt-not-found',
      `No prompt is named ${name}; the prompts are ${PROMPT_NAMES.join(', ')}`,
    );
  return name;
};

/**
 * /Admin/Prompts (SPEC.md: RequiresAdmin): the prompts extraction sends the model, their
 * versions, and a new version. Every change is audited under the admin's name.
 */
export const promptRoutes = (deps: PromptRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json']);
  const admins = [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && adminTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: [ADMIN_ROLE] },
    }),
  ];
  const who = security('Bearer', 'Session');

  app.get(
    '/api/admin/prompts',
    {
      onRequest: admins,
      schema: {
        tags: TAGS,
        summary: 'The prompts in use: the latest version of each (Admins)',
        operationId: 'listPrompts',
        security: who,
        response: { 200: json('The prompts', Type.Array(PromptSchema)), ...problems(401, 403) },
      },
    },
    async () => {
      const stored = new Map((await latestPrompts(deps.db)).map((row) => [row.name, row]));
      return PROMPT_NAMES.map((name) => {
        const row = stored.get(name);
        return row ? view(row) : shipped(name);
      });
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/admin/prompts/:name',
    {
      onRequest: admins,
      schema: {
        tags: TAGS,
        summary: 'Every version of one prompt, the latest (the one in use) first (Admins)',
        operationId: 'listPromptVersions',
        security: who,
        params: NAME_PARAMS,
        response: {
          200: json('The versions', Type.Array(PromptSchema)),
          ...problems(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const name = known(request.params.name);
      const versions = await promptVersions(deps.db, name);
      return versions.length > 0 ? versions.map(view) : [shipped(name)];
    },
  );

  app.post<{ Params: { name: string } }>(
    '/api/admin/prompts/:name',
    {
      onRequest: admins,
      config: {
        requestBody: { content: { 'application/json': { schema: PromptBody } } },
      },
      schema: {
        tags: TAGS,
        summary: `Save a new version of a prompt, used from the next document on (Admins; text of 1 to ${MAX_PROMPT_CHARACTERS} characters)`,
        operationId: 'addPromptVersion',
        security: who,
        params: NAME_PARAMS,
        response: {
          201: json('The new version', PromptSchema),
          ...problems(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const name = known(request.params.name);
      const body = readJson(decodeUtf8(rawBodyOf(request).bytes), PromptBody) as {
        text?: unknown;
      };
      const text = checkPromptText(body.text);
      const saved = await addPromptVersion(deps.db, name, text, partnerOf(request.caller!));
      reply.code(201);
      return view(saved);
    },
  );
};
