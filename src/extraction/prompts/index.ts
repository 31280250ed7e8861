export { DEFAULT_PROMPTS, PROMPT_NAMES } from './default-prompts.ts';
export type { PromptName } from './default-prompts.ts';
export {
  addPromptVersion,
  currentPrompt,
  isPromptName,
  latestPrompts,
  MAX_PROMPT_CHARACTERS,
  promptVersions,
  seedPrompts,
} from './prompt-store.ts';
export type { PromptVersion } from './prompt-store.ts';
export { promptRoutes } from './prompt-routes.ts';
export type { PromptRoutesDeps } from './prompt-routes.ts';
