import { declarationSettings } from './catalog-declarations.ts';
import { integrationSettings } from './catalog-integrations.ts';
import { serviceSettings } from './catalog-service.ts';
import type { SettingDefinition } from './define.ts';

/** Every setting the service reads, with its default and meaning: the single source of docs/configuration.md. */
export const catalog = {
  ...serviceSettings,
  ...integrationSettings,
  ...declarationSettings,
} as const;

export type SettingKey = keyof typeof catalog;
export type SettingValues = { readonly [K in SettingKey]: (typeof catalog)[K]['default'] };

type DefinitionOf<K extends SettingKey> = SettingDefinition<SettingValues[K]>;
export const definitionOf = <K extends SettingKey>(key: K): DefinitionOf<K> =>
  catalog[key] as unknown as DefinitionOf<K>;

export const settingKeys = Object.keys(catalog) as SettingKey[];

const byLowerKey = new Map(settingKeys.map((key) => [key.toLowerCase(), key]));
/** Keys are case-insensitive: find the documented spelling of a key. */
export const findSettingKey = (key: string): SettingKey | undefined =>
  byLowerKey.get(key.toLowerCase());

export const runtimeSettingKeys = settingKeys.filter((key) => catalog[key].runtime === true);
