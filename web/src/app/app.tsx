import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ApiProvider } from '../api/api-context.tsx';
import type { Api } from '../api/client.ts';
import { useSession } from '../api/session-queries.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { appTheme } from './theme.ts';

/** Mantine's theme follows the branding once the session has said what it is. */
function BrandedTheme({ styleNonce, children }: { styleNonce?: string; children: ReactNode }) {
  const session = useSession();
  const mainColor = session.data?.branding.mainColor;
  const theme = useMemo(() => appTheme(mainColor), [mainColor]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      getStyleNonce={styleNonce ? () => styleNonce : undefined}
    >
      {/* Bottom left: the drawers open on the right, their Save buttons at the bottom. */}
      <Notifications position="bottom-left" />
      {children}
    </MantineProvider>
  );
}

/**
 * The providers every page needs: the API client, server state, the theme. `styleNonce` is the
 * page's CSP nonce, which every <style> element Mantine adds must carry (docs/decisions/0028).
 */
export function AppProviders({
  api,
  queryClient,
  styleNonce,
  children,
}: {
  api: Api;
  queryClient: QueryClient;
  styleNonce?: string;
  children: ReactNode;
}) {
  return (
    <ApiProvider api={api}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <BrandedTheme styleNonce={styleNonce}>{children}</BrandedTheme>
        </I18nProvider>
      </QueryClientProvider>
    </ApiProvider>
  );
}
