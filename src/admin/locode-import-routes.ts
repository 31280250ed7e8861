import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { schema } from '../db/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security } from '../http/index.ts';
import {
  checkLocodeFiles,
  LocodeFileError,
  queueLocodeImport,
  type RunNowDeps,
} from '../reference/index.ts';
import type { Settings } from '../settings/index.ts';
import { multipartLimits, receiveFiles, type ReceiveRules } from './receive-files.ts';

export interface LocodeImportDeps extends AdminGuardDeps {
  readonly settings: Settings;
  readonly jobs: RunNowDeps['jobs'];
}

/** The full list is about 10 MB as CSV (the sync refuses past 100 MB): far larger is not it. */
export const MAX_LOCODE_FILE_BYTES = 100 * 1024 ** 2;

const TAGS = ['Administration'];
const iso = { type: 'string', format: 'date-time' } as const;
const RunSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    scope: Type.String({ description: 'The file names, or the URL the sync read' }),
    source: Type.String(),
    outcome: Type.Union([Type.Literal('running'), Type.Literal('ok'), Type.Literal('failed')]),
    detail: Type.Union([Type.String(), Type.Null()], {
      description: 'queued, importing, what was imported, or why it failed',
    }),
    entries: Type.Union([Type.Integer(), Type.Null()], { description: 'Locations stored' }),
    started_at: Type.String(iso),
    finished_at: Type.Union([Type.String(iso), Type.Null()]),
  },
  { title: 'LocodeImportRun' },
);

const view = (row: typeof schema.referenceSyncs.$inferSelect) => ({
  id: row.id,
  scope: row.scope,
  source: row.source,
  outcome: row.outcome,
  detail: row.detail,
  entries: row.entries,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/**
 * /Admin/Locode's import (Admins): one CSV or UNECE's three parts, streamed to Storage:UploadFolder,
 * their first rows read as the import reads them (a file that is not a UN/LOCODE list is refused
 * at once), then queued to a worker that runs the use case of `customs reference import-locodes`:
 * all or nothing, audited under the admin's name. Its run is readable by SuperUsers and Admins.
 */
export const locodeImportRoutes = (deps: LocodeImportDeps) => async (app: FastifyInstance) => {
  const rules: ReceiveRules = {
    under: join(deps.settings['Storage:UploadFolder'], '.locode-imports'),
    maxFileBytes: MAX_LOCODE_FILE_BYTES,
    maxFiles: 3,
    fileField: 'file',
    textFields: [],
  };
  await app.register(multipart, { limits: multipartLimits(rules) });
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  const { requiresAdmin, requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');
  const runs = schema.referenceSyncs;

  app.get<{ Params: { id: string } }>(
    '/api/admin/locode/imports/:id',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'One UN/LOCODE import or sync run: running (queued, importing), ok or failed with why',
        operationId: 'getLocodeImport',
        security: who,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: json('The run', RunSchema), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await deps.db
        .select()
        .from(runs)
        .where(and(eq(runs.id, request.params.id), eq(runs.kind, 'locodes')));
      if (!row) throw new DomainError('not-found', 'not-found', 'No UN/LOCODE import has this id');
      return view(row);
    },
  );

  app.get(
    '/api/admin/locode/imports',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'The latest UN/LOCODE imports and syncs, newest first (SuperUsers, Admins)',
        operationId: 'listLocodeImports',
        security: who,
        response: { 200: json('Newest first', Type.Array(RunSchema)), ...problems(401, 403) },
      },
    },
    async () =>
      (
        await deps.db
          .select()
          .from(runs)
          .where(eq(runs.kind, 'locodes'))
          .orderBy(desc(runs.startedAt))
          .limit(10)
      ).map(view),
  );

  app.post(
    '/api/admin/locode/imports',
    {
      onRequest: requiresAdmin,
      config: {
        requestBody: {
          description:
            'multipart/form-data: file, the list as CSV (the data package code-list.csv, the geoapify copy), or UNECE’s CodeListPart1/2/3 as three files in that order',
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 3 },
                },
                required: ['file'],
              },
            },
          },
        },
      },
      schema: {
        tags: TAGS,
        summary:
          'Upload a UN/LOCODE list and queue its import, which replaces the list all or nothing (Admins)',
        operationId: 'uploadLocodeList',
        security: who,
        response: {
          202: json(
            'Queued; follow it at /api/admin/locode/imports/{id}',
            Type.Object({ run: RunSchema }),
          ),
          ...problems(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveFiles(request, reply, rules);
      try {
        const zipped = upload.files.find((file) => file.head.subarray(0, 2).toString() === 'PK');
        if (zipped)
          throw new DomainError(
            'unsupported-media-type',
            'unsupported-media-type',
            `${zipped.fileName} is a ZIP archive: send the CSV file(s) it holds`,
          );
        const paths = upload.files.map((file) => file.path);
        await checkLocodeFiles(paths).catch((error: unknown) => {
          if (error instanceof LocodeFileError || (error as Error).name === 'LocodeFileError')
            throw new DomainError(
              'unparseable',
              'locode-file-refused',
              `${upload.files.map((file) => file.fileName).join(' + ')} is not a UN/LOCODE list: ${(error as Error).message}; nothing was queued`,
            );
          throw error;
        });
        const { syncId } = await queueLocodeImport(
          { db: deps.db, jobs: deps.jobs },
          {
            paths,
            names: upload.files.map((file) => file.fileName),
            folder: upload.folder,
            actor: partnerOf(request.caller!),
          },
        );
        const [row] = await deps.db.select().from(runs).where(eq(runs.id, syncId));
        reply.code(202);
        return { run: view(row!) };
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },
  );
};
