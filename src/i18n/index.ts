export {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOfAcceptHeader,
  requestLanguage,
  setLanguageCookie,
} from './languages.ts';
export type { Language } from './languages.ts';
