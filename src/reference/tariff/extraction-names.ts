import type { TariffImportKind } from './import-store.ts';

/** An extraction a listing offers: its file name and where to download it. */
export interface AvailableExtraction {
  readonly name: string;
  readonly url: string;
}

/** `export-{from}-{to}.zip` is a monthly full extraction; any other ZIP is a daily delta. */
export const extractionKindOf = (name: string): TariffImportKind =>
  /^export-\d{8}-\d{8}\.zip$/i.test(name) ? 'full' : 'delta';

/**
 * Where an extraction stands in time, as 14 digits (yyyyMMddHHmmss): the last date in its name
 * (a full one's `to` day, at its end; a delta's stamp). Names without a date sort first.
 */
export const extractionKey = (name: string): string => {
  const dates = [...name.matchAll(/(\d{8})(?:T?(\d{6}))?/g)];
  const last = dates.at(-1);
  if (!last) return '';
  const time = last[2] ?? (extractionKindOf(name) === 'full' ? '235959' : '000000');
  return `${last[1]}${time}`;
};

const byKey = (a: AvailableExtraction, b: AvailableExtraction) =>
  extractionKey(a.name).localeCompare(extractionKey(b.name)) || a.name.localeCompare(b.name);

/**
 * Every `*.zip` a listing page or JSON mentions, as a file name and a URL resolved against the
 * listing's; names that could escape a folder (`..`, slashes once decoded) are left out.
 */
export const extractionsIn = (listing: string, listingUrl: string): AvailableExtraction[] => {
  const found = new Map<string, AvailableExtraction>();
  for (const [mention] of listing.matchAll(/[^\s"'<>()[\]{},;=]+?\.zip\b/gi)) {
    let url: URL;
    try {
      url = new URL(mention, listingUrl);
    } catch {
      continue;
    }
    let name: string;
    try {
      name = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    } catch {
      continue;
    }
    if (!/^[\w][\w.-]*\.zip$/i.test(name) || found.has(name)) continue;
    found.set(name, { name, url: url.toString() });
  }
  return [...found.values()].sort(byKey);
};

/**
 * What to import, in order: the extractions newer than the newest one imported (or queued). A full
 * extraction makes whatever precedes it moot, so the list starts at the newest full one it holds.
 */
export const pendingExtractions = (
  available: readonly AvailableExtraction[],
  newestImported: string | null,
): AvailableExtraction[] => {
  const after = newestImported === null ? '' : extractionKey(newestImported);
  const newer = [...available]
    .sort(byKey)
    .filter((extraction) =>
      newestImported === null ? true : extractionKey(extraction.name) > after,
    );
  const lastFull = newer.findLastIndex(
    (extraction) => extractionKindOf(extraction.name) === 'full',
  );
  return lastFull >= 0 ? newer.slice(lastFull) : newer;
};
