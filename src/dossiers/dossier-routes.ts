import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  authenticate,
  PEOPLE_ROLES,
  readerTokens,
  readScopeOf,
  type SessionRule,
  type TokenVerifier,
} from '../auth/index.ts';
import { isUuid, schema, type Db } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, ref, security } from '../http/index.ts';
import { DossierListQuery } from './dossier-schemas.ts';
import {
  dossierHistory,
  filedMessageOf,
  findDossier,
  ingestionFindingsOf,
  type DossierScope,
} from './dossier-store.ts';
import { withClientIds } from './list-conditions.ts';
import { countDossiers, listDossiers } from './list-dossiers.ts';
import { dossierDetail, dossierSummary } from './dossier-view.ts';
import { attachmentDisposition, downloadName } from './download-name.ts';
import { dossierNotFound } from './dossier-errors.ts';

export interface DossierRoutesDeps {
  readonly db: Db;
  readonly verifyToken?: TokenVerifier;
  /** Signed-in browsers (any role of the service) read every dossier. */
  readonly sessions?: SessionRule['find'];
  /** Storage:UploadFolder, where the documents are. */
  readonly uploadFolder: string;
}

const UUID_PARAMS = {
  type: 'object',
  properties: { uuid: { type: 'string' } },
  required: ['uuid'],
} as const;

const TAGS = ['Declarations'];

/**
 * GET /api/declarations and GET /api/declarations/{uuid}: a partner reads the dossiers it sent
 * (decision 0014), an Admins token every dossier. Same callers as the POST: API keys with the
 * declarations scope, bearer tokens.
 */
export const dossierRoutes = (deps: DossierRoutesDeps) => async (app: FastifyInstance) => {
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];
  const readers = security('ApiKey', 'Bearer', 'Session');

  /** The dossier the caller may read, or 404 as for one that does not exist. */
  const readable = async (uuid: string, scope: DossierScope) => {
    const found = isUuid(uuid) ? await findDossier(deps.db, uuid.toLowerCase(), scope) : undefined;
    if (!found) throw dossierNotFound(uuid);
    return found;
  };

  app.get<{ Params: { uuid: string } }>(
    '/api/declarations/:uuid',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'One dossier with its declaration after company defaults were merged',
        operationId: 'getDeclaration',
        security: readers,
        params: UUID_PARAMS,
        response: {
          200: json('The dossier', ref('DossierDetail')),
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const scope = readScopeOf(request.caller!);
      const found = await readable(request.params.uuid, scope);
      // The ETag names the revision of the corrections (the If-Match of a change); the answer is
      // never cached (no-store, set for every API answer in app.ts).
      reply.header('etag', `"${found.dossier.revision}"`);
      return dossierDetail(
        found.dossier,
        found.client,
        found.documents,
        scope.all ? 'full' : 'code',
        await filedMessageOf(deps.db, found.dossier.id),
        await ingestionFindingsOf(deps.db, found.dossier.id),
      );
    },
  );

  app.get<{ Querystring: Static<typeof DossierListQuery> }>(
    '/api/declarations',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          "The caller's dossiers (an administrator's or a signed-in user's: every dossier), filtered, searched, sorted and paged; X-Total-Count says how many match, also when the offset is past them",
        operationId: 'listDeclarations',
        security: readers,
        querystring: DossierListQuery,
        response: {
          200: {
            ...json('Dossiers', { type: 'array', items: ref('DossierSummary') }),
            headers: {
              'X-Total-Count': {
                description:
                  'Dossiers matching the filters: exact up to 10,000, beyond that an estimate',
                schema: { type: 'integer' },
              },
              'X-Total-Count-Estimated': {
                description: '`true` when X-Total-Count is an estimate',
                schema: { type: 'string' },
              },
            },
          },
          ...problems(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const { createdFrom, createdTo } = request.query;
      if (createdFrom && createdTo && createdFrom > createdTo)
        throw new DomainError(
          'unparseable',
          'bad-request',
          'The date range ends before it starts',
          [{ path: '/createdFrom', message: `is after createdTo (${createdTo})` }],
        );
      const scope = readScopeOf(request.caller!);
      // Ajv filled the defaults in; the fallback only says so to the type-checker.
      const filter = await withClientIds(deps.db, {
        ...request.query,
        limit: request.query.limit ?? 50,
      });
      const [rows, total] = await Promise.all([
        listDossiers(deps.db, filter, scope),
        countDossiers(deps.db, filter, scope),
      ]);
      reply.header('x-total-count', String(total.total));
      if (total.estimated) reply.header('x-total-count-estimated', 'true');
      return rows.map((row) =>
        dossierSummary(row.dossier, row.client, scope.all ? 'full' : 'code'),
      );
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/api/declarations/:uuid/history',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'What happened to a dossier, oldest first: who, when, what, from which status to which',
        operationId: 'getDeclarationHistory',
        security: readers,
        params: UUID_PARAMS,
        response: {
          200: json('The audit trail of the dossier', ref('DossierHistory')),
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const found = await readable(request.params.uuid, readScopeOf(request.caller!));
      // Which values the broker's people corrected is the broker's, not the partner's, to read.
      return dossierHistory(deps.db, found.dossier.id, {
        changes: request.caller?.kind === 'user',
      });
    },
  );

  app.get<{ Params: { uuid: string; document: string } }>(
    '/api/declarations/:uuid/documents/:document',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'One source document of a dossier, as uploaded or attached',
        operationId: 'getDeclarationDocument',
        security: readers,
        params: {
          type: 'object',
          properties: { uuid: { type: 'string' }, document: { type: 'string' } },
          required: ['uuid', 'document'],
        },
        response: {
          200: {
            description:
              'The file with the content type detected at intake, as an attachment named for that type',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...problems(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const found = await readable(request.params.uuid, readScopeOf(request.caller!));
      const missing = () =>
        new DomainError(
          'not-found',
          'document-not-found',
          `The dossier has no document ${request.params.document}`,
        );
      if (!isUuid(request.params.document)) throw missing();
      const [document] = await deps.db
        .select()
        .from(schema.dossierDocuments)
        .where(
          and(
            eq(schema.dossierDocuments.dossierId, found.dossier.id),
            eq(schema.dossierDocuments.id, request.params.document.toLowerCase()),
          ),
        );
      if (!document) throw missing();
      const root = resolve(deps.uploadFolder);
      const path = resolve(join(root, document.storagePath));
      // Stored paths are generated, yet a path that leaves the folder is never served.
      if (!path.startsWith(`${root}${sep}`)) throw missing();
      const size = await stat(path).then(
        (info) => info.size,
        () => undefined,
      );
      if (size === undefined) {
        request.log.error(
          { document: document.id, path: document.storagePath },
          'document file missing',
        );
        throw missing();
      }
      // Named for what the file is (decision 0027): the sender's name stays on the dossier's list.
      const name = downloadName(
        document.fileName,
        document.contentType,
        `${document.kind}-${document.id}`,
      );
      return reply
        .type(document.contentType)
        .header('content-length', String(size))
        .header('content-disposition', attachmentDisposition(name))
        .send(createReadStream(path));
    },
  );
};
