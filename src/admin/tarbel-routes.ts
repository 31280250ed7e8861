import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { DomainError } from '../errors/index.ts';
import { json, problems, security } from '../http/index.ts';
import {
  checkExtraction,
  enqueueTariffImport,
  ExtractionFileError,
  extractionKindOf,
  findTariffImport,
  latestExtraction,
  listTariffImports,
  type RunNowDeps,
  type TariffImportView,
} from '../reference/index.ts';
import { readRuntimeSettings } from '../runtime-settings/index.ts';
import type { Settings } from '../settings/index.ts';
import { multipartLimits, receiveFiles, type ReceiveRules } from './receive-files.ts';

export interface TarbelDeps extends AdminGuardDeps {
  readonly settings: Settings;
  /** Sends the import's job in the transaction that queues it. */
  readonly jobs: RunNowDeps['jobs'];
}

/** A full extraction is several hundred MB; twice the largest seen leaves room and stops a flood. */
export const MAX_EXTRACTION_BYTES = 2 * 1024 ** 3;

const TAGS = ['Administration'];
const iso = { type: 'string', format: 'date-time' } as const;
const ImportSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    file_name: Type.String(),
    kind: Type.Union([Type.Literal('full'), Type.Literal('delta')]),
    status: Type.Union(['queued', 'running', 'done', 'failed'].map((s) => Type.Literal(s))),
    rows_done: Type.Integer(),
    rows_total: Type.Union([Type.Integer(), Type.Null()], {
      description: 'ResultsInfo/totalRecords of the file, once the import read it',
    }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why it failed' }),
    requested_by: Type.String(),
    created_at: Type.String(iso),
    started_at: Type.Union([Type.String(iso), Type.Null()]),
    heartbeat_at: Type.Union([Type.String(iso), Type.Null()]),
    finished_at: Type.Union([Type.String(iso), Type.Null()]),
  },
  { title: 'TariffImport' },
);

const view = (entry: TariffImportView) => ({
  id: entry.id,
  file_name: entry.fileName,
  kind: entry.kind,
  status: entry.status,
  rows_done: entry.rowsDone,
  rows_total: entry.rowsTotal,
  error: entry.error,
  requested_by: entry.requestedBy,
  created_at: entry.createdAt,
  started_at: entry.startedAt,
  heartbeat_at: entry.heartbeatAt,
  finished_at: entry.finishedAt,
});

/** ZIP local file header, or the end record of an empty archive. */
const isZip = (head: Buffer) =>
  head.length >= 4 &&
  head[0] === 0x50 &&
  head[1] === 0x4b &&
  ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));

/**
 * /Admin/Tarbel: the tariff extractions' imports (SuperUsers, Admins read them) and the upload of
 * one (Admins): the ZIP streams to Tarbel:DownloadFolder, is checked as an extraction (a ZIP of
 * one TariffHistoryResponse XML), then queued through the use case `customs reference
 * import-tariff` runs, audited under the admin's name. A refused file leaves nothing behind.
 */
export const tarbelRoutes = (deps: TarbelDeps) => async (app: FastifyInstance) => {
  const rules: ReceiveRules = {
    under: join(deps.settings['Tarbel:DownloadFolder'], 'uploads'),
    maxFileBytes: MAX_EXTRACTION_BYTES,
    maxFiles: 1,
    fileField: 'file',
    textFields: ['kind'],
  };
  await app.register(multipart, { limits: multipartLimits(rules) });
  // Refused before its body ended (the role check, the size): the connection ends with the answer.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  const { requiresAdmin, requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');

  app.get(
    '/api/admin/tarbel',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'The tariff imports, newest first, with their progress; tarbel:auto_download and what the daily cycle saw (SuperUsers, Admins)',
        operationId: 'getTarbelStatus',
        security: who,
        response: {
          200: json(
            'The imports and the settings behind them',
            Type.Object({
              auto_download: Type.Boolean(),
              extractions_url: Type.String({
                description: 'Tarbel:ExtractionsUrl; empty: not set',
              }),
              max_upload_bytes: Type.Integer(),
              request_timeout_seconds: Type.Integer({
                description: 'Server:RequestTimeoutSeconds: an upload must arrive within it',
              }),
              latest_available: Type.Union([
                Type.Object({
                  file_name: Type.Union([Type.String(), Type.Null()]),
                  checked_at: Type.String(iso),
                  detail: Type.Union([Type.String(), Type.Null()]),
                }),
                Type.Null(),
              ]),
              imports: Type.Array(ImportSchema),
            }),
          ),
          ...problems(401, 403),
        },
      },
    },
    async () => {
      const runtime = await readRuntimeSettings(deps.db);
      return {
        auto_download: runtime['tarbel:auto_download'],
        extractions_url: deps.settings['Tarbel:ExtractionsUrl'],
        max_upload_bytes: MAX_EXTRACTION_BYTES,
        request_timeout_seconds: deps.settings['Server:RequestTimeoutSeconds'],
        latest_available: await latestExtraction(deps.db),
        imports: (await listTariffImports(deps.db, 20)).map(view),
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/admin/tarbel/imports/:id',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'One tariff import: queued, running (rows done of the total), done or failed with why',
        operationId: 'getTariffImport',
        security: who,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: json('The import', ImportSchema), ...problems(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await findTariffImport(deps.db, request.params.id);
      if (!found) throw new DomainError('not-found', 'not-found', 'No tariff import has this id');
      return view(found);
    },
  );

  app.post(
    '/api/admin/tarbel/imports',
    {
      onRequest: requiresAdmin,
      config: {
        requestBody: {
          description:
            'multipart/form-data: file, the extraction (a ZIP holding one TariffHistoryResponse XML); kind, full or delta (default: full for export-{from}-{to}.zip, else delta)',
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', format: 'binary' },
                  kind: { type: 'string', enum: ['full', 'delta'] },
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
          'Upload a Tarbel extraction and queue its import, as `customs reference import-tariff` does (Admins)',
        operationId: 'uploadTariffExtraction',
        security: who,
        response: {
          202: json(
            'Queued; follow it at /api/admin/tarbel/imports/{id}',
            Type.Object({ import: ImportSchema, created: Type.Boolean() }),
          ),
          ...problems(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveFiles(request, reply, rules);
      try {
        const file = upload.files[0]!;
        const kind = upload.fields.kind ?? extractionKindOf(file.fileName);
        if (kind !== 'full' && kind !== 'delta')
          throw new DomainError('invalid', 'validation', 'kind is full or delta', [
            { path: '/kind', message: 'must be full or delta' },
          ]);
        if (!isZip(file.head))
          throw new DomainError(
            'unsupported-media-type',
            'unsupported-media-type',
            `${file.fileName} is not a ZIP archive: a Tarbel extraction is a ZIP holding one XML file`,
          );
        await checkExtraction(file.path).catch((error: unknown) => {
          if (error instanceof ExtractionFileError)
            throw new DomainError(
              'unparseable',
              'tariff-file-refused',
              `${file.fileName} is not a Tarbel extraction: ${error.message}; nothing was queued`,
            );
          throw error;
        });
        const queued = await enqueueTariffImport(
          { db: deps.db, jobs: deps.jobs },
          {
            path: file.path,
            fileName: file.fileName,
            kind,
            requestedBy: partnerOf(request.caller!),
          },
        );
        reply.code(202);
        return { import: view(queued.import), created: queued.created };
      } catch (error) {
        await upload.discard();
        throw error;
      }
    },
  );
};
