import {
  AppShell,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBox, PageSkeleton } from '../components/query-state.tsx';
import { AdminMenu } from './admin-menu.tsx';
import { ApiError } from '../api/api-error.ts';
import { useSession, useSignOut } from '../api/session-queries.ts';
import type { Branding } from '../api/types.ts';
import { useLanguage } from '../i18n/language-context.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import type { MessageId } from '../i18n/messages/index.ts';
import { useT } from '../i18n/use-t.ts';

const NAVIGATION = [
  {
    to: '/Dossiers',
    label: 'shell.nav.dossiers',
    active: (path: string) => path === '/' || /^\/Dossiers(\/|$)/i.test(path),
  },
  {
    to: '/NewDossier',
    label: 'shell.nav.newDossier',
    active: (path: string) => /^\/NewDossier$/i.test(path),
  },
  {
    to: '/Clients',
    label: 'shell.nav.clients',
    active: (path: string) => /^\/Clients$/i.test(path),
  },
  {
    to: '/ClientsAll',
    label: 'shell.nav.allClients',
    active: (path: string) => /^\/ClientsAll$/i.test(path),
  },
  {
    to: '/Tools/TransportCosts',
    label: 'shell.nav.transportCosts',
    active: (path: string) => /^\/Tools\/TransportCosts$/i.test(path),
  },
] as const satisfies readonly { to: string; label: MessageId; active: (path: string) => boolean }[];

/** NL · FR · EN in the header: applies at once, kept for the user on the server. */
function LanguageSwitch() {
  const t = useT();
  const { language, choose } = useLanguage();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('shell.language')}
      value={language}
      onChange={(value) => choose(value)}
      data={LANGUAGES.map((code) => ({
        value: code,
        label: (
          <span title={LANGUAGE_NAMES[code]} lang={code}>
            {code.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
}

/** The operator's title; titleHtml was sanitised by the server (a few inline tags, no attributes). */
function BrandTitle({ branding }: { branding: Branding }) {
  const t = useT();
  return branding.titleHtml ? (
    <Text
      fw={700}
      size="lg"
      component="span"
      dangerouslySetInnerHTML={{ __html: branding.titleHtml }}
    />
  ) : (
    <Text fw={700} size="lg" component="span">
      {branding.titlePlain || t('shell.appName')}
    </Text>
  );
}

function SignOutButton() {
  const t = useT();
  const signOut = useSignOut();
  return (
    <Button
      size="xs"
      variant="default"
      loading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      {t('shell.signOut')}
    </Button>
  );
}

/** The frame of every page: branding, navigation, who is signed in; the page below it. */
export function Shell() {
  const t = useT();
  const session = useSession();
  const { pathname } = useLocation();

  if (session.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('shell.loadingSession')} />
      </Center>
    );
  }
  if (session.isError) {
    // A 401 already sent the browser to the sign-in page; say so instead of showing an error.
    if (session.error instanceof ApiError && session.error.status === 401) {
      return (
        <Center h="100vh">
          <Text>{t('shell.signingIn')}</Text>
        </Center>
      );
    }
    return (
      <Container size="sm" pt="xl">
        <ErrorBox error={session.error} onRetry={() => void session.refetch()} />
      </Container>
    );
  }

  const { user, branding, environment } = session.data;
  return (
    <AppShell header={{ height: 52 }} padding="md">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <UnstyledButton component={NavLink} to="/Dossiers" aria-label={t('shell.home')}>
              <BrandTitle branding={branding} />
            </UnstyledButton>
            <Group component="nav" gap={4} aria-label={t('shell.nav.main')} wrap="nowrap">
              {NAVIGATION.map((item) => {
                const active = item.active(pathname);
                return (
                  <Button
                    key={item.to}
                    component={NavLink}
                    to={item.to}
                    size="compact-sm"
                    variant={active ? 'light' : 'subtle'}
                    color={active ? undefined : 'gray'}
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(item.label)}
                  </Button>
                );
              })}
              <AdminMenu roles={user.roles} />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* Only a non-production environment needs saying (dv, stg, Development). */}
            {environment && environment !== 'Production' && (
              <Badge variant="outline" color="gray" radius="sm">
                {environment}
              </Badge>
            )}
            <Tooltip label={user.email ?? user.name}>
              <Text size="sm" fw={500}>
                {/* The local single-user mode's operator has no name of their own to show. */}
                {session.data.mode === 'local' ? t('shell.localOperator') : user.name}
              </Text>
            </Tooltip>
            <Text size="xs" c="dimmed">
              {user.roles.map((role) => t(`role.${role}` as MessageId)).join(', ')}
            </Text>
            <LanguageSwitch />
            <SignOutButton />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
