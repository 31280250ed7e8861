import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, referenceReaderTokens, PEOPLE_ROLES } from '../../auth/index.ts';
import { json, problems, security } from '../../http/index.ts';
import { readRuntimeSettings } from '../../runtime-settings/index.ts';
import type { ReferenceRouteDeps } from '../reference-deps.ts';
import { resolverWithAliases } from './embedded-countries.ts';

/** GET /api/reference/countries/resolve: the country resolution, for pages and partners alike. */
export const countryRoutes = (deps: ReferenceRouteDeps) => async (app: FastifyInstance) => {
  app.get<{ Querystring: { name: string } }>(
    '/api/reference/countries/resolve',
    {
      onRequest: [
        authenticate({
          db: deps.db,
          apiKeyScope: 'any',
          bearer: deps.verifyToken && referenceReaderTokens(deps.verifyToken),
          session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
        }),
      ],
      schema: {
        tags: ['Reference data'],
        summary:
          'A country name or code to its ISO code: code, CountryAliases, exact English or Dutch name, partial name, or unresolved',
        operationId: 'resolveCountry',
        security: security('ApiKey', 'Bearer', 'Session'),
        querystring: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: {
          200: json(
            'The step that matched; code is absent when unresolved',
            Type.Object({
              input: Type.String(),
              code: Type.Optional(Type.String()),
              step: Type.Union(
                ['code', 'alias', 'name', 'partial', 'unresolved'].map((step) =>
                  Type.Literal(step),
                ),
              ),
              candidates: Type.Optional(Type.Array(Type.String())),
            }),
          ),
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request) => {
      const { CountryAliases } = await readRuntimeSettings(deps.db);
      const resolution = resolverWithAliases(CountryAliases)(request.query.name);
      if (resolution.step === 'unresolved')
        request.log.warn(
          { country: resolution.input, candidates: resolution.candidates },
          'country not resolved',
        );
      return resolution;
    },
  );
};
