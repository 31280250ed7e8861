import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/**
 * A page that could not render. The usual cause after a deployment: the open tab asks for a page
 * chunk the new build no longer has, and loading the page again fetches the new one. Said in the
 * user's words, never as an HTTP status or a script's message.
 */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? t('routeError.notFound')
      : t('routeError.other');
  return (
    <Container size="sm" pt="xl">
      <Alert color="red" title={t('routeError.title')} role="alert">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
