import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, type SessionRule, type TokenVerifier } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security } from '../http/index.ts';
import type { QueueConsumer } from './inbound.ts';

export interface ProbeRoutesDeps {
  readonly db: Db;
  readonly consumer?: QueueConsumer;
  readonly verifyToken?: TokenVerifier;
  readonly sessions?: SessionRule['find'];
}

/** What a route that needs the inbound queue answers when no block is active. */
export const noInboundQueue = () =>
  new DomainError(
    'not-found',
    'no-inbound-queue',
    'No inbound queue is active: set ServiceBus:Ingestion:ActiveEnvironment to a configured block',
  );

/** GET /api/admin/ingestion/probe: peeks the active inbound queue without consuming. */
export const probeRoutes = (deps: ProbeRoutesDeps) => async (app: FastifyInstance) => {
  const route = {
    onRequest: adminGuards(deps).requiresAdmin,
    schema: {
      tags: ['Administration'],
      summary: 'Peek at the active inbound queue without consuming (Admins)',
      operationId: 'probeInboundQueue',
      security: security('Bearer', 'Session'),
      response: {
        200: json(
          'Reachable or not, and the depths when the broker tells',
          Type.Object(
            {
              description: Type.String(),
              state: Type.String(),
              reachable: Type.Boolean(),
              queue: Type.String(),
              depth: Type.Optional(Type.Integer()),
              deadLetterDepth: Type.Optional(Type.Integer()),
              detail: Type.String(),
            },
            { title: 'QueueProbe' },
          ),
        ),
        ...problems(401, 403, 404),
      },
    },
  };
  app.get('/api/admin/ingestion/probe', route, async () => {
    if (!deps.consumer) {
      throw noInboundQueue();
    }
    return {
      description: deps.consumer.description,
      state: deps.consumer.state(),
      ...(await deps.consumer.probe()),
    };
  });
};
