import type { Logger } from 'pino';
import type { Db } from '../../db/index.ts';
import { readRuntimeSettings } from '../../runtime-settings/index.ts';
import { bodyBytes, bodyText, fetchOk } from './download.ts';
import { importLocodes, type LocodeImport, type LocodeSource } from './import-locodes.ts';

export interface LocodeSyncOptions {
  /** The whole of one download (data package, then the CSV). */
  readonly timeoutMs?: number;
}

const TIMEOUT_MS = 120_000;
/** The full list is about 10 MB; anything far larger is not it. */
const MAX_CSV_BYTES = 100 * 2 ** 20;
const MAX_PACKAGE_BYTES = 2 ** 20;

const nameOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean).pop() ?? url;

interface DataResource {
  readonly name?: unknown;
  readonly path?: unknown;
}

/** The code-list resource of a Frictionless data package, resolved against the package's URL. */
export const codeListUrl = (packageText: string, packageUrl: string): string => {
  let resources: unknown;
  try {
    resources = (JSON.parse(packageText) as { resources?: unknown }).resources;
  } catch {
    throw new Error(`${packageUrl} is not a data package: not JSON`);
  }
  const pathOf = (resource: DataResource) =>
    Array.isArray(resource.path) ? (resource.path[0] as unknown) : resource.path;
  const found = (Array.isArray(resources) ? (resources as DataResource[]) : []).find(
    (resource) =>
      typeof pathOf(resource) === 'string' &&
      (resource.name === 'code-list' || (pathOf(resource) as string).endsWith('code-list.csv')),
  );
  if (!found)
    throw new Error(`${packageUrl} names no code-list resource (name code-list or code-list.csv)`);
  const url = new URL(pathOf(found) as string, packageUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`the code-list path of ${packageUrl} is not an http(s) URL: ${url.href}`);
  return url.href;
};

const openCsv = async (url: string, timeoutMs: number) => {
  const response = await fetchOk(url, AbortSignal.timeout(timeoutMs));
  const type = response.headers.get('content-type') ?? '';
  if (/html|json|xml/i.test(type)) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${type.split(';')[0]}, not CSV`);
  }
  return { bytes: bodyBytes(response, url, MAX_CSV_BYTES), source: url, scope: nameOf(url) };
};

const fromPackage = (packageUrl: string, timeoutMs: number): LocodeSource => ({
  scope: nameOf(packageUrl),
  source: packageUrl,
  open: async () => {
    const response = await fetchOk(packageUrl, AbortSignal.timeout(timeoutMs));
    const csvUrl = codeListUrl(await bodyText(response, packageUrl, MAX_PACKAGE_BYTES), packageUrl);
    return openCsv(csvUrl, timeoutMs);
  },
});

const fromCsv = (csvUrl: string, timeoutMs: number): LocodeSource => ({
  scope: nameOf(csvUrl),
  source: csvUrl,
  open: () => openCsv(csvUrl, timeoutMs),
});

const unset: LocodeSource = {
  scope: 'settings',
  source: 'locode:datapackage_url, locode:csv_url',
  open: () => Promise.reject(new Error('neither locode:datapackage_url nor locode:csv_url is set')),
};

/**
 * One sync from the runtime settings, read now: the data package when `locode:datapackage_url`
 * is set (its code-list resource), else `locode:csv_url`. A full import; on any failure the
 * previous list stays and the run is recorded as failed (LocodeImportError).
 */
export const syncLocodes = async (
  db: Db,
  logger: Logger,
  options: LocodeSyncOptions = {},
): Promise<LocodeImport> => {
  const settings = await readRuntimeSettings(db);
  const packageUrl = settings['locode:datapackage_url'];
  const csvUrl = settings['locode:csv_url'];
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const source = packageUrl
    ? fromPackage(packageUrl, timeoutMs)
    : csvUrl
      ? fromCsv(csvUrl, timeoutMs)
      : unset;
  return importLocodes(db, logger, source);
};
