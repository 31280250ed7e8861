import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SettingsError } from './settings-error.ts';

/** One configured value, remembered with where it came from so an error can say so. */
export interface RawEntry {
  readonly key: string;
  readonly value: unknown;
  readonly source: string;
}

/** Configured values by lower-cased key; later layers overwrite earlier ones. */
export type RawLayers = Map<string, RawEntry>;

export interface LayerSources {
  readonly configDir: string;
  readonly environmentName: string;
  readonly env: NodeJS.ProcessEnv;
  readonly envAliases: ReadonlyMap<string, string>;
}

export const readLayers = (sources: LayerSources): RawLayers => {
  const layers: RawLayers = new Map();
  for (const file of ['appsettings.json', `appsettings.${sources.environmentName}.json`]) {
    const path = join(sources.configDir, file);
    if (existsSync(path)) flattenInto(layers, readJsonFile(path), '', file);
  }
  readEnvironment(layers, sources.env, sources.envAliases);
  return layers;
};

const readJsonFile = (path: string): unknown => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SettingsError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SettingsError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
};

const put = (layers: RawLayers, key: string, value: unknown, source: string): void => {
  layers.set(key.toLowerCase(), { key, value, source });
};

/** Sections become `Section:Key`; lists of plain values stay lists; null means "not set here". */
const flattenInto = (layers: RawLayers, node: unknown, prefix: string, source: string): void => {
  if (node === null) return;
  const isSection = typeof node === 'object' && !Array.isArray(node);
  const isPlainList =
    Array.isArray(node) && node.every((item) => typeof item !== 'object' || item === null);
  if (prefix && !isSection && (isPlainList || !Array.isArray(node))) {
    put(layers, prefix, node, source);
    return;
  }
  if (!prefix && !isSection)
    throw new SettingsError(`${source} must hold a JSON object at its top level`);
  for (const [name, child] of Object.entries(node as object)) {
    flattenInto(layers, child, prefix ? `${prefix}:${name}` : name, source);
  }
};

const readEnvironment = (
  layers: RawLayers,
  env: NodeJS.ProcessEnv,
  aliases: ReadonlyMap<string, string>,
): void => {
  const shortcuts = Object.entries(env).filter(([name]) => aliases.has(name));
  const full = Object.entries(env).filter(([name]) => name.includes('__'));
  // Shortcuts (PORT, DATABASE_URL) first, so the full `Section__Key` form wins over them.
  for (const [name, value] of [...shortcuts, ...full]) {
    if (value === undefined) continue;
    const isFileVariant = name.endsWith('_FILE') && name.includes('__');
    const bareName = isFileVariant ? name.slice(0, -'_FILE'.length) : name;
    const key = aliases.get(bareName) ?? bareName.split('__').join(':');
    const source = `environment variable ${name}`;
    put(layers, key, isFileVariant ? readSecretFile(value, source) : value, source);
  }
};

/** `Section__Key_FILE=/run/secrets/x` reads the value from a file, for secrets mounted by the platform. */
const readSecretFile = (path: string, source: string): string => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    throw new SettingsError(
      `${source}: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
};
