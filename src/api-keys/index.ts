export {
  createApiKey,
  findActiveApiKey,
  listApiKeys,
  parseExpiry,
  revokeApiKey,
} from './api-keys.ts';
export type { ApiKeyView, CreateApiKeyInput } from './api-keys.ts';
export { keyNoLongerLive, keyStillLive } from './key-still-live.ts';
