import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ROLE,
  authenticate,
  DECLARANT_ROLES,
  PEOPLE_ROLES,
  readerTokens,
  superUserOrAdminTokens,
  type Caller,
  type SessionRule,
  type TokenVerifier,
} from '../../auth/index.ts';
import { isUuid, type Db } from '../../db/index.ts';
import { findDossier, transitionDossier, type Role } from '../../dossiers/index.ts';
import { DomainError } from '../../errors/index.ts';
import { json, problems, security } from '../../http/index.ts';
import type { ExtractedDocument } from '../extracted.ts';
import type { ExtractionJobData } from '../job/extraction-job.ts';
import { costsByDayAndModel, findAttempt, listAttempts } from './attempt-store.ts';
import { compareExtractions } from './compare-attempts.ts';
import {
  AttemptDetailSchema,
  AttemptSchema,
  ComparisonSchema,
  CostRowSchema,
  CostsQuery,
  ExtractQuery,
  UUID_PARAMS,
} from './extraction-schemas.ts';

export interface ExtractionRoutesDeps {
  readonly db: Db;
  readonly verifyToken?: TokenVerifier;
  readonly sessions?: SessionRule['find'];
  readonly queueExtraction: (data: ExtractionJobData, tx?: Db) => Promise<unknown>;
  /** A language model is configured: the vision path can run. */
  readonly hasModel: boolean;
}

const TAGS = ['Extraction'];
const ROLES: readonly Role[] = ['Admins', 'SuperUsers', 'Users'];

const notFound = (uuid: string) =>
  new DomainError('not-found', 'dossier-not-found', `No dossier has id ${uuid}`);

const attemptView = (row: Awaited<ReturnType<typeof listAttempts>>[number]) => ({
  ...row,
  estimatedCost: row.estimatedCost === null ? null : Number(row.estimatedCost),
  createdAt: row.createdAt.toISOString(),
});

const extractedOf = (data: unknown): ExtractedDocument | undefined =>
  (data as { extracted?: ExtractedDocument } | null)?.extracted;

/**
 * Extraction attempts of a dossier (SPEC.md "ExtractionRecord"): the list with what each cost,
 * one in full, two compared field by field; another run ("Process with AI"); /Admin/Costs.
 */
