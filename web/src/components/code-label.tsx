import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCodeList, useOffice } from '../api/reference-queries.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { LOCALES } from '../i18n/languages.ts';
import type { MessageId } from '../i18n/messages/index.ts';

/** "CT – Carton": a code with what it means; the code alone when nothing says what it means. */
export const withMeaning = (code: string, meaning: string | null | undefined): string =>
  meaning ? `${code} – ${meaning}` : code;

/**
 * The meaning of the short codes a declarant meets on every dossier, from the catalogue in the
 * page's language (dossier states, regimes, sources, modes of transport, nature of transaction,
 * the security and location types of a transit), and
 * of countries from the browser's own CLDR names (Intl.DisplayNames).
 */
export function useCodeText() {
  const intl = useIntl();
  const { language } = useLanguage();
  const countries = useMemo(
    () => new Intl.DisplayNames([LOCALES[language]], { type: 'region', fallback: 'none' }),
    [language],
  );
  const text = useCallback(
    (id: string): string | undefined =>
      id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : undefined,
    [intl],
  );
  return useMemo(
    () => ({
      status: (status: string) => text(`code.status.${status}`) ?? status,
      source: (source: string) => text(`code.source.${source}`) ?? source,
      regimeMeaning: (regime: string) => text(`code.regime.${regime}`),
      regime: (regime: string) => withMeaning(regime, text(`code.regime.${regime}`)),
      /** The declaration's column of UCC Annex B (H1, B1, D1): its data set. */
      column: (column: string) => withMeaning(column, text(`code.column.${column}`)),
      transportMode: (mode: string | number) =>
        withMeaning(String(mode), text(`code.transportMode.${mode}`)),
      // CL091: two digits since 2022; a pair the catalogue lacks reads as its first digit's group.
      natureOfTransaction: (code: string | number) =>
        withMeaning(
          String(code),
          text(`code.nature.${code}`) ?? text(`code.nature.${String(code).charAt(0)}`),
        ),
      /** A code of a short EU list the catalogue translates (CL217, CL347); undefined if not. */
      listCode: (list: string, code: string) => {
        const meaning = text(`code.${list}.${code}`);
        return meaning === undefined ? undefined : withMeaning(code, meaning);
      },
      country: (code: string) => {
        let name: string | undefined;
        try {
          name = /^[A-Z]{2}$/.test(code) ? countries.of(code) : undefined;
        } catch {
          name = undefined;
        }
        return withMeaning(code, name);
      },
    }),
    [text, countries],
  );
}

export type CodeText = ReturnType<typeof useCodeText>;

/**
 * A code of an EU code list with its English description ("CT – Carton", "N380 – Commercial
 * invoice"): the lists are published only in English. The code alone while the list loads.
 */
export function CodeLabel({ list, code }: { list: string; code: string | null | undefined }) {
  const entries = useCodeList(list, Boolean(code));
  if (!code) return null;
  return <>{withMeaning(code, entries.data?.get(code))}</>;
}

/** A customs office as "BE101000 – Antwerpen", named in the page's language where the list has it. */
export function OfficeLabel({ id }: { id: string }) {
  const { language } = useLanguage();
  const office = useOffice(id);
  const names = office.data?.names ?? {};
  const name = names[language.toUpperCase()] ?? names.EN ?? Object.values(names)[0];
  return <>{withMeaning(id, name)}</>;
}
