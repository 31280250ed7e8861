import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

export interface Cn2026Code {
  readonly code: string;
  readonly supplementaryUnit: string | null;
  readonly en: string;
  readonly nl: string;
  readonly fr: string;
  /** The heading's descriptions, EN NL FR joined by HEADING_SEPARATOR: searched, and the top of a chain. */
  readonly heading: string;
}

/** Between the heading's English, Dutch and French in `heading` (no heading text holds it). */
export const HEADING_SEPARATOR = ' | ';

/** The heading's texts back from a seed line's `heading` (stored as its context), or null. */
export const headingTexts = (
  heading: string | null,
): { en: string; nl: string; fr: string } | null => {
  const [en, nl, fr, ...rest] = (heading ?? '').split(HEADING_SEPARATOR);
  return en && nl && fr && rest.length === 0 ? { en, nl, fr } : null;
};

/** Shipped with the service (scripts/generate-cn2026.ts wrote it from the public CN 2026 list). */
export const CN2026_FILE = new URL('./data/cn2026.tsv.gz', import.meta.url);

/** The CN 2026 codes of the data file, and its header lines (source, licence, date). */
export const readCn2026 = (file: URL | string = CN2026_FILE) => {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const header = lines.filter((line) => line.startsWith('#')).map((line) => line.slice(1).trim());
  const headings = new Map<string, string>();
  const codes: Cn2026Code[] = [];
  for (const line of lines) {
    const [type, key = '', ...rest] = line.split('\t');
    if (type === 'H') headings.set(key, rest.filter(Boolean).join(HEADING_SEPARATOR));
    else if (type === 'C') {
      const [unit = '', en = '', nl = '', fr = '', heading = ''] = rest;
      codes.push({
        code: key,
        supplementaryUnit: unit || null,
        en,
        nl,
        fr,
        heading: headings.get(heading) ?? '',
      });
    }
  }
  return { header, codes };
};
