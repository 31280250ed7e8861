import { createContext, useContext } from 'react';
import type { Language } from './languages.ts';

export interface LanguageChoice {
  readonly language: Language;
  readonly choose: (language: Language) => void;
}

export const LanguageContext = createContext<LanguageChoice | null>(null);

export const useLanguage = (): LanguageChoice => {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage outside I18nProvider');
  return choice;
};
