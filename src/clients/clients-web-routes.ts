import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, DECLARANT_ROLES, PEOPLE_ROLES, type SessionRule } from '../auth/index.ts';
import { ClientItemSchema, decodeUtf8, readJson } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { acceptRawBodies, json, problems, rawBodyOf, ref, security } from '../http/index.ts';
import { listClients } from './client-list.ts';
import { findClientByCode } from './client-store.ts';
import { clientView } from './client-view.ts';
import { checkClientItem, createClientByHand } from './create-client-by-hand.ts';
import { editClientByHand } from './edit-client.ts';
import { promoteClient } from './promote-client.ts';

export interface ClientWebRoutesDeps {
  readonly db: Db;
  readonly sessions: SessionRule['find'];
}

const TAGS = ['Clients'];
/** PATCH's body: any members but the code, each optional; null clears one. */
const ClientChangesSchema = Type.Partial(Type.Omit(ClientItemSchema, ['code']), {
  title: 'ClientChanges',
});
const CODE_PARAMS = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) });
const ListQuery = Type.Object(
  {
    customs: Type.Optional(Type.Boolean()),
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    sort: Type.Union([Type.Literal('code'), Type.Literal('name')], { default: 'code' }),
    order: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' }),
    offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { additionalProperties: false },
);

/**
 * /Clients and /ClientsAll (SPEC.md): people keep the broker's clients. Everyone signed in reads
 * them; creating, correcting and promoting is declarant work (Admins, SuperUsers). Members are
 * checked as a masterdata row is, and every change is audited under the user's name.
 */
export const clientWebRoutes = (deps: ClientWebRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json']);
  const readers = [
    authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
  ];
  const declarants = [
    authenticate({ db: deps.db, session: { find: deps.sessions, roles: DECLARANT_ROLES } }),
  ];
  const session = security('Session');
  const bodyOf = (bytes: Buffer) => readJson(decodeUtf8(bytes), ClientItemSchema);
  const userOf = (caller: unknown) => (caller as { name: string }).name;
  const found = async (code: string) => {
    const client = await findClientByCode(deps.db, code);
    if (!client)
      throw new DomainError('not-found', 'client-not-found', `No client has code ${code}`);
    return client;
  };

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/api/clients',
    {
      onRequest: readers,
      schema: {
        tags: TAGS,
        summary:
          'Clients for the web app: customs clients (customs=true), masterdata only (false) or all; X-Total-Count says how many match',
        operationId: 'listClients',
        security: session,
        querystring: ListQuery,
        response: {
          200: {
            ...json('Clients', Type.Array(Type.Unsafe(ref('Client')))),
            headers: { 'X-Total-Count': { schema: { type: 'integer' } } },
          },
          ...problems(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listClients(deps.db, request.query);
      reply.header('x-total-count', String(total));
      return rows.map(clientView);
    },
  );

  app.get<{ Params: { code: string } }>(
    '/api/clients/:code',
    {
      onRequest: readers,
      schema: {
        tags: TAGS,
        summary: 'One client, for the web app',
        operationId: 'getClientForApp',
        security: session,
        params: CODE_PARAMS,
        response: { 200: json('The client', ref('Client')), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => clientView(await found(request.params.code)),
  );

  app.post(
    '/api/clients',
    {
      onRequest: declarants,
      config: {
        requestBody: { content: { 'application/json': { schema: ref('ClientItem') } } },
      },
      schema: {
        tags: TAGS,
        summary: 'Create a customs client by hand (Admins, SuperUsers)',
        operationId: 'createClient',
        security: session,
        response: {
          201: json('Created', ref('Client')),
          ...problems(400, 401, 403, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const item = checkClientItem(bodyOf(rawBodyOf(request).bytes));
      const client = await deps.db.transaction((tx) =>
        createClientByHand(tx, item, userOf(request.caller)),
      );
      reply.code(201);
      return clientView(client);
    },
  );

  app.patch<{ Params: { code: string } }>(
    '/api/clients/:code',
    {
      onRequest: declarants,
      config: {
        requestBody: {
          description: 'The members to change; null clears one; the code cannot change',
          content: { 'application/json': { schema: ClientChangesSchema } },
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'Correct a client by hand (Admins, SuperUsers); masterdata leaves what a person set alone',
        operationId: 'editClient',
        security: session,
        params: CODE_PARAMS,
        response: {
          200: json('Changed', ref('Client')),
          ...problems(400, 401, 403, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const changes = readJson(
        decodeUtf8(rawBodyOf(request).bytes),
        Type.Partial(ClientItemSchema),
      );
      if (typeof changes !== 'object' || changes === null || Array.isArray(changes))
        throw new DomainError('invalid', 'validation', 'The body is a JSON object of members', [
          { path: '/', message: 'must be an object' },
        ]);
      const { code, ...members } = changes as Record<string, unknown>;
      if (code !== undefined && code !== request.params.code)
        throw new DomainError('invalid', 'validation', 'A client code cannot change', [
          { path: '/code', message: 'must be left out or equal the client code' },
        ]);
      return clientView(
        await editClientByHand(deps.db, request.params.code, members, userOf(request.caller)),
      );
    },
  );

  app.post<{ Params: { code: string } }>(
    '/api/clients/:code/promote',
    {
      onRequest: declarants,
      schema: {
        tags: TAGS,
        summary: 'Make a masterdata client a customs client (Admins, SuperUsers), at /ClientsAll',
        operationId: 'promoteClientByHand',
        security: session,
        params: CODE_PARAMS,
        response: { 200: json('Promoted', ref('Client')), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) =>
      clientView(
        (await promoteClient(deps.db, request.params.code, userOf(request.caller))).client,
      ),
  );
};
