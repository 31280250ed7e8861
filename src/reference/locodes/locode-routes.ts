import type { FastifyInstance } from 'fastify';
import { authenticate, referenceReaderTokens, PEOPLE_ROLES } from '../../auth/index.ts';
import { DomainError } from '../../errors/index.ts';
import { json, problems, security } from '../../http/index.ts';
import type { ReferenceRouteDeps } from '../reference-deps.ts';
import { recentLocodeImport } from './last-locode-import.ts';
import { answerCache } from './answer-cache.ts';
import { LocodeHitSchema, LocodeSearchQuery } from './locode-schemas.ts';
import { matchesIfNoneMatch } from '../http-cache.ts';
import { searchEtag } from './search-etag.ts';
import { searchLocodes, type LocodeSearch } from './search-locodes.ts';
import { searchText } from './search-text.ts';

const MIN_TEXT = 2;
const DEFAULT_LIMIT = 20;
/** About 3 KB each: a few MB per process for the searches typed most (two letters: 676 of them). */
const CACHED_ANSWERS = 5000;
/** How long the id of the current list is trusted: an import elsewhere shows within a second. */
const IMPORT_ID_MAX_AGE_MS = 1000;

const searchOf = (query: LocodeSearchQuery): LocodeSearch => {
  const text = searchText(query.q ?? '');
  if (text.length < MIN_TEXT)
    throw new DomainError(
      'unparseable',
      'bad-request',
      `Send q with at least ${MIN_TEXT} characters: a UN/LOCODE (BEANR) or the start of a place name`,
      [{ path: '?q', message: `must hold at least ${MIN_TEXT} characters` }],
    );
  return {
    text,
    limit: query.limit ?? DEFAULT_LIMIT,
    ...(query.country ? { country: query.country.toUpperCase() } : {}),
  };
};

/**
 * GET /api/locodes/search (DECISIONS.md section 5): UN/LOCODE is public fact, so any valid API
 * key or a bearer token with a role of the service reads it. The answer changes only with an
 * import: a private cache keeps it five minutes, and its ETag makes a repeat a 304.
 */
export const locodeRoutes = (deps: ReferenceRouteDeps) => async (app: FastifyInstance) => {
  const answers = answerCache<string>(CACHED_ANSWERS);
  const currentImport = recentLocodeImport(deps.db, IMPORT_ID_MAX_AGE_MS);
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'any',
      bearer: deps.verifyToken && referenceReaderTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];

  app.get<{ Querystring: LocodeSearchQuery }>(
    '/api/locodes/search',
    {
      onRequest,
      config: {
        requestHeaders: {
          'if-none-match': {
            type: 'string',
            description:
              'The ETag of an earlier answer: 304 while the list and the search are the same',
          },
        },
      },
      schema: {
        tags: ['Reference data'],
        summary:
          'UN/LOCODE locations by code or name: the exact code first, then names that start with q (q a whole word first, then the shortest), then names with most of its trigrams',
        operationId: 'searchLocodes',
        security: security('ApiKey', 'Bearer', 'Session'),
        querystring: LocodeSearchQuery,
        response: {
          200: {
            ...json('Locations, best first', { type: 'array', items: LocodeHitSchema }),
            headers: {
              ETag: {
                type: 'string',
                description: 'Changes with the list (each import) and with the search',
              },
              'Cache-Control': { type: 'string', examples: ['private, max-age=300'] },
            },
          },
          304: { description: 'Not Modified: If-None-Match named the current answer' },
          ...problems(400, 401, 403, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const search = searchOf(request.query);
      const etag = searchEtag(await currentImport(), search);
      reply.header('cache-control', 'private, max-age=300').header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      let answer = answers.get(etag);
      if (answer === undefined) {
        answer = JSON.stringify(await searchLocodes(deps.db, search));
        answers.set(etag, answer);
      }
      // Kept as the JSON text sent: a repeat costs no serialisation.
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );
};
