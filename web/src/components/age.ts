import { useCallback } from 'react';
import { useT } from '../i18n/use-t.ts';

/**
 * How long ago, in the largest whole unit and the page's language: "12 min", "3 u", "2 jours",
 * "now". Whole units, not Intl.RelativeTimeFormat's "2 days ago": the list's Age column is a
 * duration, and the dossier's header words it as "… ago" itself.
 */
export const useAge = () => {
  const t = useT();
  return useCallback(
    (iso: string | null | undefined, now: number = Date.now()): string => {
      if (!iso) return '';
      const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
      if (Number.isNaN(minutes)) return '';
      if (minutes < 1) return t('age.now');
      if (minutes < 60) return t('age.minutes', { count: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return t('age.hours', { count: hours });
      return t('age.days', { count: Math.floor(hours / 24) });
    },
    [t],
  );
};
