import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** ../shared beside the repository, as CI lays it out. */
export const sharedDir = fileURLToPath(new URL('../../../shared/', import.meta.url));

export const SAMPLE_NAMES = ['im-h1b', 'im-h2b', 'ex', 't1-auto-dispatch', 't2-groupage'] as const;

type Json = Record<string, any>;

/** A canonical declaration from ../shared/samples/canonical, parsed fresh for each caller. */
export const sample = (name: (typeof SAMPLE_NAMES)[number]): Json =>
  JSON.parse(readFileSync(`${sharedDir}samples/canonical/${name}.json`, 'utf8')) as Json;
