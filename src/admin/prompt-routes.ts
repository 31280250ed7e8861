import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  addPromptVersion,
  attemptCounts,
  checkPromptText,
  DEFAULT_PROMPTS,
  isPromptName,
  latestPrompts,
  MAX_PROMPT_CHARACTERS,
  PROMPT_NAMES,
  promptVersionAttempts,
  promptVersions,
  restorePromptVersion,
  type PromptAttempt,
  type PromptName,
  type PromptVersion,
} from '../extraction/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';

const TAGS = ['Administration'];
const PromptSchema = Type.Object(
  {
    id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'null for the shipped text, not stored yet',
    }),
    name: Type.String({ enum: [...PROMPT_NAMES] }),
    version: Type.Integer({ description: '0: the shipped text, not stored (yet)' }),
    text: Type.String(),
    created_by: Type.String(),
    created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    attempts: Type.Integer({
      description:
        'Extraction attempts this version read a document for (recorded under the prompt that read the goods; classify and transit_header help it and record none)',
    }),
  },
  { title: 'Prompt' },
);
const AttemptSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    dossier_id: Type.String({ format: 'uuid' }),
    ucr: Type.String({ description: "The dossier's UCR" }),
    client_name: Type.Union([Type.String(), Type.Null()]),
    document_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    file_name: Type.Union([Type.String(), Type.Null()]),
    attempt: Type.Integer({ description: "The dossier's job attempt (1, 2, 3)" }),
    extractor_type: Type.String(),
    status: Type.String({ enum: ['ok', 'failed'] }),
    error: Type.Union([Type.String(), Type.Null()]),
    model: Type.Union([Type.String(), Type.Null()]),
    prompts: Type.Array(Type.String(), {
      description: 'Every prompt version the attempt used: `classify@1`, `invoice@3`',
    }),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'PromptAttempt' },
);
const NAME_PARAMS = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
const VERSION_PARAMS = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
const AttemptsQuery = Type.Object({
  before: Type.Optional(
    Type.String({ format: 'uuid', description: "The previous page's `older` cursor" }),
  ),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
});
const PromptBody = Type.Object(
  { text: Type.String({ maxLength: MAX_PROMPT_CHARACTERS }) },
  { additionalProperties: false, title: 'PromptText' },
);

const view = (prompt: PromptVersion, counts: ReadonlyMap<string, number>) => ({
  id: prompt.id,
  name: prompt.name,
  version: prompt.version,
  text: prompt.text,
  created_by: prompt.createdBy,
  created_at: prompt.createdAt.toISOString(),
  attempts: counts.get(prompt.id) ?? 0,
});
/** A prompt nobody stored yet (before the first start seeded it): what extraction would use. */
const shipped = (name: PromptName) => ({
  id: null,
  name,
  version: 0,
  text: DEFAULT_PROMPTS[name],
  created_by: 'system',
  created_at: null,
  attempts: 0,
});
const attemptView = (attempt: PromptAttempt) => ({
  id: attempt.id,
  dossier_id: attempt.dossierId,
  ucr: attempt.ucr,
  client_name: attempt.clientName,
  document_id: attempt.documentId,
  file_name: attempt.fileName,
  attempt: attempt.attempt,
  extractor_type: attempt.extractorType,
  status: attempt.status,
  error: attempt.error,
  model: attempt.model,
  prompts: [...attempt.prompts],
  created_at: attempt.createdAt.toISOString(),
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
 * /Admin/Prompts (SPEC.md: RequiresAdmin): the prompts extraction sends the model, every version
 * with the attempts it was given, a new version and going back to an old one. Every change is a
 * new version, audited under the admin's name.
 */
export const promptRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const withCounts = async (versions: readonly PromptVersion[]) => {
    const counts = await attemptCounts(
      deps.db,
      versions.map((version) => version.id),
    );
    return versions.map((version) => view(version, counts));
  };

  app.get(
    '/api/admin/prompts',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: 'The prompts in use: the latest version of each (Admins)',
        operationId: 'listPrompts',
        security: who,
        response: { 200: json('The prompts', Type.Array(PromptSchema)), ...problems(401, 403) },
      },
    },
    async () => {
      const stored = new Map(
        (await withCounts(await latestPrompts(deps.db))).map((row) => [row.name, row]),
      );
      return PROMPT_NAMES.map((name) => stored.get(name) ?? shipped(name));
    },
  );

  app.get<{ Params: { name: string } }>(
    '/api/admin/prompts/:name',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Every version of one prompt, the latest (the one in use) first, with the attempts each was given (Admins)',
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
      return versions.length > 0 ? await withCounts(versions) : [shipped(name)];
    },
  );

  app.post<{ Params: { name: string }; Body: Static<typeof PromptBody> }>(
    '/api/admin/prompts/:name',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary: `Save a new version of a prompt, used from the next document on (Admins; text of 1 to ${MAX_PROMPT_CHARACTERS} characters)`,
        operationId: 'addPromptVersion',
        security: who,
        params: NAME_PARAMS,
        body: PromptBody,
        response: {
          201: json('The new version', PromptSchema),
          ...problems(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const name = known(request.params.name);
      const text = checkPromptText(request.body.text);
      const saved = await addPromptVersion(deps.db, name, text, partnerOf(request.caller!));
      reply.code(201);
      return view(saved, new Map());
    },
  );

  app.post<{ Params: Static<typeof VERSION_PARAMS> }>(
    '/api/admin/prompts/:name/versions/:version/restore',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Go back to an earlier version: a new version with its text, used from the next document on (Admins)',
        operationId: 'restorePromptVersion',
        security: who,
        params: VERSION_PARAMS,
        response: {
          201: json('The new version', PromptSchema),
          ...problems(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const name = known(request.params.name);
      const saved = await restorePromptVersion(
        deps.db,
        name,
        request.params.version,
        partnerOf(request.caller!),
      );
      reply.code(201);
      return view(saved, new Map());
    },
  );

  app.get<{ Params: Static<typeof VERSION_PARAMS>; Querystring: Static<typeof AttemptsQuery> }>(
    '/api/admin/prompts/:name/versions/:version/attempts',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'The extraction attempts one version was given, newest first; `older` is the next page (Admins)',
        operationId: 'listPromptVersionAttempts',
        security: who,
        params: VERSION_PARAMS,
        querystring: AttemptsQuery,
        response: {
          200: json(
            'A page of attempts',
            Type.Object({
              attempts: Type.Array(AttemptSchema),
              older: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
            }),
          ),
          ...problems(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const name = known(request.params.name);
      const { before, limit } = request.query;
      const page = await promptVersionAttempts(deps.db, name, request.params.version, {
        ...(before !== undefined ? { before } : {}),
        limit,
      });
      return { attempts: page.attempts.map(attemptView), older: page.older };
    },
  );
};
