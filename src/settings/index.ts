export {
  catalog,
  definitionOf,
  findSettingKey,
  runtimeSettingKeys,
  settingKeys,
} from './catalog.ts';
export type { SettingKey, SettingValues } from './catalog.ts';
export { SettingValueError } from './kinds.ts';
export { loadSettings } from './load-settings.ts';
export type { LoadedSettings, LoadOptions, Settings } from './load-settings.ts';
export type { QueueBlock } from './queue-blocks.ts';
export { SettingsError } from './settings-error.ts';
export { checkBindAllowed } from './bind-check.ts';
