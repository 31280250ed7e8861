export {
  createApiKey,
  findActiveApiKey,
  listApiKeys,
  parseExpiry,
  revokeApiKey,
} from './api-keys.ts';
export type { ActiveApiKey, ApiKeyView, CreateApiKeyInput } from './api-keys.ts';
export { recentlyLiveKeys } from './recently-live-keys.ts';
export type { RecentlyLiveKeys } from './recently-live-keys.ts';
export { isKeyLive, keyNoLongerLive, keyStillLive } from './key-still-live.ts';
