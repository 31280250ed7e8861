export {
  getRuntimeSetting,
  readRuntimeSettings,
  runtimeKey,
  seedRuntimeSettings,
  setRuntimeSetting,
  shownValue,
} from './runtime-settings.ts';
export { cachedRuntimeSettings, RUNTIME_SETTINGS_TTL_MS } from './cached-reader.ts';
export { companySettings } from './company-settings.ts';
export type { CompanySettingKey, CompanySettings } from './company-settings.ts';
