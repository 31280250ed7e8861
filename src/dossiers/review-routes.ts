import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, DECLARANT_ROLES, PEOPLE_ROLES, type SessionRule } from '../auth/index.ts';
import { CanonicalDeclarationSchema, decodeUtf8, readJson } from '../canonical/index.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { acceptRawBodies, json, problems, rawBodyOf, ref, security } from '../http/index.ts';
import type { ReferenceCodes } from '../regimes/index.ts';
import {
  approveDossier,
  findingsOf,
  type CheckSources,
  type MoreChecks,
} from './approve-dossier.ts';
import {
  ApproveBody,
  Checked,
  ConfirmBody,
  IF_MATCH,
  Reading,
  Saved,
  UUID_PARAMS,
} from './review-schemas.ts';
import { saveCorrections } from './save-corrections.ts';
import { dossierNotFound } from './dossier-errors.ts';
import { dossierReading } from './dossier-reading.ts';
import { confirmValues } from './hand-checked.ts';
import { dossierState } from './dossier-state.ts';
import { actorOf, dossierIdOf, revisionOf } from './route-parts.ts';

export interface ReviewRoutesDeps {
  readonly db: Db;
  readonly sessions: SessionRule['find'];
  /** The EU lists as they stand, for the identifier checks before approval. */
  readonly codes?: () => ReferenceCodes;
  /** The extraction's checks (sums, masses, origins, the tariff), handed in by the composition. */
  readonly moreChecks?: MoreChecks;
}

const TAGS = ['Review'];

/** A pointer into the declaration, as the confirmation's schema allows it. */
const POINTER = /^(\/[a-z_0-9]{1,40}){1,8}$/;

/**
 * The review page's writes (issue 27): the declarant's corrections saved whole against the
 * revision the page was made from, and the approval. Declarant work (Admins, SuperUsers), from
 * the app only (session and CSRF token); a partner's dossier is corrected the same way.
 */
