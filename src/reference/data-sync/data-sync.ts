import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '../../db/index.ts';
import { latestJobs, type JobState } from '../../jobs/index.ts';
import { readRuntimeSettings } from '../../runtime-settings/index.ts';
import type { Settings } from '../../settings/index.ts';
import { CODE_LIST_SYNC_JOB } from '../code-lists/code-list-jobs.ts';
import { OFFICE_LIST } from '../code-lists/code-list-data.ts';
import { listCodeLists } from '../code-lists/code-list-queries.ts';
import { configuredSources, syncConfigured } from '../code-lists/sync-code-lists.ts';
import { LOCODE_SYNC_JOB } from '../locodes/locode-jobs.ts';
import { LOCODE_SYNC_KIND } from '../locodes/record-sync.ts';
import { TARIFF_DAILY_JOB, TARIFF_LISTING_SYNC_KIND } from '../tariff/daily-cycle.ts';
import { nextDailyCycle } from './next-cycle.ts';

/** The three syncs an administrator can run now; every reference list belongs to one. */
export const SYNC_NAMES = ['code-lists', 'locodes', 'tariff'] as const;
export type SyncName = (typeof SYNC_NAMES)[number];

/** Each sync's job and the reference_syncs kind its runs are recorded under. */
export const SYNC_JOBS: Readonly<Record<SyncName, { job: string; kind: string }>> = {
  'code-lists': { job: CODE_LIST_SYNC_JOB, kind: 'code-lists' },
  locodes: { job: LOCODE_SYNC_JOB, kind: LOCODE_SYNC_KIND },
  tariff: { job: TARIFF_DAILY_JOB, kind: TARIFF_LISTING_SYNC_KIND },
};

type SyncRun = typeof schema.referenceSyncs.$inferSelect;

export interface SyncStatus {
  readonly name: SyncName;
  /** Its source is set: it can run (now or on the schedule). */
  readonly configured: boolean;
  /** What it needs set, or what keeps it from the schedule: setting keys. */
  readonly settings: readonly string[];
  /** It runs in the daily cycle (02:00 UTC); false: only when an admin runs it. */
  readonly scheduled: boolean;
  readonly nextRunAt: Date | null;
  readonly lastRun: SyncRun | null;
  /** The newest job: queued, running, or how it ended. */
  readonly job: JobState | null;
  /** tarbel:auto_download (the tariff only). */
  readonly autoDownload?: boolean;
}

export type ListOrigin = 'synced' | 'embedded' | 'mixed' | 'imported' | 'none';

export interface ListStatus {
  /** `code-lists:transit-6`, `offices`, `locodes`, `tariff`. */
  readonly key: string;
  readonly sync: SyncName;
  readonly domain?: string;
  readonly phase?: number;
  readonly origin: ListOrigin;
  /** Lists held (code lists), or entries (offices, locations, tariff lines). */
  readonly count: number;
  readonly synced?: number;
  readonly refreshedAt: Date | null;
  readonly snapshotDate?: string | null;
  /** The URL or setting it syncs from; empty when none is set. */
  readonly source: string;
}

export interface DataSyncStatus {
  readonly nextCycleAt: Date;
  readonly syncs: readonly SyncStatus[];
  readonly lists: readonly ListStatus[];
}

export interface DataSyncDeps {
  readonly db: Db;
  readonly settings: Settings;
}

const lastRuns = async (db: Db, kinds: readonly string[]) => {
  const runs = new Map<string, SyncRun>();
  for (const kind of kinds) {
    const [last] = await db
      .select()
      .from(schema.referenceSyncs)
      .where(eq(schema.referenceSyncs.kind, kind))
      .orderBy(desc(schema.referenceSyncs.startedAt))
      .limit(1);
    if (last) runs.set(kind, last);
  }
  return runs;
};

/** How each sync stands: its source set or not, on the schedule or not, its last run, its job. */
const syncStatuses = async (deps: DataSyncDeps, now: Date): Promise<SyncStatus[]> => {
  const runtime = await readRuntimeSettings(deps.db);
  const runs = await lastRuns(
    deps.db,
    SYNC_NAMES.map((name) => SYNC_JOBS[name].kind),
  );
  const jobs = await latestJobs(
    deps.db,
    SYNC_NAMES.map((name) => SYNC_JOBS[name].job),
  );
  const next = nextDailyCycle(now);
  const codeLists = syncConfigured(deps.settings);
  const locodes = runtime['locode:datapackage_url'] !== '' || runtime['locode:csv_url'] !== '';
  const tariff = deps.settings['Tarbel:ExtractionsUrl'] !== '';
  const status = (
    name: SyncName,
    configured: boolean,
    scheduled: boolean,
    settings: string[],
  ): SyncStatus => ({
    name,
    configured,
    settings,
    scheduled,
    nextRunAt: scheduled ? next : null,
    lastRun: runs.get(SYNC_JOBS[name].kind) ?? null,
    job: jobs.get(SYNC_JOBS[name].job) ?? null,
  });
  return [
    status('code-lists', codeLists, codeLists, [
      'ReferenceData:TransitP6Url',
      'ReferenceData:TransitP5Url',
      'ReferenceData:ExportUrl',
      'ReferenceData:ImportUrl',
      'ReferenceData:CustomsOfficesUrl',
    ]),
    status('locodes', locodes, locodes && runtime['locode:auto_sync'], [
      'locode:auto_sync',
      'locode:datapackage_url',
      'locode:csv_url',
    ]),
    {
      ...status('tariff', tariff, tariff, ['Tarbel:ExtractionsUrl', 'tarbel:auto_download']),
      autoDownload: runtime['tarbel:auto_download'],
    },
  ];
};

