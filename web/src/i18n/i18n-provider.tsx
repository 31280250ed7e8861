import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useChooseLanguage, useSession } from '../api/session-queries.ts';
import { LanguageContext } from './language-context.ts';
import { LOCALES, setCurrentLanguage, type Language } from './languages.ts';
import { MESSAGES } from './messages/index.ts';

/** The browser's first language among ours, until the session says which one to show. */
const browserLanguage = (): Language => {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'nl' || language === 'fr' || language === 'en') return language;
  }
  return 'nl';
};

/**
 * The app's language (issue 26): what the session says (the user's choice, else the browser's,
 * else the installation's default); a switch applies at once and is kept on the server. The page's
 * `lang` follows, and so do the API's answers (the client sends it as Accept-Language).
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const choose = useChooseLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? session.data?.language ?? browserLanguage();
  setCurrentLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(
    () => ({
      language,
      choose: (next: Language) => {
        setChosen(next);
        choose.mutate(next);
      },
    }),
    [language, choose],
  );
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={LOCALES[language]} messages={MESSAGES[language]} defaultLocale="en-BE">
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
