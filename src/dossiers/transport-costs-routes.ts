import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, PEOPLE_ROLES, type SessionRule } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import { transportCosts } from '../valuation/index.ts';

export interface TransportCostsRoutesDeps {
  readonly db: Db;
  readonly sessions: SessionRule['find'];
}

const money = (description: string) => Type.Number({ minimum: 0, maximum: 1e12, description });

const Request = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        {
          grossMass: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
          value: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 9999, description: 'Per goods line: its gross mass and value' },
    ),
    basis: Type.Union([Type.Literal('mass'), Type.Literal('value')]),
    air: Type.Optional(
      Type.Object(
        {
          ratePerKg: Type.Number({ minimum: 0, maximum: 1e6, description: 'Per kg of gross mass' }),
          minimum: Type.Optional(money('Never less than this')),
        },
        { additionalProperties: false },
      ),
    ),
    costs: Type.Array(
      Type.Object(
        {
          code: Type.String({ pattern: '^[A-Z]{2}$', description: 'DE 4/9 code: AB..AN, BA..BG' }),
          amount: money('The cost'),
        },
        { additionalProperties: false },
      ),
      { maxItems: 99 },
    ),
  },
  { additionalProperties: false, title: 'TransportCostsRequest' },
);

const Answer = Type.Object(
  {
    costs: Type.Array(
      Type.Object({
        code: Type.String(),
        amount: Type.Number(),
        parts: Type.Array(Type.Number(), { description: 'Per line, to the cent' }),
      }),
    ),
    lineTotals: Type.Array(Type.Number(), { description: 'Per line, its share of every cost' }),
    total: Type.Number(),
    grossMass: Type.Number(),
  },
  { title: 'TransportCosts' },
);

/**
 * The transport cost calculator of /Tools/TransportCosts and /Dossiers/{id}/TransportCosts (issue
 * 28): the client's air rate and the costs entered by hand, apportioned over the lines to the
 * cent. Computes only; the dossier page saves the result as the declaration's costs.
 */
export const transportCostsRoutes =
  (deps: TransportCostsRoutesDeps) => async (app: FastifyInstance) => {
    strictBodies(app);
    app.post<{ Body: Static<typeof Request> }>(
      '/api/tools/transport-costs',
      {
        onRequest: [
          authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
        ],
        schema: {
          tags: ['Declare'],
          summary:
            'Transport costs apportioned over goods lines by gross mass or value, the parts adding up to each cost exactly. Stores nothing',
          operationId: 'transportCosts',
          security: security('Session'),
          body: Request,
          response: {
            200: json('The costs and their parts', Answer),
            ...problems(401, 403, 415, 422),
          },
        },
      },
      async (request) => transportCosts(request.body),
    );
  };
