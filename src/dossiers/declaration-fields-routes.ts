import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SessionRule } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security, strictBodies } from '../http/index.ts';
import { IF_MATCH, Saved, UUID_PARAMS } from './review-schemas.ts';
import { actorOf, dossierIdOf, revisionOf, sessionChecks } from './route-parts.ts';
import { declarationFieldsOf, saveDeclarationFields } from './save-declaration-fields.ts';

export interface DeclarationFieldsRoutesDeps {
  readonly db: Db;
  readonly sessions: SessionRule['find'];
}

const text = (maxLength: number, description: string) =>
  Type.Union([Type.Null(), Type.String({ minLength: 1, maxLength, description })]);
const country = (description: string) =>
  Type.Union([Type.Null(), Type.String({ pattern: '^[A-Z]{2}$', description })]);

/** SPEC.md "CustomsDeclaration", as the Declare page sends it: every field, null when empty. */
const Fields = Type.Object(
  {
    billOfLadingRef: text(70, 'Bill of lading (N337) reference'),
    originCertRef: text(70, 'Origin certificate (N935) reference'),
    originCertDate: Type.Union([Type.Null(), Type.String({ format: 'date' })]),
    containerNumber: Type.Union([
      Type.Null(),
      Type.String({ pattern: '^[A-Z0-9]{1,17}$', description: 'The goods’ container' }),
    ]),
    destinationCountry: country('Country of destination'),
    countryOfDispatch: country('Country of dispatch'),
    supervisingCustomsOfficeRef: Type.Union([
      Type.Null(),
      Type.String({ pattern: '^[A-Z]{2}[A-Z0-9]{6}$', description: 'An 8-character office code' }),
    ]),
    natureOfTransaction: Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 99 })]),
    useH2b: Type.Boolean({ description: 'H2B (customs warehouse, procedure 71) instead of H1B' }),
  },
  { additionalProperties: false, title: 'CustomsDeclarationFields' },
);

const Answer = Type.Object(
  {
    revision: Type.Integer({ description: 'The dossier’s revision now; its ETag' }),
    status: Type.String(),
    regime: Type.String(),
    fields: Type.Intersect([
      Fields,
      Type.Object({
        containerIndicator: Type.Boolean({ description: 'Whether goods travel in a container' }),
      }),
    ]),
  },
  { title: 'CustomsDeclaration' },
);

/** The calendar decides, not the pattern: 2026-02-30 is refused. */
const realDay = (day: string | null) => {
  if (day === null) return;
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw new DomainError('invalid', 'validation', 'The declaration fields are not valid', [
      { path: '/originCertDate', message: `${day} is not a day of the calendar` },
    ]);
};

/**
 * GET and PUT /api/dossiers/{uuid}/customs-declaration: the Declare page's fields (issue 28). Read
 * by anyone signed in; saved by declarants (Admins, SuperUsers) in Review or Approved, against
 * the revision the page was made from.
 */
export const declarationFieldsRoutes =
  (deps: DeclarationFieldsRoutesDeps) => async (app: FastifyInstance) => {
    strictBodies(app);
    const { people, declarants } = sessionChecks(deps.db, deps.sessions);
    app.get<{ Params: { uuid: string } }>(
      '/api/dossiers/:uuid/customs-declaration',
      {
        onRequest: people,
        schema: {
          tags: ['Declare'],
          summary: 'The declaration fields of a dossier (SPEC.md CustomsDeclaration)',
          operationId: 'getCustomsDeclaration',
          security: security('Session'),
          params: UUID_PARAMS,
          response: {
            200: json('The fields; ETag is the revision', Answer),
            ...problems(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const read = await declarationFieldsOf(deps.db, dossierIdOf(request.params.uuid));
        reply.header('etag', `"${read.revision}"`);
        return read;
      },
    );
    app.put<{ Params: { uuid: string }; Body: Static<typeof Fields> }>(
      '/api/dossiers/:uuid/customs-declaration',
      {
        onRequest: declarants,
        schema: {
          tags: ['Declare'],
          summary:
            'Save the declaration fields of a dossier in Review or Approved (Admins, SuperUsers): written into the declaration where it holds them; 412 when saved by someone else since the If-Match revision',
          operationId: 'saveCustomsDeclaration',
          security: security('Session'),
          params: UUID_PARAMS,
          headers: IF_MATCH,
          body: Fields,
          response: {
            200: json('Saved; ETag is the new revision', Saved),
            ...problems(400, 401, 403, 404, 409, 412, 415, 422, 428),
          },
        },
      },
      async (request, reply) => {
        const baseRevision = revisionOf(request);
        realDay(request.body.originCertDate);
        const saved = await saveDeclarationFields(deps.db, {
          dossierId: dossierIdOf(request.params.uuid),
          baseRevision,
          fields: request.body,
          actor: actorOf(request.caller),
          at: new Date(),
        });
        reply.header('etag', `"${saved.revision}"`);
        return { revision: saved.revision, changes: saved.changes };
      },
    );
  };
