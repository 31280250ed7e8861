import { Button, Code, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useDossierXml } from '../../api/dossier-queries.ts';
import type { FiledMessage } from '../../api/types.ts';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { useT } from '../../i18n/use-t.ts';
import { RenumberedList } from '../declare/renumbered-list.tsx';
import { useOutboxStatus } from './outbox-status.ts';

/** The message as it was filed; fetched only when this tab opens (it can be large). */
export function FiledXml({ dossierId, filed }: { dossierId: string; filed: FiledMessage }) {
  const t = useT();
  const outboxStatus = useOutboxStatus();
  const href = `/api/declarations/${dossierId}/xml`;
  const xml = useDossierXml(dossierId);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          {t('dossier.xml.summary', {
            type: filed.messageType,
            id: filed.messageId,
            environment: filed.environment,
            status: outboxStatus(filed.status),
          })}
        </Text>
        <Button
          component="a"
          href={href}
          download={`${filed.messageType}-${filed.messageId}.xml`}
          size="xs"
          variant="light"
        >
          {t('dossier.xml.download')}
        </Button>
      </Group>
      <RenumberedList renumbered={filed.renumbered} />
      {xml.isPending ? (
        <TableSkeleton rows={8} />
      ) : xml.isError ? (
        <ErrorBox error={xml.error} onRetry={() => void xml.refetch()} />
      ) : (
        <ScrollArea.Autosize mah="60vh" type="auto">
          <Code block fz="xs" aria-label={t('dossier.xml.label')}>
            {xml.data}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
