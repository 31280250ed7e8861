import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import { importRates, setRate } from '../reference/index.ts';
import { rateOfMonth, ratesOfMonth } from './exchange-rate-month.ts';

const TAGS = ['Administration'];
// Years the rates table and the calendar agree on (rates-csv.ts); the month of the rate's validity.
const MONTH = '^(19|2\\d)\\d{2}-(0[1-9]|1[0-2])$';
const RateChangeSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  by: Type.String(),
  before: Type.Union([Type.Number(), Type.Null()]),
  after: Type.Number(),
  source: Type.String({ description: '`csv` or `manual`' }),
  reason: Type.Union([Type.String(), Type.Null()]),
});
const MonthRateSchema = Type.Object(
  {
    currency: Type.String({ description: 'ISO 4217' }),
    per_euro: Type.Number({ description: 'Units of the currency per euro' }),
    valid_from: Type.String({ format: 'date' }),
    valid_to: Type.String({ format: 'date' }),
    source: Type.String({ description: '`csv` or `manual`' }),
    updated_by: Type.String(),
    updated_at: Type.String({ format: 'date-time' }),
    history: Type.Array(RateChangeSchema, { description: 'Every time it was set, newest first' }),
  },
  { title: 'MonthExchangeRate' },
);
const MonthSchema = Type.Object(
  {
    month: Type.String(),
    months: Type.Array(Type.String(), { description: 'Months holding rates, newest first' }),
    rates: Type.Array(MonthRateSchema),
  },
  { title: 'ExchangeRateMonth' },
);
const MonthQuery = Type.Object(
  { month: Type.String({ pattern: MONTH, description: 'yyyy-mm' }) },
  { additionalProperties: false },
);
const RateParams = Type.Object({
  currency: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  month: Type.String({ pattern: MONTH }),
});
const CorrectionBody = Type.Object(
  {
    per_euro: Type.Union([Type.String({ maxLength: 30 }), Type.Number()], {
      description: 'Units of the currency per euro; `1,0712` or `1.0712`, at most 6 decimals',
    }),
    reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why it is set by hand' }),
  },
  { additionalProperties: false, title: 'ExchangeRateCorrection' },
);
const ImportBody = Type.Object(
  {
    csv: Type.String({
      minLength: 1,
      // A year of every currency customs publishes is some 15 KB; this is room for decades.
      maxLength: 500_000,
      description: 'The CSV `customs rates import` reads: currency, per_euro, month',
    }),
  },
  { additionalProperties: false, title: 'ExchangeRateImport' },
);

/**
 * /Admin/ExchangeRates (decision 0051): the customs exchange rates of a month, each with how it
 * came to be. SuperUsers and Admins correct one rate with a reason; importing a file is an upload,
 * so Admins' (decision 0047). Both through the use cases `customs rates set|import` run.
 */
export const exchangeRateRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresAdmin, requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');

  app.get<{ Querystring: Static<typeof MonthQuery> }>(
    '/api/admin/exchange-rates',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'A month’s customs exchange rates per currency, each with its changes and their reasons (SuperUsers, Admins)',
        operationId: 'listMonthExchangeRates',
        security: who,
        querystring: MonthQuery,
        response: { 200: json('The month', MonthSchema), ...problems(400, 401, 403) },
      },
    },
    async (request) => ratesOfMonth(deps.db, request.query.month),
  );

  app.put<{ Params: Static<typeof RateParams>; Body: Static<typeof CorrectionBody> }>(
    '/api/admin/exchange-rates/:currency/:month',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Set or correct one currency’s rate for a month, with the reason; audited as exchange-rate.set (SuperUsers, Admins)',
        operationId: 'correctExchangeRate',
        security: who,
        params: RateParams,
        body: CorrectionBody,
        response: {
          200: json('The rate as stored, with its changes', MonthRateSchema),
          ...problems(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason)
        throw new DomainError('invalid', 'validation', 'Say why the rate is set by hand', [
          { path: '/reason', message: 'must say why', keyword: 'required' },
        ]);
      const { month } = request.params;
      const stored = await setRate(
        deps.db,
        { currency: request.params.currency, perEuro: String(request.body.per_euro), month },
        partnerOf(request.caller!),
        { reason },
      );
      return rateOfMonth(deps.db, stored.currency, month);
    },
  );

  app.post<{ Body: Static<typeof ImportBody> }>(
    '/api/admin/exchange-rates/import',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Import a CSV of rates: every line or none, each refusal with its line (Admins: an upload)',
        operationId: 'importExchangeRates',
        security: who,
        body: ImportBody,
        response: {
          200: json(
            'What was stored',
            Type.Object({
              imported: Type.Integer(),
              months: Type.Array(Type.String(), {
                description: 'The months it held, oldest first',
              }),
            }),
          ),
          ...problems(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      const stored = await importRates(deps.db, request.body.csv, partnerOf(request.caller!));
      const months = [...new Set(stored.map((rate) => rate.validFrom.slice(0, 7)))].sort();
      return { imported: stored.length, months };
    },
  );
};