/** The code lists per business domain and NCTS phase, as held: synced, embedded or both. */
const codeListStatuses = async (deps: DataSyncDeps): Promise<ListStatus[]> => {
  const rows = await listCodeLists(deps.db, {});
  const urls = new Map(
    configuredSources(deps.settings).lists.map((source) => [
      `${source.domain}-${source.phase}`,
      source.url,
    ]),
  );
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    if (row.phase === OFFICE_LIST.phase && row.list === OFFICE_LIST.list) continue;
    const key = `${row.domain}-${row.phase}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const lists: ListStatus[] = [...groups].map(([key, group]) => {
    const synced = group.filter((row) => row.origin === 'synced').length;
    const refreshed = group.reduce((latest, row) =>
      row.refreshedAt > latest.refreshedAt ? row : latest,
    );
    return {
      key: `code-lists:${key}`,
      sync: 'code-lists',
      domain: group[0]!.domain,
      phase: group[0]!.phase,
      origin: synced === 0 ? 'embedded' : synced === group.length ? 'synced' : 'mixed',
      count: group.length,
      synced,
      refreshedAt: refreshed.refreshedAt,
      snapshotDate: group.find((row) => row.origin === 'embedded')?.snapshotDate ?? null,
      source: urls.get(key) ?? '',
    };
  });
  const offices = rows.find(
    (row) => row.phase === OFFICE_LIST.phase && row.list === OFFICE_LIST.list,
  );
  lists.push({
    key: 'offices',
    sync: 'code-lists',
    origin: offices?.origin ?? 'none',
    count: offices?.entryCount ?? 0,
    refreshedAt: offices?.refreshedAt ?? null,
    snapshotDate: offices?.origin === 'embedded' ? offices.snapshotDate : null,
    source: deps.settings['ReferenceData:CustomsOfficesUrl'],
  });
  return lists.sort((a, b) =>
    a.key === 'offices' ? 1 : b.key === 'offices' ? -1 : SCOPE_ORDER(a) - SCOPE_ORDER(b),
  );
};
const SCOPE_ORDER = (list: ListStatus) =>
  ['transit-6', 'transit-5', 'export-6', 'import-6'].indexOf(`${list.domain}-${list.phase}`) >>> 0;

/** UN/LOCODE: imported (how many, when) or none yet. */
const locodeStatus = async (deps: DataSyncDeps): Promise<ListStatus> => {
  const [held] = await deps.db.select({ n: count() }).from(schema.locodes);
  const [last] = await deps.db
    .select()
    .from(schema.referenceSyncs)
    .where(
      and(
        eq(schema.referenceSyncs.kind, LOCODE_SYNC_KIND),
        eq(schema.referenceSyncs.outcome, 'ok'),
      ),
    )
    .orderBy(desc(schema.referenceSyncs.finishedAt))
    .limit(1);
  const runtime = await readRuntimeSettings(deps.db);
  return {
    key: 'locodes',
    sync: 'locodes',
    origin: (held?.n ?? 0) > 0 ? 'imported' : 'none',
    count: held?.n ?? 0,
    refreshedAt: last?.finishedAt ?? null,
    source: runtime['locode:datapackage_url'] || runtime['locode:csv_url'],
  };
};

/** The tariff: the CN 2026 list shipped with the service until a Tarbel extraction is imported. */
const tariffStatus = async (deps: DataSyncDeps): Promise<ListStatus> => {
  const [last] = await deps.db
    .select()
    .from(schema.tariffImports)
    .where(eq(schema.tariffImports.status, 'done'))
    .orderBy(desc(schema.tariffImports.finishedAt))
    .limit(1);
  const [imports] = await deps.db
    .select({ n: count() })
    .from(schema.tariffImports)
    .where(inArray(schema.tariffImports.status, ['done']));
  return {
    key: 'tariff',
    sync: 'tariff',
    origin: last ? 'imported' : 'embedded',
    count: imports?.n ?? 0,
    refreshedAt: last?.finishedAt ?? null,
    source: deps.settings['Tarbel:ExtractionsUrl'],
  };
};

/**
 * /Admin/DataSync: every reference list (synced, embedded or imported, how many, since when) and
 * the sync it belongs to (its source set, on the 02:00 UTC schedule or not, the next run, the last
 * run's outcome and its job's state), read in one go.
 */
export const dataSyncStatus = async (
  deps: DataSyncDeps,
  now = new Date(),
): Promise<DataSyncStatus> => ({
  nextCycleAt: nextDailyCycle(now),
  syncs: await syncStatuses(deps, now),
  lists: [...(await codeListStatuses(deps)), await locodeStatus(deps), await tariffStatus(deps)],
});
