import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import {
  addCountryAlias,
  aliasesChanged,
  listCountryAliases,
  removeCountryAlias,
} from './country-aliases.ts';

const TAGS = ['Administration'];
const AliasSchema = Type.Object(
  {
    alias: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 of CL008' }),
    name: Type.String({ description: 'CL008’s English name of the country' }),
  },
  { title: 'CountryAlias' },
);
const AliasesSchema = Type.Object(
  {
    aliases: Type.Array(AliasSchema),
    updated_by: Type.Union([Type.String(), Type.Null()]),
    updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'CountryAliases' },
);
const NewAlias = Type.Object(
  {
    alias: Type.String({ minLength: 1, maxLength: 100 }),
    country: Type.String({ minLength: 1, maxLength: 10 }),
  },
  { additionalProperties: false, title: 'NewCountryAlias' },
);
const AliasParams = Type.Object({ alias: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * The CountryAliases section of /Admin/DeclarationFields (SPEC.md: RequiresSuperUserOrAdmin): the
 * names documents use for countries, each for a code of CL008, changed through the use case
 * `customs settings set CountryAliases` runs and read by the country resolution at its next call.
 */
export const countryAliasRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const current = async () => ({
    aliases: await listCountryAliases(deps.db),
    ...(await aliasesChanged(deps.db)),
  });

  app.get(
    '/api/admin/country-aliases',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'The country aliases the country resolution reads (SuperUsers, Admins)',
        operationId: 'listCountryAliases',
        security: who,
        response: { 200: json('The aliases', AliasesSchema), ...problems(401, 403) },
      },
    },
    current,
  );

  app.post<{ Body: Static<typeof NewAlias> }>(
    '/api/admin/country-aliases',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Add an alias for a country of CL008, or point one of the same name elsewhere (SuperUsers, Admins)',
        operationId: 'addCountryAlias',
        security: who,
        body: NewAlias,
        response: {
          200: json('The aliases now', AliasesSchema),
          ...problems(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request) => {
      await addCountryAlias(deps.db, request.body, partnerOf(request.caller!));
      return current();
    },
  );

  app.delete<{ Params: Static<typeof AliasParams> }>(
    '/api/admin/country-aliases/:alias',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Remove an alias, case and accents aside (SuperUsers, Admins)',
        operationId: 'removeCountryAlias',
        security: who,
        params: AliasParams,
        response: {
          200: json('The aliases now', AliasesSchema),
          ...problems(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await removeCountryAlias(deps.db, request.params.alias, partnerOf(request.caller!));
      return current();
    },
  );
};
