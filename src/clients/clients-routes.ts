import type { FastifyInstance } from 'fastify';
import { authenticate, callerKey, partnerOf } from '../auth/index.ts';
import type { BodyReaders } from '../body-readers/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import {
  acceptRawBodies,
  IDEMPOTENCY_HEADER,
  json,
  problems,
  rawBodyOf,
  ref,
  security,
  whileCallerWaits,
} from '../http/index.ts';
import { parseIdempotencyKey } from '../idempotency/index.ts';
import { findClientByCode } from './client-store.ts';
import { clientView } from './client-view.ts';
import { receiveClientBatch } from './receive-client-batch.ts';

export interface ClientRoutesDeps {
  readonly db: Db;
  readonly readers: BodyReaders;
}

/** POST /api/v1/clients (masterdata batch) and GET /api/v1/clients/{code}: X-Api-Key only (SPEC.md). */
export const clientRoutes = (deps: ClientRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json']);
  // SPEC.md: X-Api-Key only, so a bearer token is refused with 401 whatever it holds; the key
  // needs the masterdata scope (decision 0015), to write and to read.
  const onRequest = [authenticate({ db: deps.db, apiKeyScope: 'masterdata' })];

  const route = {
    onRequest,
    config: {
      rateLimit: {},
      requestBody: {
        description: 'A masterdata batch, all or nothing; gzip accepted; 5 MB after decompression',
        content: { 'application/json': { schema: ref('ClientBatch') } },
      },
      requestHeaders: IDEMPOTENCY_HEADER,
    },
    schema: {
      tags: ['Clients'],
      summary: 'Upsert client masterdata by code (an API key with the masterdata scope)',
      operationId: 'pushClients',
      security: security('ApiKey'),
      response: {
        200: json('Stored', ref('ClientBatchOutcome')),
        ...problems(400, 401, 403, 409, 413, 415, 422, 429, 503),
      },
    },
  };
  app.post('/api/v1/clients', route, async (request, reply) => {
    const caller = request.caller!;
    const key = parseIdempotencyKey(request.headers['idempotency-key']);
    const waiting = whileCallerWaits(request);
    const read = await deps.readers
      .clientBatch(rawBodyOf(request).bytes, { caller: callerKey(caller), signal: waiting.signal })
      .finally(() => waiting.release());
    // SPEC.md: the key's name is recorded as the clients' UpdatedBy.
    const { outcome, replayed } = await receiveClientBatch(
      deps.db,
      read.value,
      partnerOf(caller),
      key
        ? { partner: partnerOf(caller), endpoint: 'clients', key, requestHash: read.hash }
        : undefined,
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return outcome;
  });

  const read = {
    onRequest,
    schema: {
      tags: ['Clients'],
      summary: 'One client as stored (an API key with the masterdata scope)',
      operationId: 'getClient',
      security: security('ApiKey'),
      params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
      response: { 200: json('The client', ref('Client')), ...problems(400, 401, 403, 404, 429) },
    },
  };
  app.get<{ Params: { code: string } }>('/api/v1/clients/:code', read, async (request) => {
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
