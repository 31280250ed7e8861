import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError } from '../api/api-error.ts';

/** Rows of grey bars the size of the table to come, so the page does not jump when it arrives. */
export function TableSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <Stack gap={6} aria-busy="true" aria-label="Loading">
      <Skeleton height={28} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={22} />
      ))}
    </Stack>
  );
}

export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Skeleton height={34} width="40%" />
      <Skeleton height={90} />
      <Skeleton height={220} />
    </Stack>
  );
}

/** A refusal (404, 403, 422) would get the same answer again; a glitch or a 5xx may not. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** What went wrong, in the server's words where it gave any, and a way to ask again. */
export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const title = error instanceof ApiError ? error.title : 'Something went wrong';
  const detail =
    error instanceof ApiError ? error.detail : error instanceof Error ? error.message : null;
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        {detail && <Text size="sm">{detail}</Text>}
        {error instanceof ApiError &&
          error.errors.map((fault) => (
            <Text size="sm" key={`${fault.path}:${fault.message}`}>
              {fault.path}: {fault.message}
            </Text>
          ))}
        {onRetry && worthRetrying(error) && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
