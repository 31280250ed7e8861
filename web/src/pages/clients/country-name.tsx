import { useLanguage } from '../../i18n/language-context.ts';
import { LOCALES } from '../../i18n/languages.ts';

/** A country's name in the page's language (BE: België, Belgique, Belgium); none for a bad code. */
export const countryName = (code: string | null | undefined, locale: string): string => {
  if (!code || !/^[A-Z]{2}$/.test(code)) return '';
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? '';
  } catch {
    return '';
  }
};

/** The name of a country code, as the declarant reads it. */
export function CountryName({ code }: { code: string | null | undefined }) {
  const { language } = useLanguage();
  return countryName(code, LOCALES[language]);
}
