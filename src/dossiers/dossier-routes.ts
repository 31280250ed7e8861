import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, readerTokens, readScopeOf, type TokenVerifier } from '../auth/index.ts';
import { isUuid, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, ref, security } from '../http/index.ts';
import { DossierListQuery } from './dossier-schemas.ts';
import { findDossier, listDossiers } from './dossier-store.ts';
import { dossierDetail, dossierSummary } from './dossier-view.ts';

export interface DossierRoutesDeps {
  readonly db: Db;
  readonly verifyToken?: TokenVerifier;
}

const TAGS = ['Declarations'];

/**
 * GET /api/declarations and GET /api/declarations/{uuid}: a partner reads the dossiers it sent
 * (decision 0014), an Admins token every dossier. Same callers as the POST: API keys with the
 * declarations scope, bearer tokens.
 */
export const dossierRoutes = (deps: DossierRoutesDeps) => async (app: FastifyInstance) => {
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
    }),
  ];

  app.get<{ Params: { uuid: string } }>(
    '/api/declarations/:uuid',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'One dossier with its declaration after company defaults were merged',
        operationId: 'getDeclaration',
        security: security('ApiKey', 'Bearer'),
        params: { type: 'object', properties: { uuid: { type: 'string' } }, required: ['uuid'] },
        response: {
          200: json('The dossier', ref('DossierDetail')),
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const scope = readScopeOf(request.caller!);
      const found = isUuid(request.params.uuid)
        ? await findDossier(deps.db, request.params.uuid.toLowerCase(), scope)
        : undefined;
      if (!found)
        throw new DomainError(
          'not-found',
          'dossier-not-found',
          `No dossier has id ${request.params.uuid}`,
        );
      return dossierDetail(
        found.dossier,
        found.client,
        found.documents,
        scope.all ? 'full' : 'code',
      );
    },
  );

  app.get<{ Querystring: Static<typeof DossierListQuery> }>(
    '/api/declarations',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "The caller's dossiers (an administrator's: every dossier), newest first",
        operationId: 'listDeclarations',
        security: security('ApiKey', 'Bearer'),
        querystring: DossierListQuery,
        response: {
          200: json('Dossiers', { type: 'array', items: ref('DossierSummary') }),
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const scope = readScopeOf(request.caller!);
      const rows = await listDossiers(deps.db, request.query, scope);
      return rows.map((row) =>
        dossierSummary(row.dossier, row.client, scope.all ? 'full' : 'code'),
      );
    },
  );
};
