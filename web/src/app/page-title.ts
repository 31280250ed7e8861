import { useEffect } from 'react';
import { useSession } from '../api/session-queries.ts';
import { useT } from '../i18n/use-t.ts';

/** The tab says where the user is: the page, then the installation's title. */
export const usePageTitle = (page: string | undefined) => {
  const t = useT();
  const session = useSession();
  const app = session.data?.branding.titlePlain || t('shell.appName');
  useEffect(() => {
    document.title = page ? t('shell.title', { page, app }) : app;
  }, [page, app, t]);
};
