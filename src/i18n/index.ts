export {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfAcceptHeader,
  requestLanguage,
  setLanguageCookie,
} from './languages.ts';
export type { Language } from './languages.ts';
export { PROBLEM_TEXTS } from './problem-texts.ts';
export type { ProblemText } from './problem-texts.ts';
