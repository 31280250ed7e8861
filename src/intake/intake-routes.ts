import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { authenticate, PEOPLE_ROLES, type SessionRule } from '../auth/index.ts';
import type { Db } from '../db/index.ts';
import { json, problems, security } from '../http/index.ts';
import { createDossierFromUpload } from './create-dossier-from-upload.ts';
import { readNewDossierFields } from './new-dossier-fields.ts';
import { readUpload } from './read-upload.ts';
import { cutStalledUploadsOnClose } from './stalled-uploads.ts';

export interface IntakeDeps {
  readonly db: Db;
  readonly sessions: SessionRule['find'];
  /** Storage:UploadFolder; files arrive in its `.incoming` folder first. */
  readonly uploadFolder: string;
  /** Storage:MaxFileSizeBytes, per file. */
  readonly maxFileBytes: number;
  /** Sends the extraction job in the dossier's own transaction: no dossier waits for a job never sent. */
  readonly queueExtraction: (tx: Db, dossierId: string) => Promise<unknown>;
}

/** POST /api/dossiers: a manual dossier from uploaded documents (SPEC.md /NewDossier). */
export const intakeRoutes = (deps: IntakeDeps) => async (app: FastifyInstance) => {
  const stalled = cutStalledUploadsOnClose(app);
  // Answered before its body ended (refused by the reader, or before it by the session check):
  // the connection ends with the answer, as Node destroys the socket once a `Connection: close`
  // answer is flushed. Otherwise Node would read the rest of the body to keep the connection,
  // and a client could go on pushing bytes until the request time limit.
  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
  await app.register(multipart, {
    limits: {
      fileSize: deps.maxFileBytes,
      files: 3,
      fields: 10,
      fieldSize: 64 * 1024,
      parts: 13,
      headerPairs: 50,
    },
  });
  app.post(
    '/api/dossiers',
    {
      onRequest: [
        authenticate({ db: deps.db, session: { find: deps.sessions, roles: PEOPLE_ROLES } }),
      ],
      config: {
        requestBody: {
          description:
            'multipart/form-data: regime, clientCode or newClient (JSON), ucr, containerNumber; files invoice (PDF), packingList (PDF), spreadsheet (xlsx, xls, csv)',
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  regime: { type: 'string', enum: ['IM', 'EX', 'T1', 'T2'] },
                  clientCode: { type: 'string' },
                  newClient: { type: 'string', description: 'A ClientItem as JSON' },
                  ucr: { type: 'string', maxLength: 35 },
                  containerNumber: { type: 'string' },
                  invoice: { type: 'string', format: 'binary' },
                  packingList: { type: 'string', format: 'binary' },
                  spreadsheet: { type: 'string', format: 'binary' },
                },
                required: ['regime'],
              },
            },
          },
        },
      },
      schema: {
        tags: ['Dossiers'],
        summary:
          'Create a manual dossier from uploaded documents: Queued until extraction (a signed-in user)',
        operationId: 'createManualDossier',
        security: security('Session'),
        response: {
          201: json(
            'Created in Queued',
            Type.Object({
              uuid: Type.String({ format: 'uuid' }),
              ucr: Type.String(),
              status: Type.Literal('Queued'),
            }),
          ),
          ...problems(400, 401, 403, 409, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const untrack = stalled.track(request.raw);
      const upload = await readUpload(
        request,
        join(deps.uploadFolder, '.incoming'),
        deps.maxFileBytes,
      ).finally(untrack);
      try {
        const fields = readNewDossierFields(upload.fields);
        const created = await createDossierFromUpload(
          {
            db: deps.db,
            uploadFolder: deps.uploadFolder,
            queueExtraction: deps.queueExtraction,
          },
          upload,
          fields,
          (request.caller as { name: string }).name,
        );
        reply.code(201);
        return created;
      } finally {
        await upload.discard();
      }
    },
  );
};
