import type { FastifyInstance } from 'fastify';
import { recentlyLiveKeys } from '../api-keys/index.ts';
import {
  authenticate,
  callerKey,
  partnerOf,
  readerTokens,
  readScopeOf,
  senderTokens,
  type TokenVerifier,
} from '../auth/index.ts';
import type { BodyReaders } from '../body-readers/index.ts';
import { isUuid } from '../db/index.ts';
import { DOSSIER_SOURCES, DOSSIER_STATUSES } from '../db/schema/index.ts';
import { dossierDetail, dossierSummary, findDossier, listDossiers } from '../dossiers/index.ts';
import { DomainError } from '../errors/index.ts';
import { whileCallerWaits } from '../http/hang-up.ts';
import { acceptRawBodies, rawBodyOf } from '../http/request-body.ts';
import { parseIdempotencyKey } from '../idempotency/index.ts';
import { ingest, type IngestDeps } from './ingest.ts';

export interface DeclarationRoutesDeps extends IngestDeps {
  readonly verifyToken?: TokenVerifier;
  readonly readers: BodyReaders;
}

interface ListQuery {
  ucr?: string;
  status?: (typeof DOSSIER_STATUSES)[number];
  source?: (typeof DOSSIER_SOURCES)[number];
  partner?: string;
  limit: number;
}

/** POST /api/declarations (and /api/v1/declarations), GET one, GET a filtered list. */
/** How long a key found live is admitted without a lookup; the write checks it again anyway. */
const KEY_RECHECK_MS = 1000;

export const declarationRoutes = (deps: DeclarationRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json', 'xml']);
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
    }),
  ];
  // ingest() checks the key again in the statement that writes the dossier, and before a replay.
  const onIngest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && senderTokens(deps.verifyToken),
      recentlyLiveKeys: recentlyLiveKeys(KEY_RECHECK_MS),
    }),
  ];

  for (const url of ['/api/declarations', '/api/v1/declarations']) {
    app.post(url, { onRequest: onIngest, config: { rateLimit: {} } }, async (request, reply) => {
      const body = rawBodyOf(request);
      const caller = request.caller!;
      const partner = partnerOf(caller);
      const key = parseIdempotencyKey(request.headers['idempotency-key']);
      const waiting = whileCallerWaits(request);
      const read = await deps.readers
        .declaration(body.bytes, body.format, { caller: callerKey(caller), signal: waiting.signal })
        .finally(() => waiting.release());
      const outcome = await ingest(deps, read.value, {
        source: 'ApiIngestion',
        partner,
        receivedJson: read.json,
        ...(caller.kind === 'api-key' ? { apiKeyId: caller.keyId } : {}),
        ...(key
          ? {
              idempotency: {
                partner,
                endpoint: 'declarations',
                key,
                requestHash: read.hash,
              },
            }
          : {}),
      });
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply
        .code(201)
        .header('location', `/api/declarations/${outcome.response.uuid}`)
        .send(outcome.response);
    });
  }

  app.get<{ Params: { uuid: string } }>(
    '/api/declarations/:uuid',
    { onRequest },
    async (request) => {
      const scope = readScopeOf(request.caller!);
      const found = isUuid(request.params.uuid)
        ? await findDossier(deps.db, request.params.uuid.toLowerCase(), scope)
        : undefined;
      if (!found)
        throw new DomainError(
          'not-found',
          'dossier-not-found',
          `No dossier has id ${request.params.uuid}`,
        );
      return dossierDetail(
        found.dossier,
        found.client,
        found.documents,
        scope.all ? 'full' : 'code',
      );
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/declarations',
    {
      onRequest,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ucr: { type: 'string', maxLength: 35 },
            status: { type: 'string', enum: [...DOSSIER_STATUSES] },
            source: { type: 'string', enum: [...DOSSIER_SOURCES] },
            partner: { type: 'string', maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
          additionalProperties: false,
        },
      },
    },
    async (request) => {
      const scope = readScopeOf(request.caller!);
      const rows = await listDossiers(deps.db, request.query, scope);
      return rows.map((row) =>
        dossierSummary(row.dossier, row.client, scope.all ? 'full' : 'code'),
      );
    },
  );
};