export const reviewRoutes = (deps: ReviewRoutesDeps) => async (app: FastifyInstance) => {
  acceptRawBodies(app, ['json']);
  const sources = (): CheckSources => ({
    ...(deps.codes ? { codes: deps.codes() } : {}),
    ...(deps.moreChecks ? { more: deps.moreChecks } : {}),
  });
  const declarants = [
    authenticate({ db: deps.db, session: { find: deps.sessions, roles: DECLARANT_ROLES } }),
  ];

  const people = [
    authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
  ];

  app.get<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/reading',
    {
      onRequest: people,
      schema: {
        tags: TAGS,
        summary:
          'What extraction read, as it was read: every value with its confidence and source, the notices, the findings; and which values were corrected by hand since',
        operationId: 'getDossierReading',
        security: security('Session'),
        params: UUID_PARAMS,
        response: {
          200: json('The latest reading; null before the documents were read', Reading),
          ...problems(400, 401, 403, 404),
        },
      },
    },
    async (request) => dossierReading(deps.db, dossierIdOf(request.params.uuid)),
  );

  app.post<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/confirmations',
    {
      onRequest: declarants,
      config: {
        requestBody: {
          description: 'The values confirmed as read',
          content: { 'application/json': { schema: ConfirmBody } },
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'Confirm values as read (Admins, SuperUsers): marked as checked by a declarant, kept when the documents are read again',
        operationId: 'confirmValues',
        security: security('Session'),
        params: UUID_PARAMS,
        response: {
          204: { description: 'Confirmed; kept in the history' },
          ...problems(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const body = readJson(decodeUtf8(rawBodyOf(request).bytes), ConfirmBody);
      const paths = (body as { paths?: unknown } | null)?.paths;
      if (
        typeof body !== 'object' ||
        body === null ||
        Object.keys(body).some((key) => key !== 'paths') ||
        !Array.isArray(paths) ||
        paths.length === 0 ||
        paths.length > 2000 ||
        !paths.every((path) => typeof path === 'string' && POINTER.test(path))
      )
        throw new DomainError('invalid', 'validation', 'The confirmation is not valid', [
          {
            path: '/paths',
            message: 'lists 1 to 2000 JSON Pointers into the declaration (/goods_items/0/net_mass)',
          },
        ]);
      await confirmValues(deps.db, {
        dossierId: dossierIdOf(request.params.uuid),
        paths: [...new Set(paths as string[])],
        actor: actorOf(request.caller).name,
      });
      reply.code(204);
    },
  );

  app.put<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/declaration',
    {
      onRequest: declarants,
      config: {
        requestBody: {
          description: 'The whole declaration as the review page holds it',
          content: { 'application/json': { schema: ref('CanonicalDeclaration') } },
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'Save the corrected declaration of a dossier in Review (Admins, SuperUsers): refused with 412 when it was saved by someone else since the If-Match revision',
        operationId: 'saveCorrections',
        security: security('Session'),
        params: UUID_PARAMS,
        headers: IF_MATCH,
        response: {
          200: json('Saved; ETag is the new revision', Saved),
          ...problems(400, 401, 403, 404, 409, 412, 413, 415, 422, 428),
        },
      },
    },
    async (request, reply) => {
      const baseRevision = revisionOf(request);
      const declaration = readJson(
        decodeUtf8(rawBodyOf(request).bytes),
        CanonicalDeclarationSchema,
      );
      const saved = await saveCorrections(deps.db, {
        dossierId: dossierIdOf(request.params.uuid),
        baseRevision,
        declaration,
        actor: actorOf(request.caller),
        at: new Date(),
      });
      reply.header('etag', `"${saved.revision}"`);
      return saved;
    },
  );

  app.post<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/checks',
    {
      onRequest: declarants,
      config: {
        requestBody: {
          description: 'The declaration as the review page holds it, saved or not',
          content: { 'application/json': { schema: ref('CanonicalDeclaration') } },
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'The errors the service finds in a declaration as the page holds it (the contract, the identifiers), each at its field: what approval would refuse. Stores nothing',
        operationId: 'checkDeclaration',
        security: security('Session'),
        params: UUID_PARAMS,
        response: {
          200: json('The errors found; none when the declaration passes', Checked),
          ...problems(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const dossierId = dossierIdOf(request.params.uuid);
      if (!(await dossierState(deps.db, dossierId))) throw dossierNotFound(dossierId);
      const declaration = readJson(
        decodeUtf8(rawBodyOf(request).bytes),
        CanonicalDeclarationSchema,
      );
      return { findings: await findingsOf(declaration, sources()) };
    },
  );

  app.post<{ Params: { uuid: string } }>(
    '/api/dossiers/:uuid/approve',
    {
      onRequest: declarants,
      config: {
        requestBody: {
          description: 'Empty, or the reason for approving although errors stand',
          content: { 'application/json': { schema: ApproveBody } },
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'Approve a dossier in Review (Admins, SuperUsers): refused while an error stands (422 findings-stand) unless overridden with a reason',
        operationId: 'approveDossier',
        security: security('Session'),
        params: UUID_PARAMS,
        headers: IF_MATCH,
        response: {
          200: json(
            'Approved',
            Type.Object({ uuid: Type.String(), status: Type.Literal('Approved') }),
          ),
          ...problems(400, 401, 403, 404, 409, 412, 415, 422, 428),
        },
      },
    },
    async (request) => {
      const baseRevision = revisionOf(request);
      // No body at all is a plain approval.
      const body =
        request.body === undefined
          ? {}
          : readJson(decodeUtf8(rawBodyOf(request).bytes), ApproveBody);
      const reason = (body as { overrideReason?: unknown } | null)?.overrideReason;
      if (
        typeof body !== 'object' ||
        body === null ||
        Array.isArray(body) ||
        Object.keys(body).some((key) => key !== 'overrideReason') ||
        (reason !== undefined &&
          (typeof reason !== 'string' || reason.trim().length < 3 || reason.length > 500))
      )
        throw new DomainError('invalid', 'validation', 'The approval is not valid', [
          {
            path: '/overrideReason',
            message: 'is left out, or says in 3 to 500 characters why errors are overridden',
          },
        ]);
      const dossierId = dossierIdOf(request.params.uuid);
      await approveDossier(deps.db, {
        dossierId,
        baseRevision,
        ...(typeof reason === 'string' ? { overrideReason: reason } : {}),
        actor: actorOf(request.caller),
        at: new Date(),
        checks: sources(),
      });
      return { uuid: dossierId, status: 'Approved' as const };
    },
  );
};
