import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A page that could not render. The usual cause after a deployment: the open tab asks for a page
 * chunk the new build no longer has, and loading the page again fetches the new one.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container size="sm" pt="xl">
      <Alert color="red" title="This page could not be shown" role="alert">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => window.location.reload()}>
            Load the page again
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
