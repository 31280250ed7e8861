export { DEFAULT_PROMPTS, PROMPT_NAMES } from './default-prompts.ts';
export type { PromptName } from './default-prompts.ts';
export {
  addPromptVersion,
  checkPromptText,
  currentPrompt,
  isPromptName,
  latestPrompts,
  MAX_PROMPT_CHARACTERS,
  promptVersions,
  restorePromptVersion,
  seedPrompts,
} from './prompt-store.ts';
export type { PromptInUse, PromptVersion } from './prompt-store.ts';
export { attemptCounts, promptVersionAttempts } from './prompt-attempts.ts';
export type { PromptAttempt, PromptAttemptPage } from './prompt-attempts.ts';
