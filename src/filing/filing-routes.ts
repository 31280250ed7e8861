import type { FastifyInstance } from 'fastify';
import {
  adminTokens,
  authenticate,
  partnerOf,
  readerTokens,
  readScopeOf,
  type Caller,
  PEOPLE_ROLES,
  DECLARANT_ROLES,
  type SessionRule,
  type TokenVerifier,
} from '../auth/index.ts';
import type { Actor, Role } from '../dossiers/index.ts';
import { json, problems, security } from '../http/index.ts';
import { maskAccessCodes } from './mask-access-codes.ts';
import type { Db } from '../db/index.ts';
import type { Filer } from './file-dossier.ts';
import { declarationMessage, submitDossier } from './submit-dossier.ts';

export interface FilingRoutesDeps {
  readonly db: Db;
  readonly filer: Filer;
  readonly verifyToken?: TokenVerifier;
  readonly sessions?: SessionRule['find'];
}

const ROLES: readonly Role[] = ['Admins', 'SuperUsers', 'Users'];

/** The caller as the state machine sees it: its name and the web roles its token holds. */
const actorOf = (caller: Caller): Actor => ({
  name: partnerOf(caller),
  roles:
    caller.kind === 'bearer' || caller.kind === 'user'
      ? ROLES.filter((role) => caller.roles.includes(role))
      : [],
});

const UUID_PARAMS = {
  type: 'object',
  properties: { uuid: { type: 'string' } },
  required: ['uuid'],
} as const;

/** POST /api/dossiers/{uuid}/submit (Admins) and GET /api/declarations/{uuid}/xml. */
export const filingRoutes = (deps: FilingRoutesDeps) => async (app: FastifyInstance) => {
  // An Admins token, or a declarant in the app (the state machine then decides: a Ready dossier
  // is filed by any declarant, one in Review or Approved directly only by an administrator).
  const filers = [
    authenticate({
      db: deps.db,
      bearer: deps.verifyToken && adminTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: DECLARANT_ROLES },
    }),
  ];
  // The same callers, and the same scope, as GET /api/declarations/{uuid}.
  const declarationReaders = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];

  app.post<{ Params: { uuid: string }; Querystring: { environment?: string } }>(
    '/api/dossiers/:uuid/submit',
    {
      onRequest: filers,
      schema: {
        tags: ['Filing'],
        summary:
          'File a dossier: build and validate its message, put it in the outbox (from Ready: an Admins token or a declarant in the app; directly from Review or Approved: administrators only)',
        operationId: 'submitDossier',
        security: security('Bearer', 'Session'),
        params: UUID_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            environment: {
              type: 'string',
              minLength: 1,
              maxLength: 64,
              description: 'ServiceBus:Descartes block; default AutoDispatchEnvironment',
            },
          },
          additionalProperties: false,
        },
        response: {
          200: json('Filed', {
            type: 'object',
            properties: {
              uuid: { type: 'string', format: 'uuid' },
              status: { type: 'string', const: 'Submitted' },
              messageId: { type: 'string' },
              messageType: { type: 'string', enum: ['CC015C', 'CC515C', 'IE415B'] },
              environment: { type: 'string' },
            },
          }),
          ...problems(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const filed = await submitDossier(deps.db, deps.filer, {
        dossierId: request.params.uuid.toLowerCase(),
        actor: actorOf(request.caller!),
        environment: request.query.environment,
      });
      return { uuid: request.params.uuid.toLowerCase(), status: 'Submitted', ...filed };
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/api/declarations/:uuid/xml',
    {
      onRequest: declarationReaders,
      schema: {
        tags: ['Filing'],
        summary:
          'The declaration message as filed (in its envelope), or as filing would send it now; access codes masked',
        operationId: 'getDeclarationXml',
        security: security('ApiKey', 'Bearer', 'Session'),
        params: UUID_PARAMS,
        response: {
          200: {
            description:
              'The message; X-Message-Filed says whether it was filed, X-Access-Codes-Masked whether codes were masked',
            content: { 'application/xml': { schema: { type: 'string' } } },
          },
          ...problems(400, 401, 403, 404, 422, 429, 503),
        },
      },
    },
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
