import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import {
  createProvenanceType,
  deleteProvenanceType,
  listProvenanceTypes,
  updateProvenanceType,
  type ProvenanceType,
} from '../masterdata/index.ts';
import { ID_PARAMS } from './customs-location-routes.ts';

const TAGS = ['Administration'];
const Names = {
  code: Type.String(),
  name_nl: Type.String(),
  name_fr: Type.String(),
  name_en: Type.String(),
};
const ProvenanceTypeSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    ...Names,
    active: Type.Boolean(),
    updated_by: Type.String(),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'ProvenanceType' },
);
const PickSchema = Type.Object(
  { id: Type.String({ format: 'uuid' }), ...Names },
  { title: 'ProvenanceTypeChoice' },
);
const ProvenanceTypeBody = Type.Object(
  {
    code: Type.String({ maxLength: 50 }),
    name_nl: Type.String({ maxLength: 200 }),
    name_fr: Type.String({ maxLength: 200 }),
    name_en: Type.String({ maxLength: 200 }),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'ProvenanceTypeChange' },
);

const view = (row: ProvenanceType) => ({
  id: row.id,
  code: row.code,
  name_nl: row.nameNl,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  active: row.active,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * /Admin/ProvenanceTypes (SPEC.md: RequiresSuperUserOrAdmin): the broker's labels for where a
 * dossier's data came from (decision 0050), in the app's three languages, each change audited.
 */
export const provenanceTypeRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  strictBodies(app);
  const { requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const changeResponses = {
    200: json('The provenance type', ProvenanceTypeSchema),
    ...problems(400, 401, 403, 404, 409, 413, 415, 422),
  };

  app.get(
    '/api/admin/provenance-types',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Every provenance type, active or not, by code (SuperUsers, Admins)',
        operationId: 'listProvenanceTypes',
        security: who,
        response: {
          200: json('The provenance types', Type.Array(ProvenanceTypeSchema)),
          ...problems(401, 403),
        },
      },
    },
    async () => (await listProvenanceTypes(deps.db)).map(view),
  );

  // Declaration pages are for SuperUsers and Admins (SPEC.md), so the picker takes their policy.
  app.get(
    '/api/provenance-types',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: ['Reference data'],
        summary: 'The active provenance types for a picker, named in nl, fr and en',
        operationId: 'pickProvenanceTypes',
        security: who,
        response: {
          200: json('The provenance types', Type.Array(PickSchema)),
          ...problems(401, 403),
        },
      },
    },
    async () =>
      (await listProvenanceTypes(deps.db, true)).map((row) => ({
        id: row.id,
        code: row.code,
        name_nl: row.nameNl,
        name_fr: row.nameFr,
        name_en: row.nameEn,
      })),
  );

  app.post<{ Body: Static<typeof ProvenanceTypeBody> }>(
    '/api/admin/provenance-types',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Create a provenance type (SuperUsers, Admins)',
        operationId: 'createProvenanceType',
        security: who,
        body: ProvenanceTypeBody,
        response: { ...changeResponses, 201: changeResponses[200] },
      },
    },
    async (request, reply) => {
      const row = await createProvenanceType(deps.db, request.body, partnerOf(request.caller!));
      reply.code(201);
      return view(row);
    },
  );

  app.put<{ Params: Static<typeof ID_PARAMS>; Body: Static<typeof ProvenanceTypeBody> }>(
    '/api/admin/provenance-types/:id',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Change a provenance type, or (in)activate it (SuperUsers, Admins)',
        operationId: 'updateProvenanceType',
        security: who,
        params: ID_PARAMS,
        body: ProvenanceTypeBody,
        response: changeResponses,
      },
    },
    async (request) =>
      view(
        await updateProvenanceType(
          deps.db,
          request.params.id,
          request.body,
          partnerOf(request.caller!),
        ),
      ),
  );

  app.delete<{ Params: Static<typeof ID_PARAMS> }>(
    '/api/admin/provenance-types/:id',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'Delete a provenance type (SuperUsers, Admins)',
        operationId: 'deleteProvenanceType',
        security: who,
        params: ID_PARAMS,
        response: { 204: { description: 'Deleted' }, ...problems(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteProvenanceType(deps.db, request.params.id, partnerOf(request.caller!));
      return reply.code(204).send();
    },
  );
};
