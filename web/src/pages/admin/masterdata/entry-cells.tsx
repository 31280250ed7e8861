import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

/** Status, last change and the row's actions: the same three cells on every list page. */
export function EntryCells({
  name,
  active,
  updatedAt,
  updatedBy,
  onEdit,
  onDelete,
}: {
  name: string;
  active: boolean;
  updatedAt: string;
  updatedBy: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const { dateTime } = useFormats();
  return (
    <>
      <Table.Td>
        <Badge variant="light" color={active ? 'green' : 'gray'}>
          {t(active ? 'masterdata.status.active' : 'masterdata.status.inactive')}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {t('masterdata.by', { time: dateTime(updatedAt), name: updatedBy })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={`${t('masterdata.edit')} ${name}`}
          >
            {t('masterdata.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`${t('masterdata.delete')} ${name}`}
          >
            {t('masterdata.delete')}
          </Button>
        </Group>
      </Table.Td>
    </>
  );
}

export function EntryHeadCells() {
  const t = useT();
  return (
    <>
      <Table.Th>{t('masterdata.column.status')}</Table.Th>
      <Table.Th>{t('masterdata.column.changed')}</Table.Th>
      <Table.Th>{t('masterdata.column.actions')}</Table.Th>
    </>
  );
}
