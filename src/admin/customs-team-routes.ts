import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf } from '../auth/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import {
  createCustomsTeam,
  deleteCustomsTeam,
  listCustomsTeams,
  updateCustomsTeam,
  type CustomsTeam,
} from '../masterdata/index.ts';
import { ID_PARAMS, type MasterdataRouteDeps } from './customs-location-routes.ts';

const TAGS = ['Administration'];
const CustomsTeamSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    role_claim: Type.String({
      description: 'The app role (roles claim) the directory gives the team’s members',
    }),
    offices: Type.Array(Type.String(), { description: 'Customs offices the team works with' }),
    default_office: Type.Union([Type.String(), Type.Null()]),
    active: Type.Boolean(),
    updated_by: Type.String(),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'CustomsTeam' },
);
const CustomsTeamBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    role_claim: Type.String({ maxLength: 100 }),
    offices: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 50 })),
    default_office: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'CustomsTeamChange' },
);

const view = (row: CustomsTeam) => ({
  id: row.id,
  name: row.name,
  role_claim: row.roleClaim,
  offices: row.offices,
  default_office: row.defaultOffice,
  active: row.active,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * /Admin/CustomsTeams (SPEC.md: RequiresSuperUserOrAdmin): teams of declarants, the directory role
 * naming each (never a role of the service) and the offices it works with (decision 0050).
 */
export const customsTeamRoutes = (deps: MasterdataRouteDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const lookups = () => (deps.codes ? { codes: deps.codes() } : {});
  const changeResponses = {
    200: json('The team', CustomsTeamSchema),
    ...problems(400, 401, 403, 404, 409, 413, 415, 422),
  };

  app.get(
    '/api/admin/customs-teams',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Every team of declarants by name (SuperUsers, Admins)',
        operationId: 'listCustomsTeams',
        security: who,
        response: { 200: json('The teams', Type.Array(CustomsTeamSchema)), ...problems(401, 403) },
      },
    },
    async () => (await listCustomsTeams(deps.db)).map(view),
  );

  app.post<{ Body: Static<typeof CustomsTeamBody> }>(
    '/api/admin/customs-teams',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Create a team; refused with each reason (SuperUsers, Admins)',
        operationId: 'createCustomsTeam',
        security: who,
        body: CustomsTeamBody,
        response: { ...changeResponses, 201: changeResponses[200] },
      },
    },
    async (request, reply) => {
      const row = await createCustomsTeam(
        deps.db,
        request.body,
        lookups(),
        partnerOf(request.caller!),
      );
      reply.code(201);
      return view(row);
    },
  );

  app.put<{ Params: Static<typeof ID_PARAMS>; Body: Static<typeof CustomsTeamBody> }>(
    '/api/admin/customs-teams/:id',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Change a team, or (in)activate it (SuperUsers, Admins)',
        operationId: 'updateCustomsTeam',
        security: who,
        params: ID_PARAMS,
        body: CustomsTeamBody,
        response: changeResponses,
      },
    },
    async (request) =>
      view(
        await updateCustomsTeam(
          deps.db,
          request.params.id,
          request.body,
          lookups(),
          partnerOf(request.caller!),
        ),
      ),
  );

  app.delete<{ Params: Static<typeof ID_PARAMS> }>(
    '/api/admin/customs-teams/:id',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Delete a team (SuperUsers, Admins)',
        operationId: 'deleteCustomsTeam',
        security: who,
        params: ID_PARAMS,
        response: { 204: { description: 'Deleted' }, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteCustomsTeam(deps.db, request.params.id, partnerOf(request.caller!));
      return reply.code(204).send();
    },
  );
};
