export {
  createApiKey,
  findActiveApiKey,
  listApiKeys,
  parseExpiry,
  revokeApiKey,
} from './api-keys.ts';
export type { ApiKeyView, CreateApiKeyInput } from './api-keys.ts';
export { assertApiKeyActive } from './assert-api-key-active.ts';
