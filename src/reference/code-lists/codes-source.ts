import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, schema, type Db } from '../../db/index.ts';
import {
  OFFICE_LIST,
  type CodeListData,
  type CodeListSet,
  type OfficeData,
} from './code-list-data.ts';
import { embeddedSnapshot } from './embedded-snapshot.ts';
import { catalogOf, type ReferenceCatalog } from './reference-catalog.ts';

/** Lists this large (CUS numbers, the extended UN/LOCODE list) are kept for pickers, not checks. */
const LARGEST_CHECKED = 20_000;

/**
 * The reference data as filing checks it: the embedded snapshot, overlaid by every list a sync
 * brought into the database. Kept in memory (the builders are pure and synchronous) and reloaded
 * when the database's synced lists change: after a sync here, and within `pollMs` of a sync done
 * by another instance.
 */
export interface ReferenceCodesSource {
  catalog(): ReferenceCatalog;
  /** Reloads when the synced lists changed since the last load. */
  refresh(): Promise<void>;
  start(pollMs?: number): void;
  stop(): void;
}

const versionOf = async (db: Db): Promise<string> =>
  (
    await queryRows<{ version: string }>(
      db,
      sql`select coalesce(max(refreshed_at)::text, '') || '/' || count(*) as version
          from code_lists where origin = 'synced'`,
    )
  )[0]?.version ?? '';

const loadSynced = async (
  db: Db,
): Promise<{ sets: CodeListSet[]; offices: OfficeData[] | undefined }> => {
  const lists = await db
    .select()
    .from(schema.codeLists)
    .where(eq(schema.codeLists.origin, 'synced'));
  const isOffices = (row: (typeof lists)[number]) =>
    row.phase === OFFICE_LIST.phase && row.list === OFFICE_LIST.list;
  const checked = lists.filter((row) => !isOffices(row) && row.entryCount <= LARGEST_CHECKED);
  const e = schema.codeListEntries;
  // One query for every synced list: at most a few tens of thousands of short rows.
  const entries = await db
    .select()
    .from(e)
    .innerJoin(
      schema.codeLists,
      and(
        eq(e.domain, schema.codeLists.domain),
        eq(e.phase, schema.codeLists.phase),
        eq(e.list, schema.codeLists.list),
      ),
    )
    .where(
      and(
        eq(schema.codeLists.origin, 'synced'),
        lte(schema.codeLists.entryCount, LARGEST_CHECKED),
        ne(schema.codeLists.phase, OFFICE_LIST.phase),
      ),
    );
  const byList = new Map<string, CodeListData['entries'][number][]>();
  for (const { code_list_entries: entry } of entries) {
    const key = `${entry.domain}:${entry.phase}:${entry.list}`;
    const group = byList.get(key) ?? [];
    group.push(entry);
    byList.set(key, group);
  }
  const sets = new Map<string, CodeListSet & { lists: CodeListData[] }>();
  for (const row of checked) {
    const key = `${row.domain}:${row.phase}`;
    const set = sets.get(key) ?? {
      domain: row.domain,
      phase: row.phase,
      snapshotDate: row.snapshotDate,
      lists: [],
    };
    set.lists.push({
      list: row.list,
      name: row.name,
      entries: byList.get(`${key}:${row.list}`) ?? [],
    });
    sets.set(key, set);
  }
  const offices = lists.some(isOffices) ? await db.select().from(schema.customsOffices) : undefined;
  return { sets: [...sets.values()], offices };
};

export const referenceCodesSource = (db: Db, logger: Logger): ReferenceCodesSource => {
  const embedded = embeddedSnapshot();
  let current = catalogOf(embedded.sets, embedded.offices.offices);
  let loadedVersion = '/0';
  let timer: NodeJS.Timeout | undefined;
  let refreshing: Promise<void> | undefined;

  const reload = async () => {
    const version = await versionOf(db);
    if (version === loadedVersion) return;
    const synced = await loadSynced(db);
    current = catalogOf(
      [...embedded.sets, ...synced.sets],
      synced.offices ?? embedded.offices.offices,
    );
    loadedVersion = version;
    logger.info({ version }, 'reference data for filing reloaded');
  };

  return {
    catalog: () => current,
    refresh: () =>
      (refreshing ??= reload().finally(() => {
        refreshing = undefined;
      })),
    start(pollMs = 60_000) {
      timer = setInterval(() => {
        this.refresh().catch((error: unknown) =>
          logger.warn({ err: error }, 'reference data could not be reloaded; the last copy stays'),
        );
      }, pollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
};
