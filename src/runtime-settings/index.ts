export {
  getRuntimeSetting,
  readRuntimeSettings,
  runtimeKey,
  seedRuntimeSettings,
  setRuntimeSetting,
  shownValue,
} from './runtime-settings.ts';
export { cachedRuntimeSettings } from './cached-reader.ts';
