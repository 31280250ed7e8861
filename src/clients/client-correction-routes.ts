import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, DECLARANT_ROLES, PEOPLE_ROLES } from '../auth/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import { handCorrections } from './client-corrections.ts';
import type { ClientWebRoutesDeps } from './clients-web-routes.ts';
import { releaseClientFields } from './edit-client.ts';

const TAGS = ['Clients'];
const CODE_PARAMS = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) });
const CorrectionsSchema = Type.Object(
  {
    code: Type.String(),
    corrections: Type.Array(
      Type.Object({
        member: Type.String(),
        value: Type.Union([Type.String(), Type.Number(), Type.Null()]),
        set_by: Type.Union([Type.String(), Type.Null()]),
        set_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      }),
    ),
  },
  { title: 'ClientCorrections' },
);
const ReleaseBody = Type.Object(
  {
    members: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { minItems: 1, maxItems: 20 }),
    ),
    all: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false, title: 'ClientRelease' },
);

/**
 * A client's hand corrections on its page (decision 0051): who set which member by hand, so
 * masterdata leaves it alone; handed back with `customs clients release`'s use case. Read by
 * whoever reads clients; handed back by declarants (SuperUsers, Admins), as a correction is made.
 */
export const clientCorrectionRoutes =
  (deps: ClientWebRoutesDeps) => async (app: FastifyInstance) => {
    strictBodies(app);
    const readers = [
      authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
    ];
    const declarants = [
      authenticate({ db: deps.db, session: { find: deps.sessions, roles: DECLARANT_ROLES } }),
    ];
    const session = security('Session');

    app.get<{ Params: Static<typeof CODE_PARAMS> }>(
      '/api/clients/:code/corrections',
      {
        onRequest: readers,
        schema: {
          tags: TAGS,
          summary:
            'The members of a client set by hand, which masterdata leaves alone, with who set each and when',
          operationId: 'listClientCorrections',
          security: session,
          params: CODE_PARAMS,
          response: {
            200: json('The corrections', CorrectionsSchema),
            ...problems(400, 401, 403, 404),
          },
        },
      },
      async (request) => handCorrections(deps.db, request.params.code),
    );

    app.post<{ Params: Static<typeof CODE_PARAMS>; Body: Static<typeof ReleaseBody> }>(
      '/api/clients/:code/release',
      {
        onRequest: declarants,
        schema: {
          tags: TAGS,
          summary:
            'Hand members set by hand back to masterdata, named or all (Admins, SuperUsers); audited as client.released-to-masterdata',
          operationId: 'releaseClientCorrections',
          security: session,
          params: CODE_PARAMS,
          body: ReleaseBody,
          response: {
            200: json('The corrections left', CorrectionsSchema),
            ...problems(400, 401, 403, 404, 413, 415, 422),
          },
        },
      },
      async (request) => {
        const { members, all } = request.body;
        if (!all === !members)
          throw new DomainError('invalid', 'validation', 'Name the members, or all', [
            { path: '/', message: 'must hold members or all: true, not both', keyword: 'members' },
          ]);
        const user = (request.caller as { name: string }).name;
        await releaseClientFields(deps.db, request.params.code, all ? 'all' : members!, user);
        return handCorrections(deps.db, request.params.code);
      },
    );
  };
