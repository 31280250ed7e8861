import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ApiError } from '../api/api-error.ts';
import { problemMessage, useFaultWords } from '../api/field-faults.ts';
import { useT } from '../i18n/use-t.ts';

/** Rows of grey bars the size of the table to come, so the page does not jump when it arrives. */
export function TableSkeleton({ rows = 10 }: { rows?: number }) {
  const t = useT();
  return (
    <Stack gap={6} aria-busy="true" aria-label={t('skeleton.loading')}>
      <Skeleton height={28} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={22} />
      ))}
    </Stack>
  );
}

export function PageSkeleton() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('skeleton.loading')}>
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

/**
 * What went wrong, and a way to ask again. A problem from the server is in the user's language
 * already (the API answers the app in its Accept-Language); anything else (no connection, a proxy's
 * bare status) gets the catalogue's words, never an HTTP reason phrase.
 */
export const problemWording = (error: unknown, t: ReturnType<typeof useT>) => {
  if (error instanceof ApiError && error.status === 0)
    return { title: t('common.noConnection'), detail: t('common.noConnectionDetail') };
  if (error instanceof ApiError && error.type !== 'about:blank')
    return { title: error.title, detail: error.detail };
  if (error instanceof ApiError)
    return {
      title: t('errorBox.fallbackTitle'),
      detail: t(error.status >= 500 ? 'errorBox.unavailable' : 'errorBox.refused'),
    };
  return { title: t('errorBox.fallbackTitle'), detail: null };
};

export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const words = useFaultWords();
  const { title, detail } = problemWording(error, t);
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        {detail && <Text size="sm">{detail}</Text>}
        {error instanceof ApiError &&
          error.errors.map((fault) => (
            <Text size="sm" key={`${fault.path}:${fault.message}`}>
              {fault.path}: {problemMessage(fault, words)}
            </Text>
          ))}
        {onRetry && worthRetrying(error) && (
          <Group>
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              {t('errorBox.retry')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
