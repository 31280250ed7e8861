import type { Session } from '../api/types.ts';

export type Language = Session['language'];

export const LANGUAGES = ['nl', 'fr', 'en'] as const satisfies readonly Language[];

/**
 * The CLDR locale of each language: Belgian formats in all three (issue 26). en-BE writes numbers
 * as Belgium does (1.234,56) and dates dd/MM/yyyy, so an English-speaking declarant reads the same
 * figures as their colleagues.
 */
export const LOCALES: Record<Language, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-BE' };

/** Each language named in itself, for the switch in the header. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: 'Nederlands',
  fr: 'Français',
  en: 'English',
};

/** The language the API answers in: set by the provider, read by the client on every call. */
let current: Language = 'nl';
export const currentLanguage = (): Language => current;
export const setCurrentLanguage = (language: Language): void => {
  current = language;
};
