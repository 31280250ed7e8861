import type { Logger } from 'pino';
import { schema, type Db } from '../../db/index.ts';
import type { Settings } from '../../settings/index.ts';
import type { CodeListSet, OfficeList, ReferenceDomain } from './code-list-data.ts';
import { lockReferenceData, replaceCodeListSet, replaceOffices } from './code-list-store.ts';
import { downloadText } from './download.ts';
import { embeddedSnapshot } from './embedded-snapshot.ts';
import { readCodeListPayload, readOfficePayload } from './read-rd-payload.ts';

type SourceSettings = Pick<
  Settings,
  | 'ReferenceData:TransitP6Url'
  | 'ReferenceData:TransitP5Url'
  | 'ReferenceData:ExportUrl'
  | 'ReferenceData:ImportUrl'
  | 'ReferenceData:CustomsOfficesUrl'
  | 'ReferenceData:DownloadTimeoutSeconds'
  | 'ReferenceData:MaxDownloadBytes'
>;

interface ListSource {
  readonly scope: string;
  readonly domain: ReferenceDomain;
  readonly phase: number;
  readonly url: string;
}

/** The publications configured: one per domain and phase, and the customs office list. */
export const configuredSources = (settings: SourceSettings) => {
  const lists: ListSource[] = [
    {
      scope: 'transit-p6',
      domain: 'transit',
      phase: 6,
      url: settings['ReferenceData:TransitP6Url'],
    },
    {
      scope: 'transit-p5',
      domain: 'transit',
      phase: 5,
      url: settings['ReferenceData:TransitP5Url'],
    },
    { scope: 'export-p6', domain: 'export', phase: 6, url: settings['ReferenceData:ExportUrl'] },
    { scope: 'import-p6', domain: 'import', phase: 6, url: settings['ReferenceData:ImportUrl'] },
  ];
  return {
    lists: lists.filter((source) => source.url),
    offices: settings['ReferenceData:CustomsOfficesUrl'],
  };
};

export const syncConfigured = (settings: SourceSettings): boolean => {
  const sources = configuredSources(settings);
  return sources.lists.length > 0 || sources.offices !== '';
};

export type SyncOutcome =
  | {
      readonly ok: true;
      readonly lists: number;
      readonly entries: number;
      readonly offices: number;
    }
  | { readonly ok: false; readonly reason: string };

export interface SyncDeps {
  readonly db: Db;
  readonly settings: SourceSettings;
  readonly logger: Logger;
}

/**
 * One run of the code-list sync: every configured publication is downloaded and checked first;
 * only when all of them are sound are they written, in one transaction (all or nothing per run).
 * A failure changes nothing, is logged and recorded with its reason in `reference_syncs`.
 */
export const syncCodeLists = async (deps: SyncDeps): Promise<SyncOutcome> => {
  const startedAt = new Date();
  const sources = configuredSources(deps.settings);
  const scope = [
    ...sources.lists.map((source) => source.scope),
    ...(sources.offices ? ['offices'] : []),
  ].join(',');
  const sourceText = [...sources.lists.map((source) => source.url), sources.offices]
    .filter(Boolean)
    .join(' ');
  const limits = {
    timeoutMs: deps.settings['ReferenceData:DownloadTimeoutSeconds'] * 1000,
    maxBytes: deps.settings['ReferenceData:MaxDownloadBytes'],
  };
  const { listIds } = embeddedSnapshot();
  const sets: { set: CodeListSet; url: string }[] = [];
  let offices: OfficeList | undefined;
  try {
    for (const source of sources.lists) {
      const payload = readCodeListPayload(
        await downloadText(source.url, limits),
        (name) => listIds[name],
      );
      sets.push({
        set: { domain: source.domain, phase: source.phase, ...payload },
        url: source.url,
      });
    }
    if (sources.offices) offices = readOfficePayload(await downloadText(sources.offices, limits));
  } catch (error) {
    const reason = (error as Error).message;
    deps.logger.warn({ scope, reason }, 'reference-data sync failed; the lists stay as they were');
    await deps.db.insert(schema.referenceSyncs).values({
      kind: 'code-lists',
      scope,
      source: sourceText,
      outcome: 'failed',
      detail: reason,
      startedAt,
      finishedAt: new Date(),
    });
    return { ok: false, reason };
  }
  const written = await deps.db.transaction(async (tx) => {
    await lockReferenceData(tx);
    let entries = 0;
    for (const { set, url } of sets) entries += await replaceCodeListSet(tx, set, 'synced', url);
    const officeCount = offices ? await replaceOffices(tx, offices, 'synced', sources.offices) : 0;
    const lists = sets.reduce((n, { set }) => n + set.lists.length, 0);
    await tx.insert(schema.referenceSyncs).values({
      kind: 'code-lists',
      scope,
      source: sourceText,
      outcome: 'ok',
      detail: `${lists} lists and ${officeCount} customs offices`,
      entries: entries + officeCount,
      startedAt,
      finishedAt: new Date(),
    });
    return { ok: true as const, lists, entries, offices: officeCount };
  });
  deps.logger.info({ scope, ...written }, 'reference data synced');
  return written;
};
