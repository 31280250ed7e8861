import { Readable } from 'node:stream';
import { Type, type Static } from '@sinclair/typebox';
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { auditActions, auditEntries, auditPage, type AuditFilter } from '../audit/index.ts';
import { adminGuards, type AdminGuardDeps } from '../auth/index.ts';
import type { schema } from '../db/index.ts';
import { json, problems, security } from '../http/index.ts';

const TAGS = ['Administration'];
const day = (description: string) =>
  Type.String({ format: 'date', pattern: '^[12][0-9]{3}-', description });
const FilterQuery = {
  actor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Exactly this actor' }),
  ),
  action: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, description: 'Exactly this action' }),
  ),
  dossier: Type.Optional(Type.String({ format: 'uuid', description: 'One dossier’s entries' })),
  entity_type: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  from: Type.Optional(day('From this day (YYYY-MM-DD, Europe/Brussels)')),
  to: Type.Optional(day('Through this day (YYYY-MM-DD, Europe/Brussels)')),
};
const PageQuery = Type.Object(
  {
    ...FilterQuery,
    before: Type.Optional(Type.Integer({ minimum: 1, description: 'Entries older than this id' })),
    after: Type.Optional(Type.Integer({ minimum: 0, description: 'Entries newer than this id' })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  },
  { additionalProperties: false },
);
const CsvQuery = Type.Object(FilterQuery, { additionalProperties: false });
const EntrySchema = Type.Object(
  {
    id: Type.Integer(),
    occurred_at: Type.String({ format: 'date-time' }),
    actor: Type.String(),
    action: Type.String(),
    entity_type: Type.String(),
    entity_id: Type.Union([Type.String(), Type.Null()]),
    before: Type.Unknown(),
    after: Type.Unknown(),
  },
  { title: 'AuditEntry' },
);

type Row = typeof schema.auditLog.$inferSelect;
const view = (row: Row) => ({
  id: row.id,
  occurred_at: row.occurredAt.toISOString(),
  actor: row.actor,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
});

const filterOf = (query: Static<typeof CsvQuery>): AuditFilter => ({
  actor: query.actor,
  action: query.action,
  // A dossier's entries are those about it: its uuid is the entity id.
  entityType: query.dossier ? 'dossier' : query.entity_type,
  entityId: query.dossier ?? query.entity_id,
  fromDay: query.from,
  toDay: query.to,
});

const CSV_COLUMNS = [
  'id',
  'occurred_at',
  'actor',
  'action',
  'entity_type',
  'entity_id',
  'before',
  'after',
] as const;

/**
 * /Admin/AuditLog (SPEC.md: RequiresSuperUserOrAdmin): who did what and when, filtered by actor,
 * action, dossier and days, paged by keyset; the CSV holds every matching entry, streamed.
 */
export const auditRoutes = (deps: AdminGuardDeps) => async (app: FastifyInstance) => {
  const { requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');

  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/api/admin/audit-log',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Audit entries, newest first; older/newer are the cursors of the next pages (SuperUsers, Admins)',
        operationId: 'listAuditEntries',
        security: who,
        querystring: PageQuery,
        response: {
          200: json(
            'One page',
            Type.Object({
              entries: Type.Array(EntrySchema),
              older: Type.Union([Type.Integer(), Type.Null()]),
              newer: Type.Union([Type.Integer(), Type.Null()]),
            }),
          ),
          ...problems(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { before, after, limit } = request.query;
      const page = await auditPage(deps.db, filterOf(request.query), { before, after }, limit);
      return { entries: page.entries.map(view), older: page.older, newer: page.newer };
    },
  );

  app.get(
    '/api/admin/audit-log/actions',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary: 'The actions the audit trail holds, for its filter (SuperUsers, Admins)',
        operationId: 'listAuditActions',
        security: who,
        response: { 200: json('Actions', Type.Array(Type.String())), ...problems(401, 403) },
      },
    },
    async () => auditActions(deps.db),
  );

  app.get<{ Querystring: Static<typeof CsvQuery> }>(
    '/api/admin/audit-log.csv',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Every matching entry as CSV (UTF-8, comma, header row), newest first, streamed (SuperUsers, Admins)',
        operationId: 'exportAuditEntries',
        security: who,
        querystring: CsvQuery,
        produces: ['text/csv'],
        response: {
          200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...problems(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const rows = Readable.from(
        (async function* () {
          for await (const row of auditEntries(deps.db, filterOf(request.query))) {
            const entry = view(row);
            yield {
              ...entry,
              before: entry.before === null ? '' : JSON.stringify(entry.before),
              after: entry.after === null ? '' : JSON.stringify(entry.after),
            };
          }
        })(),
      );
      // escape_formulas: a cell that starts with = + - @ is not run as a formula by a spreadsheet.
      const csv = rows.pipe(
        stringify({ header: true, columns: [...CSV_COLUMNS], bom: true, escape_formulas: true }),
      );
      rows.on('error', (error) => csv.destroy(error));
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${stamp}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
