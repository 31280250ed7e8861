import type { FastifyInstance } from 'fastify';
import {
  adminTokens,
  authenticate,
  partnerOf,
  readerTokens,
  readScopeOf,
  type TokenVerifier,
} from '../auth/index.ts';
import { maskAccessCodes } from './mask-access-codes.ts';
import type { Db } from '../db/index.ts';
import type { Filer } from './file-dossier.ts';
import { declarationMessage, submitDossier } from './submit-dossier.ts';

export interface FilingRoutesDeps {
  readonly db: Db;
  readonly filer: Filer;
  readonly verifyToken?: TokenVerifier;
}

/** POST /api/dossiers/{uuid}/submit (Admins) and GET /api/declarations/{uuid}/xml. */
export const filingRoutes = (deps: FilingRoutesDeps) => async (app: FastifyInstance) => {
  const admins = [
    authenticate({ db: deps.db, bearer: deps.verifyToken && adminTokens(deps.verifyToken) }),
  ];
  // The same callers, and the same scope, as GET /api/declarations/{uuid}.
  const declarationReaders = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
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
    { onRequest: declarationReaders },
    async (request, reply) => {
      const message = await declarationMessage(
        deps.db,
        deps.filer,
        request.params.uuid.toLowerCase(),
        readScopeOf(request.caller!),
      );
      // Only the outbound message carries a guarantee's access code; no read ever returns it.
      const shown = maskAccessCodes(message.payload);
      return reply
        .type('application/xml; charset=utf-8')
        .header('x-message-id', message.messageId)
        .header('x-message-type', message.messageType)
        .header('x-message-filed', String(message.filed))
        .header('x-access-codes-masked', String(shown.masked))
        .send(shown.xml);
    },
  );
};