export const extractionRoutes = (deps: ExtractionRoutesDeps) => async (app: FastifyInstance) => {
  const readers = [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];
  const declarants = [
    authenticate({
      db: deps.db,
      session: deps.sessions && { find: deps.sessions, roles: DECLARANT_ROLES },
    }),
  ];
  const superUsersOrAdmins = [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && superUserOrAdminTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: DECLARANT_ROLES },
    }),
  ];
  // Attempts show documents' contents: people and administrators, never a partner's key.
  const dossierOf = async (uuid: string, caller: Caller | undefined) => {
    if (
      caller?.kind === 'api-key' ||
      (caller?.kind === 'bearer' && !caller.roles.includes(ADMIN_ROLE))
    )
      throw notFound(uuid);
    const found = isUuid(uuid)
      ? await findDossier(deps.db, uuid.toLowerCase(), { all: true })
      : undefined;
    if (!found) throw notFound(uuid);
    return found.dossier;
  };

  app.get<{ Params: Static<typeof UUID_PARAMS> }>(
    '/api/declarations/:uuid/extractions',
    {
      onRequest: readers,
      schema: {
        tags: TAGS,
        summary:
          'Every extraction attempt of a dossier, oldest first: reader, model, tokens, pages, cost',
        operationId: 'listExtractionAttempts',
        security: security('Bearer', 'Session'),
        params: UUID_PARAMS,
        response: {
          200: json('The attempts', Type.Array(AttemptSchema)),
          ...problems(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierOf(request.params.uuid, request.caller);
      return (await listAttempts(deps.db, dossier.id)).map(attemptView);
    },
  );

  app.get<{ Params: Static<typeof UUID_PARAMS> & { id: string } }>(
    '/api/declarations/:uuid/extractions/:id',
    {
      onRequest: readers,
      schema: {
        tags: TAGS,
        summary:
          'One attempt in full: the model answer as sent, the data read from it, the transit skeleton text',
        operationId: 'getExtractionAttempt',
        security: security('Bearer', 'Session'),
        params: Type.Object({ uuid: Type.String(), id: Type.String() }),
        response: { 200: json('The attempt', AttemptDetailSchema), ...problems(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierOf(request.params.uuid, request.caller);
      const row = isUuid(request.params.id)
        ? await findAttempt(deps.db, dossier.id, request.params.id.toLowerCase())
        : undefined;
      if (!row)
        throw new DomainError(
          'not-found',
          'attempt-not-found',
          `The dossier has no attempt ${request.params.id}`,
        );
      return {
        id: row.id,
        attempt: row.attempt,
        documentId: row.documentId,
        extractorType: row.extractorType,
        status: row.status,
        error: row.error,
        model: row.model,
        rawResponse: row.rawResponse,
        extractedData: row.extractedData ?? null,
        pdfPigRawText: row.pdfPigRawText,
        hasAdiRawResponse: row.adiRawResponse !== null,
        createdAt: row.createdAt.toISOString(),
      };
    },
  );

  app.get<{ Params: Static<typeof UUID_PARAMS>; Querystring: { a: string; b: string } }>(
    '/api/declarations/:uuid/extractions/compare',
    {
      onRequest: readers,
      schema: {
        tags: TAGS,
        summary:
          'Two attempts field by field (header, every line and charge): each value of a and b, and whether they agree',
        operationId: 'compareExtractionAttempts',
        security: security('Bearer', 'Session'),
        params: UUID_PARAMS,
        querystring: Type.Object({ a: Type.String(), b: Type.String() }),
        response: {
          200: json('The comparison', ComparisonSchema),
          ...problems(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierOf(request.params.uuid, request.caller);
      const [a, b] = await Promise.all(
        [request.query.a, request.query.b].map(async (id, index) => {
          const row = isUuid(id)
            ? await findAttempt(deps.db, dossier.id, id.toLowerCase())
            : undefined;
          if (!row)
            throw new DomainError(
              'not-found',
              'attempt-not-found',
              `The dossier has no attempt ${id} (${index === 0 ? 'a' : 'b'})`,
            );
          return row;
        }),
      );
      const fields = compareExtractions(
        extractedOf(a!.extractedData),
        extractedOf(b!.extractedData),
      );
      const side = (row: typeof a) => ({
        id: row!.id,
        attempt: row!.attempt,
        extractorType: row!.extractorType,
        model: row!.model,
      });
      return {
        a: side(a),
        b: side(b),
        differing: fields.filter((field) => !field.same).length,
        fields,
      };
    },
  );

  app.post<{ Params: Static<typeof UUID_PARAMS>; Querystring: Static<typeof ExtractQuery> }>(
    '/api/dossiers/:uuid/extractions',
    {
      onRequest: declarants,
      schema: {
        tags: TAGS,
        summary:
          'Read the documents again (SuperUsers, Admins): a Failed dossier goes back to Queued; a dossier in Review gets a new attempt beside the others, its corrected data kept. mode=vision sends the pages as images ("Process with AI")',
        operationId: 'extractAgain',
        security: security('Session'),
        params: UUID_PARAMS,
        querystring: ExtractQuery,
        response: {
          202: json(
            'The job is queued',
            Type.Object({ uuid: Type.String(), status: Type.String(), mode: Type.String() }),
          ),
          ...problems(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const dossier = await dossierOf(request.params.uuid, request.caller);
      const mode = request.query.mode ?? 'standard';
      // A partner's dossier holds the declaration as sent; its attachments are not read over it.
      if (dossier.source !== 'Manual')
        throw new DomainError(
          'conflict',
          'invalid-transition',
          'Only dossiers made from uploaded documents are read again; this one holds the declaration its partner sent',
        );
      if (mode === 'vision' && !deps.hasModel)
        throw new DomainError(
          'conflict',
          'no-model-configured',
          'No language model is configured (AI:Provider, AI:OpenAI:ApiKey or AI:AzureOpenAI:Endpoint): the vision path cannot run',
        );
      const caller = request.caller as Extract<Caller, { kind: 'user' }>;
      const actor = {
        name: caller.name,
        roles: ROLES.filter((role) => caller.roles.includes(role)),
      };
      const status = await deps.db.transaction(async (tx) => {
        if (dossier.status === 'Failed') {
          await transitionDossier(tx, {
            dossierId: dossier.id,
            event: 'retry-extraction',
            actor,
            at: new Date(),
            details: { mode },
          });
          await deps.queueExtraction({ dossierId: dossier.id, mode }, tx);
          return 'Queued';
        }
        if (dossier.status !== 'Review')
          throw new DomainError(
            'conflict',
            'invalid-transition',
            `The dossier is ${dossier.status}: documents are read again from Review or Failed`,
          );
        await deps.queueExtraction({ dossierId: dossier.id, mode, again: true }, tx);
        return 'Review';
      });
      reply.code(202);
      return { uuid: dossier.id, status, mode };
    },
  );

  app.get<{ Querystring: Static<typeof CostsQuery> }>(
    '/api/admin/costs',
    {
      onRequest: superUsersOrAdmins,
      schema: {
        tags: TAGS,
        summary:
          '/Admin/Costs: extraction attempts, pages, tokens and estimated cost (USD) by Brussels day and model (SuperUsers and Admins)',
        operationId: 'extractionCosts',
        security: security('Bearer', 'Session'),
        querystring: CostsQuery,
        response: {
          200: json('Costs by day and model', Type.Array(CostRowSchema)),
          ...problems(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      if (from > to)
        throw new DomainError('invalid', 'validation', 'from is after to', [
          { path: '/from', message: `${from} is after to (${to})` },
        ]);
      const rows = await costsByDayAndModel(deps.db, from, to);
      return rows.map((row) => ({
        ...row,
        promptTokens: Number(row.promptTokens),
        completionTokens: Number(row.completionTokens),
        estimatedCost: Number(row.estimatedCost),
      }));
    },
  );
};
