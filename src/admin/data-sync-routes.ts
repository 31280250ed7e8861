import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { adminGuards, partnerOf, type AdminGuardDeps } from '../auth/index.ts';
import { json, problems, security } from '../http/index.ts';
import {
  dataSyncStatus,
  runSyncNow,
  SYNC_NAMES,
  type ListStatus,
  type RunNowDeps,
  type SyncName,
  type SyncStatus,
} from '../reference/index.ts';
import type { Settings } from '../settings/index.ts';

export interface DataSyncDeps extends AdminGuardDeps {
  readonly settings: Settings;
  readonly jobs: RunNowDeps['jobs'];
}

const TAGS = ['Administration'];
const iso = { type: 'string', format: 'date-time' } as const;
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const Sync = Type.Union(SYNC_NAMES.map((name) => Type.Literal(name)));

const SyncSchema = Type.Object(
  {
    name: Sync,
    configured: Type.Boolean({ description: 'Its source is set' }),
    settings: Type.Array(Type.String(), { description: 'The settings it is configured by' }),
    scheduled: Type.Boolean({ description: 'It runs in the 02:00 UTC cycle' }),
    next_run_at: nullable(Type.String(iso)),
    auto_download: Type.Optional(Type.Boolean({ description: 'tarbel:auto_download (tariff)' })),
    last_run: Type.Union([
      Type.Object({
        id: Type.String({ format: 'uuid' }),
        outcome: Type.Union([Type.Literal('running'), Type.Literal('ok'), Type.Literal('failed')]),
        scope: Type.String(),
        detail: Type.Union([Type.String(), Type.Null()]),
        entries: Type.Union([Type.Integer(), Type.Null()]),
        started_at: Type.String(iso),
        finished_at: nullable(Type.String(iso)),
      }),
      Type.Null(),
    ]),
    job: Type.Union([
      Type.Object({
        id: Type.String(),
        state: Type.String({
          description: 'created (queued), retry, active (running), completed, failed, cancelled',
        }),
        created_at: Type.String(iso),
        started_at: nullable(Type.String(iso)),
        completed_at: nullable(Type.String(iso)),
      }),
      Type.Null(),
    ]),
  },
  { title: 'ReferenceSync' },
);

const ListSchema = Type.Object(
  {
    key: Type.String(),
    sync: Sync,
    domain: Type.Optional(Type.String()),
    phase: Type.Optional(Type.Integer()),
    origin: Type.Union(
      ['synced', 'embedded', 'mixed', 'imported', 'none'].map((o) => Type.Literal(o)),
    ),
    count: Type.Integer({
      description: 'Lists held (code lists), offices, locations, or tariff imports done',
    }),
    synced: Type.Optional(Type.Integer()),
    refreshed_at: nullable(Type.String(iso)),
    snapshot_date: Type.Optional(nullable(Type.String())),
    source: Type.String(),
  },
  { title: 'ReferenceList' },
);

const isoOf = (date: Date | null) => date?.toISOString() ?? null;
const syncView = (sync: SyncStatus) => ({
  name: sync.name,
  configured: sync.configured,
  settings: [...sync.settings],
  scheduled: sync.scheduled,
  next_run_at: isoOf(sync.nextRunAt),
  ...(sync.autoDownload === undefined ? {} : { auto_download: sync.autoDownload }),
  last_run: sync.lastRun && {
    id: sync.lastRun.id,
    outcome: sync.lastRun.outcome,
    scope: sync.lastRun.scope,
    detail: sync.lastRun.detail,
    entries: sync.lastRun.entries,
    started_at: sync.lastRun.startedAt.toISOString(),
    finished_at: isoOf(sync.lastRun.finishedAt),
  },
  job: sync.job && {
    id: sync.job.id,
    state: sync.job.state,
    created_at: sync.job.createdAt.toISOString(),
    started_at: isoOf(sync.job.startedAt),
    completed_at: isoOf(sync.job.completedAt),
  },
});
const listView = (list: ListStatus) => ({
  key: list.key,
  sync: list.sync,
  ...(list.domain === undefined ? {} : { domain: list.domain }),
  ...(list.phase === undefined ? {} : { phase: list.phase }),
  origin: list.origin,
  count: list.count,
  ...(list.synced === undefined ? {} : { synced: list.synced }),
  refreshed_at: isoOf(list.refreshedAt),
  ...(list.snapshotDate === undefined ? {} : { snapshot_date: list.snapshotDate }),
  source: list.source,
});

/**
 * /Admin/DataSync: every reference list and the sync it belongs to (SuperUsers, Admins read it);
 * "run now" (Admins) sends the sync's job as the 02:00 UTC schedule does, audited. The page polls
 * the status to follow the job.
 */
export const dataSyncRoutes = (deps: DataSyncDeps) => async (app: FastifyInstance) => {
  const { requiresAdmin, requiresSuperUserOrAdmin } = adminGuards(deps);
  const who = security('Bearer', 'Session');

  app.get(
    '/api/admin/data-sync',
    {
      onRequest: requiresSuperUserOrAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Every reference list (synced, embedded or imported) and its sync: source, schedule, next run, last run, job (SuperUsers, Admins)',
        operationId: 'getDataSync',
        security: who,
        response: {
          200: json(
            'The lists and the syncs',
            Type.Object({
              next_cycle_at: Type.String({ ...iso, description: 'The next 02:00 UTC' }),
              syncs: Type.Array(SyncSchema),
              lists: Type.Array(ListSchema),
            }),
          ),
          ...problems(401, 403),
        },
      },
    },
    async () => {
      const status = await dataSyncStatus(deps);
      return {
        next_cycle_at: status.nextCycleAt.toISOString(),
        syncs: status.syncs.map(syncView),
        lists: status.lists.map(listView),
      };
    },
  );

  app.post<{ Params: { sync: SyncName } }>(
    '/api/admin/data-sync/:sync/run',
    {
      onRequest: requiresAdmin,
      schema: {
        tags: TAGS,
        summary:
          'Run a sync now, as the 02:00 UTC cycle does: code-lists, locodes or tariff (the extraction listing) (Admins)',
        operationId: 'runDataSync',
        security: who,
        params: Type.Object({ sync: Sync }),
        response: {
          202: json(
            'Its job, queued',
            Type.Object({ job: Type.Union([Type.String(), Type.Null()]), queued: Type.Boolean() }),
          ),
          ...problems(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const answer = await runSyncNow(deps, request.params.sync, partnerOf(request.caller!));
      reply.code(202);
      return answer;
    },
  );
};
