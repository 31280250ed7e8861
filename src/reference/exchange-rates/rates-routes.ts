import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  authenticate,
  referenceReaderTokens,
  PEOPLE_ROLES,
  type Caller,
} from '../../auth/index.ts';
import { DomainError } from '../../errors/index.ts';
import { json, problems, security } from '../../http/index.ts';
import type { ReferenceRouteDeps } from '../reference-deps.ts';
import { listRates } from './rates-store.ts';
import { setRate } from './set-rates.ts';

const TAGS = ['Reference data'];

const Rate = Type.Object(
  {
    currency: Type.String({ description: 'ISO 4217' }),
    perEuro: Type.Number({ description: 'Units of the currency per euro' }),
    validFrom: Type.String({ format: 'date' }),
    validTo: Type.String({ format: 'date' }),
    source: Type.String({ description: '`csv` or `manual`' }),
    updatedBy: Type.String(),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'CustomsExchangeRate' },
);

/** Who is named in the audit log for a rate set over the API. */
const actorOf = (caller: Caller | undefined) =>
  caller?.kind === 'user'
    ? caller.name
    : ((caller as { name?: string } | undefined)?.name ?? 'api');

/**
 * The customs exchange rates filing converts with (issue 28): read by anyone who reads reference
 * data; set for a month by an administrator, audited (a page comes with the admin pages).
 */
export const ratesRoutes = (deps: ReferenceRouteDeps) => async (app: FastifyInstance) => {
  const readers = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'any',
      bearer: deps.verifyToken && referenceReaderTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];
  const admins = [
    authenticate({
      db: deps.db,
      session: deps.sessions && { find: deps.sessions, roles: ['Admins'] },
    }),
  ];

  app.get<{ Querystring: { currency?: string; on?: string } }>(
    '/api/reference/exchange-rates',
    {
      onRequest: readers,
      schema: {
        tags: TAGS,
        summary:
          'The customs exchange rates, oldest month first; of one currency, or valid on one day',
        operationId: 'listExchangeRates',
        security: security('ApiKey', 'Bearer', 'Session'),
        querystring: {
          type: 'object',
          properties: {
            currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
            on: { type: 'string', pattern: '^(19|2\\d)\\d{2}-\\d{2}-\\d{2}$' },
          },
          additionalProperties: false,
        },
        response: {
          200: json('The rates', Type.Array(Rate)),
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { on } = request.query;
      // The pattern lets 2026-02-30 through; the calendar does not.
      const day = on ? new Date(`${on}T00:00:00Z`) : undefined;
      if (on && (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== on))
        throw new DomainError(
          'unparseable',
          'bad-request',
          `on=${on} is not a day of the calendar`,
        );
      return listRates(deps.db, {
        ...(request.query.currency ? { currency: request.query.currency.toUpperCase() } : {}),
        ...(on ? { on } : {}),
      });
    },
  );

  app.put<{ Params: { currency: string; month: string }; Body: { perEuro: string | number } }>(
    '/api/reference/exchange-rates/:currency/:month',
    {
      onRequest: admins,
      schema: {
        tags: TAGS,
        summary:
          'Set the customs rate of a currency for a month (Admins); a correction replaces the month’s rate; audited as exchange-rate.set',
        operationId: 'setExchangeRate',
        security: security('Session'),
        params: {
          type: 'object',
          properties: {
            currency: { type: 'string', pattern: '^[A-Za-z]{3}$' },
            month: { type: 'string', pattern: '^(19|2\\d)\\d{2}-(0[1-9]|1[0-2])$' },
          },
          required: ['currency', 'month'],
        },
        body: Type.Object(
          {
            perEuro: Type.Union(
              [Type.String({ maxLength: 20 }), Type.Number({ exclusiveMinimum: 0 })],
              {
                description: 'Units of the currency per euro, at most 6 decimals',
              },
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: json('The rate as stored', Rate),
          ...problems(400, 401, 403, 415, 422, 429),
        },
      },
    },
    async (request) =>
      setRate(
        deps.db,
        {
          currency: request.params.currency,
          perEuro: String(request.body.perEuro),
          month: request.params.month,
        },
        actorOf(request.caller),
      ),
  );
};
