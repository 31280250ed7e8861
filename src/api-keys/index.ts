export {
  API_KEY_SCOPES,
  createApiKey,
  findActiveApiKey,
  listApiKeys,
  parseExpiry,
  parseScopes,
  revokeApiKey,
  setApiKeyScopes,
} from './api-keys.ts';
export type { ActiveApiKey, ApiKeyScope, ApiKeyView, CreateApiKeyInput } from './api-keys.ts';
export { recentlyLiveKeys } from './recently-live-keys.ts';
export type { RecentlyLiveKeys } from './recently-live-keys.ts';
export { isKeyLive, keyNoLongerLive, keyStillLive } from './key-still-live.ts';
export { flushKeyUses, noteKeyUse, startKeyUseFlusher } from './key-use.ts';
