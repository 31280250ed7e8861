import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LanguageContext } from './language-context.ts';
import { LOCALES, setCurrentLanguage, type Language } from './languages.ts';
import { MESSAGES } from './messages/index.ts';

/** One language, no switch and no session: for tests and for pages drawn outside the app. */
export function FixedLanguage({ language, children }: { language: Language; children: ReactNode }) {
  setCurrentLanguage(language);
  return (
    <LanguageContext.Provider value={{ language, choose: () => undefined }}>
      <IntlProvider locale={LOCALES[language]} messages={MESSAGES[language]} defaultLocale="en-BE">
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
