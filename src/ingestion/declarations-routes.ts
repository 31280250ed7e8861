import type { FastifyInstance } from 'fastify';
import { recentlyLiveKeys } from '../api-keys/index.ts';
import {
  authenticate,
  callerKey,
  partnerOf,
  senderTokens,
  type TokenVerifier,
} from '../auth/index.ts';
import type { BodyReaders } from '../body-readers/index.ts';
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
import { ingest, type IngestDeps } from './ingest.ts';

export interface DeclarationRoutesDeps extends IngestDeps {
  readonly verifyToken?: TokenVerifier;
  readonly readers: BodyReaders;
}

/** How long a key found live is admitted without a lookup; the write checks it again anyway. */
const KEY_RECHECK_MS = 1000;

/** POST /api/declarations (and /api/v1/declarations): one canonical declaration in, a dossier out. */
export const declarationRoutes = (deps: DeclarationRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json', 'xml']);
  // ingest() checks the key again in the statement that writes the dossier, and before a replay.
  const onIngest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && senderTokens(deps.verifyToken),
      recentlyLiveKeys: recentlyLiveKeys(KEY_RECHECK_MS),
    }),
  ];

  for (const [url, operationId] of [
    ['/api/declarations', 'ingestDeclaration'],
    ['/api/v1/declarations', 'ingestDeclarationV1'],
  ] as const) {
    const route = {
      onRequest: onIngest,
      config: {
        rateLimit: {},
        requestBody: {
          description:
            'One canonical declaration, JSON or XML (DECISIONS.md section 6), gzip accepted, 5 MB after decompression',
          content: {
            'application/json': { schema: ref('CanonicalDeclaration') },
            'application/xml': {
              schema: { type: 'string', description: 'See /schemas/canonical-declaration.xsd' },
            },
          },
        },
        requestHeaders: IDEMPOTENCY_HEADER,
      },
      schema: {
        tags: ['Declarations'],
        summary:
          'Ingest one canonical declaration: a dossier in Review (or Submitted when dispatched)',
        operationId,
        security: security('ApiKey', 'Bearer'),
        response: {
          201: json('Dossier created', ref('IngestionResponse')),
          ...problems(400, 401, 403, 409, 413, 415, 422, 429, 503),
        },
      },
    };
    app.post(url, route, async (request, reply) => {
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
        partnerKind: caller.kind === 'bearer' ? 'bearer' : 'api-key',
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
};
