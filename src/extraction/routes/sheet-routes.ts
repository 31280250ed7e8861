import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ROLE,
  authenticate,
  PEOPLE_ROLES,
  readerTokens,
  readScopeOf,
  type Caller,
  type SessionRule,
  type TokenVerifier,
} from '../../auth/index.ts';
import { isUuid, type Db } from '../../db/index.ts';
import { findDossier } from '../../dossiers/index.ts';
import { DomainError } from '../../errors/index.ts';
import { json, problems, security } from '../../http/index.ts';
import type { Settings } from '../../settings/index.ts';
import { readingLimitsFrom, type LimitValues } from '../reading-limits.ts';
// Not the spreadsheets' index: the readers it exports load only in reader processes.
import { GRID_CAPS } from '../spreadsheets/sheet-grid-caps.ts';
import { createSheetReaders, sheetUnreadable, type SheetReaders } from './sheet-readers.ts';

export interface SheetRoutesDeps {
  readonly db: Db;
  readonly verifyToken?: TokenVerifier;
  readonly sessions?: SessionRule['find'];
  /** Storage:UploadFolder, where the documents are. */
  readonly uploadFolder: string;
  /** The Processing:* limits, memory and time the readers work within. */
  readonly settings: LimitValues &
    Pick<Settings, 'Processing:ReaderMemoryMegabytes' | 'Processing:PageTimeoutSeconds'>;
}

/** The content types the extraction reads as spreadsheets (detected from the bytes at intake). */
const FORMATS: Readonly<Record<string, 'xlsx' | 'csv'>> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/csv': 'csv',
};
const XLS = 'application/vnd.ms-excel';
/** Sheet views read at once by one instance; more wait for one to finish. */
const PROCESSES = 2;

const PARAMS = Type.Object({ uuid: Type.String(), document: Type.String() });

const SheetSchema = Type.Object({
  number: Type.Integer({
    minimum: 1,
    description:
      "1-based, as extraction numbers sheets: a value's source `{ page, cell }` names this sheet and a cell on it",
  }),
  name: Type.String({ description: 'As the workbook names it; `csv` for a CSV file' }),
  rows: Type.Array(Type.Array(Type.String()), {
    description:
      'Row 1 first, each as far as its last cell with a text: `rows[6][3]` is cell D7. Texts as the reader reads them (numbers as stored, dates yyyy-MM-dd, "" for an empty cell)',
  }),
  columns: Type.Integer({ minimum: 0, description: 'The longest row’s length' }),
  truncated: Type.Boolean({
    description: `Only the first ${GRID_CAPS.rows.toLocaleString('en-GB')} rows and ${GRID_CAPS.columns} columns of a sheet are shown, and ${GRID_CAPS.characters.toLocaleString('en-GB')} characters of text in all: true when the sheet has more`,
  }),
});

const DocumentSheetsSchema = Type.Object({ sheets: Type.Array(SheetSchema) });

const isFile = (path: string): Promise<boolean> =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

const dossierNotFound = (uuid: string) =>
  new DomainError('not-found', 'dossier-not-found', `No dossier has id ${uuid}`);

/**
 * GET /api/declarations/{uuid}/documents/{document}/sheet: a spreadsheet document as the review
 * page shows it beside the values read from it. Read by the extraction's own spreadsheet readers,
 * with its limits, in reader processes of this route's own (sheet-readers.ts).
 */
export const sheetRoutes = (deps: SheetRoutesDeps) => async (app: FastifyInstance) => {
  const { settings } = deps;
  const readers: SheetReaders = createSheetReaders({
    processes: PROCESSES,
    memoryLimitBytes: settings['Processing:ReaderMemoryMegabytes'] * 1048576,
    // A page waits at most a page's time: the whole file's (600 s) is a background job's.
    timeoutMs: settings['Processing:PageTimeoutSeconds'] * 1000,
    timeoutSetting: 'Processing:PageTimeoutSeconds',
    limits: readingLimitsFrom(settings),
  });
  app.addHook('onClose', () => readers.close());

  // The download's callers; a sheet shows a document's contents, so only people and Admins tokens
  // read it: a partner's key or token is answered as for a dossier it cannot see.
  const onRequest = [
    authenticate({
      db: deps.db,
      apiKeyScope: 'declarations',
      bearer: deps.verifyToken && readerTokens(deps.verifyToken),
      session: deps.sessions && { find: deps.sessions, roles: PEOPLE_ROLES },
    }),
  ];
  const readable = async (uuid: string, caller: Caller) => {
    if (
      caller.kind === 'api-key' ||
      (caller.kind === 'bearer' && !caller.roles.includes(ADMIN_ROLE))
    )
      throw dossierNotFound(uuid);
    const found = isUuid(uuid)
      ? await findDossier(deps.db, uuid.toLowerCase(), readScopeOf(caller))
      : undefined;
    if (!found) throw dossierNotFound(uuid);
    return found;
  };

  app.get<{ Params: Static<typeof PARAMS> }>(
    '/api/declarations/:uuid/documents/:document/sheet',
    {
      onRequest,
      schema: {
        tags: ['Declarations'],
        summary:
          'A spreadsheet document (xlsx, csv) as its sheets: each cell’s text at its row and column, as extraction read it (people and Admins tokens)',
        operationId: 'getDocumentSheet',
        security: security('Bearer', 'Session'),
        params: PARAMS,
        response: {
          200: json('The sheets, first to last', DocumentSheetsSchema),
          ...problems(400, 401, 403, 404, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const { uuid, document: documentId } = request.params;
      const found = await readable(uuid, request.caller!);
      const missing = () =>
        new DomainError(
          'not-found',
          'document-not-found',
          `The dossier has no document ${documentId}`,
        );
      const document = isUuid(documentId)
        ? found.documents.find((row) => row.id === documentId.toLowerCase())
        : undefined;
      if (!document) throw missing();
      if (document.contentType === XLS)
        throw sheetUnreadable(
          'an Excel 97-2003 workbook (.xls) cannot be read: save it as .xlsx or .csv',
        );
      const format = FORMATS[document.contentType];
      // 415, the catalogue's answer for a type not accepted here: the document exists and is
      // readable as itself (its download serves it); it has no sheets to show.
      if (!format)
        throw new DomainError(
          'unsupported-media-type',
          'unsupported-media-type',
          `The document ${documentId} is ${document.contentType}, not a spreadsheet (xlsx or csv): it has no sheets to show`,
          [],
          {
            nl: 'Dit document is geen rekenblad (xlsx of csv) en heeft dus geen bladen om te tonen.',
            fr: 'Ce document n’est pas une feuille de calcul (xlsx ou csv) : il n’a pas de feuilles à afficher.',
          },
        );
      const root = resolve(deps.uploadFolder);
      const path = resolve(join(root, document.storagePath));
      // Stored paths are generated, yet a path that leaves the folder is never read.
      if (!path.startsWith(`${root}${sep}`)) throw missing();
      if (!(await isFile(path))) {
        request.log.error(
          { document: document.id, path: document.storagePath },
          'document file missing',
        );
        throw missing();
      }
      // A caller who hangs up stops waiting for a reader; a reading under way ends in its time.
      const gone = new AbortController();
      const hangUp = () => gone.abort(new Error('the caller hung up'));
      request.raw.socket.once('close', hangUp);
      try {
        return { sheets: await readers.read(path, format, gone.signal) };
      } finally {
        request.raw.socket.off('close', hangUp);
      }
    },
  );
};
