import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE, authenticate, partnerOf, type TokenVerifier } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import type { Filer } from './file-dossier.ts';
import { declarationMessage, submitDossier } from './submit-dossier.ts';

export interface FilingRoutesDeps {
  readonly db: Db;
  readonly filer: Filer;
  readonly verifyToken?: TokenVerifier;
  /** Who may read a declaration's XML: the same callers as GET /api/declarations/{uuid}. */
  readonly readerRole: string;
}

/** POST /api/dossiers/{uuid}/submit (Admins) and GET /api/declarations/{uuid}/xml. */
export const filingRoutes = (deps: FilingRoutesDeps) => async (app: FastifyInstance) => {
  const admins = [
    authenticate({
      db: deps.db,
      apiKeys: false,
      bearer: deps.verifyToken && { verify: deps.verifyToken, requiredRole: ADMIN_ROLE },
    }),
  ];
  const readers = [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && { verify: deps.verifyToken, requiredRole: deps.readerRole },
    }),
  ];

  app.post<{ Params: { uuid: string }; Querystring: { environment?: string } }>(
    '/api/dossiers/:uuid/submit',
    {
      onRequest: admins,
      schema: {
        querystring: {
          type: 'object',
          properties: { environment: { type: 'string', minLength: 1, maxLength: 64 } },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const filed = await submitDossier(deps.db, deps.filer, {
        dossierId: request.params.uuid.toLowerCase(),
        actor: partnerOf(request.caller!),
        environment: request.query.environment,
      });
      return { uuid: request.params.uuid.toLowerCase(), status: 'Submitted', ...filed };
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/api/declarations/:uuid/xml',
    { onRequest: readers },
    async (request, reply) => {
      const message = await declarationMessage(
        deps.db,
        deps.filer,
        request.params.uuid.toLowerCase(),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('x-message-id', message.messageId)
        .header('x-message-type', message.messageType)
        .header('x-message-filed', String(message.filed))
        .send(message.payload);
    },
  );
};
