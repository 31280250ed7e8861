import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useImportRates } from '../../../api/exchange-rate-queries.ts';
import { ErrorBox } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * A month's file, as `customs rates import` reads it: all lines or none. The file is read in the
 * browser and sent as text; the server checks every line and names each bad one.
 */
export function ImportRates({
  mayImport,
  onImported,
}: {
  mayImport: boolean;
  onImported: (months: string[]) => void;
}) {
  const t = useT();
  const upload = useImportRates({
    onSuccess: (imported) => {
      notifications.show({
        color: 'green',
        message: t('rates.imported', {
          count: imported.imported,
          months: imported.months.join(', '),
        }),
      });
      onImported(imported.months);
    },
  });
  if (!mayImport)
    return (
      <Text size="xs" c="dimmed">
        {t('rates.importOnlyAdmins')}
      </Text>
    );
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <FileButton
          accept=".csv,text/csv,text/plain"
          onChange={(file) => {
            if (file) void file.text().then((csv) => upload.mutate(csv));
          }}
        >
          {(props) => (
            <Button variant="light" loading={upload.isPending} {...props}>
              {t('rates.import')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" maw={640}>
          {t('rates.importHint')}
        </Text>
      </Group>
      {upload.isError && <ErrorBox error={upload.error} />}
    </Stack>
  );
}
