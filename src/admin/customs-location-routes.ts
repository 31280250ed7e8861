import { Type, type Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { schema } from '../db/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import {
  createCustomsLocation,
  deleteCustomsLocation,
  listCustomsLocations,
  updateCustomsLocation,
  type CustomsLocation,
  type MasterdataLookups,
} from '../masterdata/index.ts';
import type { ReferenceCodes } from '../regimes/index.ts';

export interface MasterdataRouteDeps extends AdminGuardDeps {
  /** The code and office lists entries are checked with; absent: checked by form only. */
  readonly codes?: () => ReferenceCodes;
}

const TAGS = ['Administration'];
const nullable = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const LocationOfGoods = Type.Object(
  {
    type_of_location: Type.String({ description: 'CL347' }),
    qualifier_of_identification: Type.String({ description: 'CL326: U, Y or Z' }),
    un_locode: Type.Union([Type.String(), Type.Null()]),
    location_code: Type.Union([Type.String(), Type.Null()]),
    authorisation_number: Type.Union([Type.String(), Type.Null()]),
    street_and_number: Type.Union([Type.String(), Type.Null()]),
    postcode: Type.Union([Type.String(), Type.Null()]),
    city: Type.Union([Type.String(), Type.Null()]),
    country: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'SavedLocationOfGoods', description: 'As CanonicalLocationOfGoods holds it' },
);
const CustomsLocationSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    location: LocationOfGoods,
    active: Type.Boolean(),
    updated_by: Type.String(),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'CustomsLocation' },
);
const PickSchema = Type.Object(
  { id: Type.String({ format: 'uuid' }), name: Type.String(), location: LocationOfGoods },
  { title: 'CustomsLocationChoice' },
);
const CustomsLocationBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    type_of_location: Type.String({ maxLength: 10 }),
    qualifier_of_identification: Type.String({ maxLength: 10 }),
    un_locode: Type.Optional(nullable(50)),
    location_code: Type.Optional(nullable(100)),
    authorisation_number: Type.Optional(nullable(100)),
    street_and_number: Type.Optional(nullable(200)),
    postcode: Type.Optional(nullable(50)),
    city: Type.Optional(nullable(100)),
    country: Type.Optional(nullable(10)),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, title: 'CustomsLocationChange' },
);
export const ID_PARAMS = Type.Object({ id: Type.String({ format: 'uuid' }) });

const locationOf = (row: CustomsLocation) => ({
  type_of_location: row.typeOfLocation,
  qualifier_of_identification: row.qualifierOfIdentification,
  un_locode: row.unLocode,
  location_code: row.locationCode,
  authorisation_number: row.authorisationNumber,
  street_and_number: row.streetAndNumber,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
});
const view = (row: CustomsLocation) => ({
  id: row.id,
  name: row.name,
  location: locationOf(row),
  active: row.active,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * /Admin/CustomsLocations (SPEC.md: RequiresSuperUserOrAdmin): the broker's saved locations of
 * goods (decision 0050), checked against the code lists and the UN/LOCODE list, each change
 * audited; `GET /api/customs-locations` hands the active ones to a declarant's picker.
 */
export const customsLocationRoutes =
  (deps: MasterdataRouteDeps) => async (app: FastifyInstance) => {
    strictBodies(app);
    const { requiresSuperUserOrAdmin } = adminGuards(deps);
    const who = security('Bearer', 'Session');
    const lookups = (): MasterdataLookups => ({
      ...(deps.codes ? { codes: deps.codes() } : {}),
      isLocode: async (code) => {
        const [row] = await deps.db
          .select({ code: schema.locodes.code })
          .from(schema.locodes)
          .where(eq(schema.locodes.code, code))
          .limit(1);
        if (row) return true;
        // Without a list loaded the code cannot be judged unknown.
        const [any] = await deps.db
          .select({ code: schema.locodes.code })
          .from(schema.locodes)
          .limit(1);
        return any ? false : undefined;
      },
    });
    const changeResponses = {
      200: json('The location', CustomsLocationSchema),
      ...problems(400, 401, 403, 404, 409, 413, 415, 422),
    };

    app.get(
      '/api/admin/customs-locations',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: TAGS,
          summary: 'Every saved location of goods, active or not, by name (SuperUsers, Admins)',
          operationId: 'listCustomsLocations',
          security: who,
          response: {
            200: json('The locations', Type.Array(CustomsLocationSchema)),
            ...problems(401, 403),
          },
        },
      },
      async () => (await listCustomsLocations(deps.db)).map(view),
    );

    // Declaration pages are for SuperUsers and Admins (SPEC.md), so the picker takes their policy.
    app.get(
      '/api/customs-locations',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: ['Reference data'],
          summary:
            'The active saved locations of goods for a declarant to pick, each as a declaration holds it',
          operationId: 'pickCustomsLocations',
          security: who,
          response: { 200: json('The locations', Type.Array(PickSchema)), ...problems(401, 403) },
        },
      },
      async () =>
        (await listCustomsLocations(deps.db, true)).map((row) => ({
          id: row.id,
          name: row.name,
          location: locationOf(row),
        })),
    );

    app.post<{ Body: Static<typeof CustomsLocationBody> }>(
      '/api/admin/customs-locations',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: TAGS,
          summary: 'Save a location of goods; refused with each reason (SuperUsers, Admins)',
          operationId: 'createCustomsLocation',
          security: who,
          body: CustomsLocationBody,
          response: { ...changeResponses, 201: changeResponses[200] },
        },
      },
      async (request, reply) => {
        const row = await createCustomsLocation(
          deps.db,
          request.body,
          lookups(),
          partnerOf(request.caller!),
        );
        reply.code(201);
        return view(row);
      },
    );

    app.put<{ Params: Static<typeof ID_PARAMS>; Body: Static<typeof CustomsLocationBody> }>(
      '/api/admin/customs-locations/:id',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: TAGS,
          summary: 'Change a saved location, or (in)activate it (SuperUsers, Admins)',
          operationId: 'updateCustomsLocation',
          security: who,
          params: ID_PARAMS,
          body: CustomsLocationBody,
          response: changeResponses,
        },
      },
      async (request) =>
        view(
          await updateCustomsLocation(
            deps.db,
            request.params.id,
            request.body,
            lookups(),
            partnerOf(request.caller!),
          ),
        ),
    );

    app.delete<{ Params: Static<typeof ID_PARAMS> }>(
      '/api/admin/customs-locations/:id',
      {
        onRequest: requiresSuperUserOrAdmin,
        schema: {
          tags: TAGS,
          summary: 'Delete a saved location (SuperUsers, Admins)',
          operationId: 'deleteCustomsLocation',
          security: who,
          params: ID_PARAMS,
          response: { 204: { description: 'Deleted' }, ...problems(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deleteCustomsLocation(deps.db, request.params.id, partnerOf(request.caller!));
        return reply.code(204).send();
      },
    );
  };
