import type { FastifyInstance } from 'fastify';
import { authenticate, referenceReaderTokens, PEOPLE_ROLES } from '../../auth/index.ts';
import { DomainError } from '../../errors/index.ts';
import { json, problems, security } from '../../http/index.ts';
import type { ReferenceRouteDeps } from '../reference-deps.ts';
import { cachedAnswer } from '../http-cache.ts';
import { listTariffImports } from './import-store.ts';
import { lookupTariffLineWithChain } from './lookup-tariff.ts';
import { searchTariff } from './search-tariff.ts';
import { latestExtraction } from './latest-extraction.ts';

const TAGS = ['Reference data'];
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const notModified = { 304: { description: 'Not modified: the If-None-Match ETag is current' } };

const descriptions = {
  type: 'object',
  properties: {
    nl: { type: ['string', 'null'] },
    fr: { type: ['string', 'null'] },
    en: { type: ['string', 'null'] },
  },
  required: ['nl', 'fr', 'en'],
};
const chain = {
  type: 'array',
  description:
    'The description chain, so that a line reads more than a bare "Other": its heading (4 digits), the grouping lines between, and the line itself last, each with its descriptions without the leading dashes of the printed tariff, in force on the date. A heading\'s own chain is itself. From an imported Tarbel extraction the levels come from the lines\' indents; the CN 2026 seed knows only the heading above its 8-digit lines.',
  items: {
    type: 'object',
    properties: {
      code: {
        type: 'string',
        description: "The level's code, as long as the line's (a heading: 4 digits and zeros)",
      },
      suffix: { type: 'string', description: 'Product line suffix (below 80: a grouping line)' },
      descriptions,
    },
    required: ['code', 'suffix', 'descriptions'],
  },
};
const line = {
  type: 'object',
  properties: {
    code: { type: 'string', description: '10 digits (Tarbel) or 8 (CN 2026 seed)' },
    suffix: { type: 'string', description: 'Product line suffix; 80 is a declarable line' },
    descriptions,
    valid_from: { type: 'string', format: 'date' },
    valid_to: { type: ['string', 'null'], format: 'date' },
    indent: { type: ['integer', 'null'] },
    supplementary_unit: { type: ['string', 'null'] },
    vat: {
      type: ['array', 'null'],
      description: 'VAT measures in force (Tarbel:VatMeasureTypes); null when none is known',
      items: {
        type: 'object',
        properties: {
          measure_type: { type: 'string' },
          rate: { type: ['string', 'null'], description: 'Percent' },
          additional_code: { type: ['string', 'null'] },
        },
      },
    },
    declarable: { type: 'boolean' },
    origin: { type: 'string', enum: ['cn2026', 'tarbel'] },
    chain,
  },
  required: ['code', 'suffix', 'descriptions', 'valid_from', 'declarable', 'origin', 'chain'],
};
const hit = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    suffix: { type: 'string' },
    descriptions,
    supplementary_unit: { type: ['string', 'null'] },
    origin: { type: 'string', enum: ['cn2026', 'tarbel'] },
    score: { type: 'number' },
    chain,
  },
  required: ['code', 'suffix', 'descriptions', 'origin', 'score', 'chain'],
};
const importItem = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    file_name: { type: 'string' },
    kind: { type: 'string', enum: ['full', 'delta'] },
    status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
    rows_done: { type: 'integer' },
    rows_total: { type: ['integer', 'null'], description: 'ResultsInfo/totalRecords of the file' },
    error: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
    started_at: { type: ['string', 'null'], format: 'date-time' },
    heartbeat_at: { type: ['string', 'null'], format: 'date-time' },
    finished_at: { type: ['string', 'null'], format: 'date-time' },
  },
};

/** yyyy-MM-dd that is a real day, else a 400; today (UTC) when absent. */
const dateOf = (value: string | undefined): string => {
  if (value === undefined) return new Date().toISOString().slice(0, 10);
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw new DomainError('unparseable', 'bad-request', `date ${value} is not a day (yyyy-MM-dd)`, [
      { path: '?date', message: 'must be a day as yyyy-MM-dd' },
    ]);
  return value;
};

/**
 * The tariff read API: a code's line, the search, and the imports' progress. Reference data is
 * public fact: any API key, or a bearer token of a partner application or of a person with a role.
 */
export const tariffRoutes = (deps: ReferenceRouteDeps) => async (app: FastifyInstance) => {
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'any',
      bearer: deps.verifyToken && referenceReaderTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];

  app.get<{ Params: { code: string }; Querystring: { date?: string } }>(
    '/api/reference/tariff/:code',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The tariff line of an 8- or 10-digit code valid on a date (default today)',
        operationId: 'getTariffLine',
        security: security('ApiKey', 'Bearer', 'Session'),
        params: {
          type: 'object',
          properties: { code: { type: 'string', pattern: '^(\\d{8}|\\d{10})$' } },
          required: ['code'],
        },
        querystring: {
          type: 'object',
          properties: { date: { type: 'string', pattern: DATE } },
          additionalProperties: false,
        },
        response: {
          200: json('The line', line),
          ...notModified,
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const date = dateOf(request.query.date);
      const found = await lookupTariffLineWithChain(deps.db, request.params.code, date);
      if (!found)
        throw new DomainError(
          'not-found',
          'tariff-line-not-found',
          `No tariff line has code ${request.params.code} on ${date}`,
        );
      return cachedAnswer(request, reply, found);
    },
  );

  app.get<{ Querystring: { q: string; limit: number; date?: string } }>(
    '/api/reference/tariff',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Search the tariff: a code prefix, or words in Dutch, French or English (accents ignored), best first',
        operationId: 'searchTariff',
        security: security('ApiKey', 'Bearer', 'Session'),
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', minLength: 1, maxLength: 200 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            date: { type: 'string', pattern: DATE },
          },
          required: ['q'],
          additionalProperties: false,
        },
        response: {
          200: json('Matching lines', { type: 'array', items: hit }),
          ...notModified,
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const hits = await searchTariff(deps.db, {
        q: request.query.q,
        limit: request.query.limit,
        date: dateOf(request.query.date),
      });
      return cachedAnswer(request, reply, hits);
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/api/reference/tariff-imports',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Tariff imports, newest first, with their progress (rows done of the total the file declares), and the latest extraction the daily cycle saw',
        operationId: 'listTariffImports',
        security: security('ApiKey', 'Bearer', 'Session'),
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
          additionalProperties: false,
        },
        response: {
          200: json('Imports', {
            type: 'object',
            properties: {
              imports: { type: 'array', items: importItem },
              latest_available: {
                type: ['object', 'null'],
                properties: {
                  file_name: { type: ['string', 'null'] },
                  checked_at: { type: 'string', format: 'date-time' },
                  detail: { type: ['string', 'null'] },
                },
              },
            },
          }),
          ...notModified,
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const imports = await listTariffImports(deps.db, request.query.limit);
      const body = {
        imports: imports.map((entry) => ({
          id: entry.id,
          file_name: entry.fileName,
          kind: entry.kind,
          status: entry.status,
          rows_done: entry.rowsDone,
          rows_total: entry.rowsTotal,
          error: entry.error,
          created_at: entry.createdAt,
          started_at: entry.startedAt,
          heartbeat_at: entry.heartbeatAt,
          finished_at: entry.finishedAt,
        })),
        latest_available: await latestExtraction(deps.db),
      };
      // Progress moves by the second: revalidate every time (304 while nothing changed).
      return cachedAnswer(request, reply, body, 'private, no-cache');
    },
  );
};
