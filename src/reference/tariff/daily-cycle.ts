import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { schema } from '../../db/index.ts';
import { readRuntimeSettings } from '../../runtime-settings/index.ts';
import type { ReferenceDeps } from '../reference-deps.ts';
import {
  extractionKey,
  extractionKindOf,
  extractionsIn,
  pendingExtractions,
  type AvailableExtraction,
} from './extraction-names.ts';
import { enqueueTariffImport } from './import-store.ts';
import { resumeTariffImports } from './resume-imports.ts';
import { recordTariffSync } from './tariff-syncs.ts';

export const TARIFF_DAILY_JOB = 'tariff-daily';
/** reference_syncs.kind of the daily look at the extraction listing. */
export const TARIFF_LISTING_SYNC_KIND = 'tariff-extractions';

const LISTING_TIMEOUT_MS = 30_000;
const MAX_LISTING_CHARS = 5_000_000;

export type DailyOutcome =
  | { readonly outcome: 'not-configured' }
  | {
      readonly outcome: 'listed';
      readonly latest: string | null;
      readonly pending: readonly string[];
    }
  | { readonly outcome: 'downloaded'; readonly queued: readonly string[] };

const fetchListing = async (url: string): Promise<string> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(LISTING_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`the extraction listing ${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_LISTING_CHARS)
    throw new Error(`the extraction listing ${url} is larger than ${MAX_LISTING_CHARS} characters`);
  return text;
};

/** Streams one extraction to the download folder (a temporary name until it is complete). */
const download = async (
  extraction: AvailableExtraction,
  folder: string,
  timeoutMs: number,
): Promise<string> => {
  await mkdir(folder, { recursive: true });
  const target = join(folder, extraction.name);
  const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
  const response = await fetch(extraction.url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok || !response.body)
    throw new Error(`downloading ${extraction.url} answered ${response.status}`);
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      createWriteStream(partial),
    );
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return target;
};

/** The newest extraction imported, queued or running, by the time its name says. */
const newestImported = async (deps: ReferenceDeps): Promise<string | null> => {
  const rows = await deps.db
    .select({ fileName: schema.tariffImports.fileName })
    .from(schema.tariffImports)
    .where(inArray(schema.tariffImports.status, ['queued', 'running', 'done']));
  const names = rows.map((row) => row.fileName).filter((name) => extractionKey(name));
  return names.sort((a, b) => extractionKey(a).localeCompare(extractionKey(b))).at(-1) ?? null;
};

/**
 * The 02:00 UTC cycle (SPEC.md "Reference data"): reads the listing at Tarbel:ExtractionsUrl;
 * with `tarbel:auto_download` (read now, from the database) it downloads the extractions newer
 * than the newest imported, in order, and queues their imports; without it, it only records the
 * latest extraction available and what is pending (reference_syncs, kind `tariff-extractions`).
 * It also nudges imports a crash left unfinished.
 */
export const runTariffDailyCycle = async (deps: ReferenceDeps): Promise<DailyOutcome> => {
  await resumeTariffImports(deps, { atStart: false });
  const url = deps.settings['Tarbel:ExtractionsUrl'];
  const started = new Date();
  const record = (run: {
    scope: string;
    outcome: 'ok' | 'failed';
    detail: string;
    entries?: number;
  }) =>
    recordTariffSync(deps.db, {
      ...run,
      kind: TARIFF_LISTING_SYNC_KIND,
      source: url || '(none)',
      startedAt: started,
    });
  if (!url) {
    await record({
      scope: '-',
      outcome: 'ok',
      detail: 'Tarbel:ExtractionsUrl is not set: no extraction is looked for',
    });
    return { outcome: 'not-configured' };
  }
  try {
    const available = extractionsIn(await fetchListing(url), url);
    const latest = available.at(-1)?.name ?? null;
    const pending = pendingExtractions(available, await newestImported(deps));
    const { 'tarbel:auto_download': auto } = await readRuntimeSettings(deps.db);
    if (!auto) {
      await record({
        scope: latest ?? '-',
        outcome: 'ok',
        detail: `latest extraction available: ${latest ?? 'none'}; ${pending.length} not imported${pending.length ? ` (${pending.map((e) => e.name).join(', ')})` : ''}; tarbel:auto_download is false`,
        entries: pending.length,
      });
      return { outcome: 'listed', latest, pending: pending.map((e) => e.name) };
    }
    const folder = resolve(deps.settings['Tarbel:DownloadFolder']);
    const timeoutMs = deps.settings['Tarbel:DownloadTimeoutSeconds'] * 1000;
    const queued: string[] = [];
    for (const extraction of pending) {
      const path = await download(extraction, folder, timeoutMs);
      await enqueueTariffImport(
        { db: deps.db, jobs: deps.jobs() },
        { path, kind: extractionKindOf(extraction.name), requestedBy: 'daily-cycle' },
      );
      queued.push(extraction.name);
      deps.logger.info({ extraction: extraction.name }, 'tariff extraction downloaded and queued');
    }
    await record({
      scope: latest ?? '-',
      outcome: 'ok',
      detail: queued.length
        ? `downloaded and queued ${queued.join(', ')}`
        : `up to date with ${latest ?? 'no extraction'}`,
      entries: queued.length,
    });
    return { outcome: 'downloaded', queued };
  } catch (error) {
    await record({ scope: '-', outcome: 'failed', detail: (error as Error).message });
    throw error;
  }
};
