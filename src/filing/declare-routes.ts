import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SessionRule } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { actorOf, dossierIdOf, sessionChecks, transitionDossier } from '../dossiers/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import type { Filer } from './file-dossier.ts';
import { filingPreview, markReady } from './filing-preview.ts';

export interface DeclareRoutesDeps {
  readonly db: Db;
  readonly filer: Filer;
  readonly sessions: SessionRule['find'];
}

const UUID_PARAMS = Type.Object({ uuid: Type.String() });

const Problem = Type.Object({
  rule: Type.Optional(Type.String({ description: 'The filing rule (docs/filing-rules.md)' })),
  element: Type.String({ description: 'Where in the message' }),
  path: Type.String({ description: 'JSON Pointer into the declaration, or settings:<key>' }),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const Preview = Type.Object(
  {
    status: Type.String(),
    messageType: Type.Union([
      Type.Literal('CC015C'),
      Type.Literal('CC515C'),
      Type.Literal('IE415B'),
    ]),
    available: Type.Boolean({ description: 'Whether this service can file at all' }),
    unavailable: Type.Optional(Type.String({ description: 'What an operator must configure' })),
    environments: Type.Array(Type.String(), {
      description: 'The configured ServiceBus:Descartes blocks',
    }),
    defaultEnvironment: Type.String(),
    problems: Type.Array(Problem, {
      description: 'Why the message does not build yet; empty when it does',
    }),
    notices: Type.Array(Problem, { description: 'Values the message has no place for' }),
    xml: Type.Union([Type.Null(), Type.String()], {
      description: 'The message as filing would send it now, access codes masked',
    }),
  },
  { title: 'FilingPreview' },
);

/**
 * The Declare page's server side (issue 28): the completeness report and the message preview,
 * and Approved -> Ready. Filing itself is POST /api/dossiers/{uuid}/submit.
 */
export const declareRoutes = (deps: DeclareRoutesDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { people, declarants } = sessionChecks(deps.db, deps.sessions);
  app.get<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/filing-preview',
    {
      onRequest: people,
      schema: {
        tags: ['Declare'],
        summary:
          'The message filing the dossier now would send (access codes masked), or every problem in its way; the environments it can go to. Stores nothing',
        operationId: 'filingPreview',
        security: security('Session'),
        params: UUID_PARAMS,
        response: {
          200: json('The report', Preview),
          ...problems(401, 403, 404),
        },
      },
    },
    async (request) => filingPreview(deps.db, deps.filer, dossierIdOf(request.params.uuid)),
  );
  app.post<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/ready',
    {
      onRequest: declarants,
      schema: {
        tags: ['Declare'],
        summary:
          'Approved -> Ready (Admins, SuperUsers): the message builds and validates; refused with every problem (422) when it does not',
        operationId: 'markReady',
        security: security('Session'),
        params: UUID_PARAMS,
        response: {
          200: json(
            'Ready',
            Type.Object({ status: Type.Literal('Ready'), messageType: Type.String() }),
          ),
          ...problems(401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) =>
      markReady(deps.db, deps.filer, {
        dossierId: dossierIdOf(request.params.uuid),
        actor: actorOf(request.caller),
      }),
  );
  app.post<{ Params: { uuid: string }; Body: { reason: string } }>(
    '/api/dossiers/:uuid/reopen',
    {
      onRequest: declarants,
      schema: {
        tags: ['Declare'],
        summary:
          'Approved or Ready -> Review (Admins, SuperUsers), to correct a value approved; the reason is kept in the history',
        operationId: 'reopenDossier',
        security: security('Session'),
        params: UUID_PARAMS,
        body: Type.Object(
          { reason: Type.String({ minLength: 3, maxLength: 500, description: 'Why' }) },
          { additionalProperties: false },
        ),
        response: {
          200: json('In Review', Type.Object({ status: Type.Literal('Review') })),
          ...problems(401, 403, 404, 409, 415, 422),
        },
      },
    },
    async (request) => {
      const dossierId = dossierIdOf(request.params.uuid);
      await deps.db.transaction((tx) =>
        transitionDossier(tx, {
          dossierId,
          event: 'reopen',
          actor: actorOf(request.caller),
          reason: request.body.reason.trim(),
          at: new Date(),
        }),
      );
      return { status: 'Review' as const };
    },
  );
};
