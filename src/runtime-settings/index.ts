export {
  getRuntimeSetting,
  readRuntimeSettings,
  runtimeKey,
  seedRuntimeSettings,
  setRuntimeSetting,
} from './runtime-settings.ts';
