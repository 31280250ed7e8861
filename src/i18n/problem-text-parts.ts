import type { Language } from './languages.ts';

export type Texts = Readonly<Record<Language, string>>;

/** A problem type in plain words: its title in each language, and a sentence for people. */
export interface ProblemText {
  readonly title: Texts;
  /** Said to a person in the app when the service has no more specific words for the case. */
  readonly detail: Omit<Texts, 'en'>;
}

export const t = (en: string, nl: string, fr: string): Texts => ({ en, nl, fr });
export const d = (nl: string, fr: string) => ({ nl, fr });
export const p = (title: Texts, detail: { nl: string; fr: string }): ProblemText => ({
  title,
  detail,
});

// French puts a narrow no-break space before ; : ! ? (as the CLDR formats do).
export const nb = '\u202f';
