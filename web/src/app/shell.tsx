import {
  AppShell,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ErrorBox, PageSkeleton } from '../components/query-state.tsx';
import { ApiError } from '../api/api-error.ts';
import { useSession, useSignOut } from '../api/session-queries.ts';
import type { Branding } from '../api/types.ts';

const NAVIGATION = [
  {
    to: '/Dossiers',
    label: 'Dossiers',
    active: (path: string) => path === '/' || /^\/Dossiers(\/|$)/i.test(path),
  },
  {
    to: '/NewDossier',
    label: 'New dossier',
    active: (path: string) => /^\/NewDossier$/i.test(path),
  },
  { to: '/Clients', label: 'Clients', active: (path: string) => /^\/Clients$/i.test(path) },
  {
    to: '/ClientsAll',
    label: 'All clients',
    active: (path: string) => /^\/ClientsAll$/i.test(path),
  },
];

/** The operator's title; titleHtml was sanitised by the server (a few inline tags, no attributes). */
function BrandTitle({ branding }: { branding: Branding }) {
  return branding.titleHtml ? (
    <Text
      fw={700}
      size="lg"
      component="span"
      dangerouslySetInnerHTML={{ __html: branding.titleHtml }}
    />
  ) : (
    <Text fw={700} size="lg" component="span">
      {branding.titlePlain}
    </Text>
  );
}

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      size="xs"
      variant="default"
      loading={signOut.isPending}
      onClick={() => signOut.mutate()}
    >
      Sign out
    </Button>
  );
}

/** The frame of every page: branding, navigation, who is signed in; the page below it. */
export function Shell() {
  const session = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    if (session.data) document.title = session.data.branding.titlePlain || 'Customs declarations';
  }, [session.data]);

  if (session.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading the session" />
      </Center>
    );
  }
  if (session.isError) {
    // A 401 already sent the browser to the sign-in page; say so instead of showing an error.
    if (session.error instanceof ApiError && session.error.status === 401) {
      return (
        <Center h="100vh">
          <Text>Signing you in…</Text>
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
        Skip to content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <UnstyledButton component={NavLink} to="/Dossiers" aria-label="Home: dossiers">
              <BrandTitle branding={branding} />
            </UnstyledButton>
            <Group component="nav" gap={4} aria-label="Main" wrap="nowrap">
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
                    {item.label}
                  </Button>
                );
              })}
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
                {user.name}
              </Text>
            </Tooltip>
            <Text size="xs" c="dimmed">
              {user.roles.join(', ')}
            </Text>
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
