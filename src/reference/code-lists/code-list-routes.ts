import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  adminGuards,
  authenticate,
  referenceReaderTokens,
  PEOPLE_ROLES,
} from '../../auth/index.ts';
import { schema } from '../../db/index.ts';
import { DomainError } from '../../errors/index.ts';
import { json, problems, security } from '../../http/index.ts';
import { notModified } from '../http-cache.ts';
import type { ReferenceRouteDeps } from '../reference-deps.ts';
import {
  codeListEntries,
  findOffices,
  latestSyncs,
  listCodeLists,
  officeListRow,
  resolveCodeList,
  type CodeListRow,
} from './code-list-queries.ts';

const TAGS = ['Reference data'];
const Domain = Type.Union(schema.REFERENCE_DOMAINS.map((domain) => Type.Literal(domain)));
const Phase = Type.Integer({ minimum: 0, maximum: 9 });
const Limit = (fallback: number, max: number) =>
  Type.Integer({ minimum: 1, maximum: max, default: fallback });
const Query = Type.String({ maxLength: 100, default: '' });

const ListStatus = Type.Object({
  domain: Domain,
  phase: Type.Integer(),
  list: Type.String(),
  name: Type.String(),
  origin: Type.Union([Type.Literal('embedded'), Type.Literal('synced')]),
  source: Type.String(),
  snapshotDate: Type.Union([Type.String(), Type.Null()]),
  refreshedAt: Type.String({ format: 'date-time' }),
  entryCount: Type.Integer(),
});

const status = (row: CodeListRow) => ({ ...row, refreshedAt: row.refreshedAt.toISOString() });

const CodeListQuery = Type.Object({
  domain: Type.Optional(Domain),
  phase: Type.Optional(Phase),
  q: Type.Optional(Query),
  limit: Type.Optional(Limit(500, 5000)),
});
const OfficeQuery = Type.Object({
  role: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  q: Type.Optional(Query),
  limit: Type.Optional(Limit(50, 500)),
});

/**
 * What the code pickers offer: the EU code lists by domain and phase, the customs offices by
 * role, and how each list stands (synced or embedded, when refreshed, the last sync runs).
 */
export const codeListRoutes = (deps: ReferenceRouteDeps) => async (app: FastifyInstance) => {
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'any',
      bearer: deps.verifyToken && referenceReaderTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];
  const readers = security('ApiKey', 'Bearer', 'Session');

  app.get<{ Querystring: { domain?: string; phase?: number } }>(
    '/api/reference/code-lists',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Every code list held, synced or embedded, and when it was refreshed',
        operationId: 'listCodeLists',
        security: readers,
        querystring: Type.Object({ domain: Type.Optional(Domain), phase: Type.Optional(Phase) }),
        response: {
          200: json('The lists', Type.Array(ListStatus)),
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request) => (await listCodeLists(deps.db, request.query)).map(status),
  );

  app.get<{ Params: { list: string }; Querystring: Static<typeof CodeListQuery> }>(
    '/api/reference/code-lists/:list',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'The valid entries of one list (CL017 or KindOfPackages) for a domain (transit by default) and phase (6)',
        operationId: 'getCodeList',
        security: readers,
        params: Type.Object({ list: Type.String({ pattern: '^[A-Za-z0-9]{2,64}$' }) }),
        querystring: CodeListQuery,
        response: {
          200: json(
            'The list and its entries; a list the same in every domain comes from transit',
            Type.Object({
              ...ListStatus.properties,
              entries: Type.Array(
                Type.Object({
                  code: Type.String(),
                  description: Type.Union([Type.String(), Type.Null()]),
                  validFrom: Type.Union([Type.String(), Type.Null()]),
                }),
              ),
            }),
          ),
          304: { description: 'Not modified since the ETag given in If-None-Match' },
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const { domain = 'transit', phase = 6, q = '', limit = 500 } = request.query;
      const row = await resolveCodeList(deps.db, request.params.list, domain, phase);
      if (!row)
        throw new DomainError(
          'not-found',
          'code-list-not-found',
          `No list ${request.params.list} is held for ${domain}, phase ${phase}`,
        );
      if (notModified(request, reply, [row.domain, row.phase, row.list, row.refreshedAt, q, limit]))
        return reply.send();
      return { ...status(row), entries: await codeListEntries(deps.db, row, q, limit) };
    },
  );

  app.get<{ Querystring: Static<typeof OfficeQuery> }>(
    '/api/reference/offices',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Customs offices by role (DEP, DES, TRA, EXP, EXT, SCO ...), country, id or name',
        operationId: 'listCustomsOffices',
        security: readers,
        querystring: OfficeQuery,
        response: {
          200: json(
            'Valid offices, by id',
            Type.Array(
              Type.Object({
                id: Type.String(),
                country: Type.String(),
                names: Type.Record(Type.String(), Type.String()),
                roles: Type.Array(Type.String()),
                phone: Type.Union([Type.String(), Type.Null()]),
              }),
            ),
          ),
          304: { description: 'Not modified since the ETag given in If-None-Match' },
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { q = '', limit = 50, role, country } = request.query;
      const row = await officeListRow(deps.db);
      if (notModified(request, reply, [row?.refreshedAt, role, country, q, limit]))
        return reply.send();
      return findOffices(deps.db, { role, country, q, limit });
    },
  );

  app.get<{ Querystring: { kind?: string; limit?: number } }>(
    '/api/reference/syncs',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The latest reference-data syncs and imports, with their outcome and reason',
        operationId: 'listReferenceSyncs',
        security: readers,
        querystring: Type.Object({
          kind: Type.Optional(Type.String({ pattern: '^[a-z-]{1,32}$' })),
          limit: Type.Optional(Limit(20, 200)),
        }),
        response: {
          200: json(
            'Newest first',
            Type.Array(
              Type.Object({
                id: Type.String({ format: 'uuid' }),
                kind: Type.String(),
                scope: Type.String(),
                source: Type.String(),
                outcome: Type.String(),
                detail: Type.Union([Type.String(), Type.Null()]),
                entries: Type.Union([Type.Integer(), Type.Null()]),
                startedAt: Type.String({ format: 'date-time' }),
                finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
              }),
            ),
          ),
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request) =>
      (await latestSyncs(deps.db, request.query.kind, request.query.limit ?? 20)).map((row) => ({
        ...row,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
      })),
  );

  app.post(
    '/api/reference/code-lists/sync',
    {
      onRequest: adminGuards(deps).requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Sync the EU code lists and customs offices now (Admins), as the 02:00 UTC cycle does',
        operationId: 'syncCodeLists',
        security: security('Bearer', 'Session'),
        response: {
          202: json(
            'The sync job, queued',
            Type.Object({ job: Type.Union([Type.String(), Type.Null()]) }),
          ),
          ...problems(401, 403, 409, 429),
        },
      },
    },
    async (_request, reply) => {
      if (!deps.syncCodeLists)
        throw new DomainError(
          'conflict',
          'reference-sync-not-configured',
          'No ReferenceData:*Url is configured: the embedded snapshot is the reference data',
        );
      reply.code(202);
      return { job: await deps.syncCodeLists() };
    },
  );
};
