import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../api/api-error.ts';
import { useT } from '../../i18n/use-t.ts';
import { findingPlace } from '../dossier/finding-place.ts';
import { valueText } from './value-text.ts';

const shown = (value: unknown) => (value === undefined || value === null ? '—' : valueText(value));

/**
 * A save refused because someone saved since the page was made (412): what they changed, value by
 * value, and the way on: load their version. Nothing of theirs was written over.
 */
export function StaleDialog({
  error,
  onReload,
}: {
  error: ApiError | undefined;
  onReload: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const has = (id: string) => id in intl.messages;
  const changes = (error?.errors ?? []).filter((problem) => problem.keyword === 'changed-since');
  return (
    <Modal
      opened={error !== undefined}
      onClose={() => undefined}
      withCloseButton={false}
      title={t('review.staleTitle')}
    >
      <Text size="sm" mb="xs">
        {t('review.staleText')}
      </Text>
      <List size="sm" spacing={2} data-testid="stale-changes">
        {changes.map((change, index) => (
          <List.Item key={`${change.path}:${index}`}>
            {t('review.staleChange', {
              who: valueText(change.params?.actor),
              field: findingPlace(change.path, t, has),
              from: shown(change.params?.from),
              to: shown(change.params?.to),
            })}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onReload}>{t('review.reload')}</Button>
      </Group>
    </Modal>
  );
}
