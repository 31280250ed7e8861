import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { acceptRawBodies, rawBodyOf } from '../http/request-body.ts';
import { hashRequest, parseIdempotencyKey } from '../idempotency/index.ts';
import { findClientByCode } from './client-store.ts';
import { clientView } from './client-view.ts';
import { receiveClientBatch } from './receive-client-batch.ts';

export interface ClientRoutesDeps {
  readonly db: Db;
}

/** POST /api/v1/clients (masterdata batch) and GET /api/v1/clients/{code}: X-Api-Key only (SPEC.md). */
export const clientRoutes = (deps: ClientRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json']);
  // No token verifier: a bearer token is refused here with 401, whatever it holds.
  const onRequest = [authenticate({ db: deps.db })];

  app.post('/api/v1/clients', { onRequest, config: { rateLimit: {} } }, async (request, reply) => {
    const caller = request.caller!;
    if (caller.kind !== 'api-key')
      throw new DomainError('unauthenticated', 'unauthenticated', 'Send an X-Api-Key header');
    const body = rawBodyOf(request);
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    // SPEC.md: the key's name is recorded as the clients' UpdatedBy.
    const { outcome, replayed } = await receiveClientBatch(
      deps.db,
      body.text,
      caller.name,
      key
        ? { partner: caller.name, endpoint: 'clients', key, requestHash: hashRequest(body.bytes) }
        : undefined,
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return outcome;
  });

  app.get<{ Params: { code: string } }>('/api/v1/clients/:code', { onRequest }, async (request) => {
    const client = await findClientByCode(deps.db, request.params.code);
    if (!client)
      throw new DomainError(
        'not-found',
        'client-not-found',
        `No client has code ${request.params.code}`,
      );
    return clientView(client);
  });
};
