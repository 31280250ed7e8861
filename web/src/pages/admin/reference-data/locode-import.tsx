import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useUploadLocodes } from '../../../api/reference-admin-queries.ts';
import { ErrorBox } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';

/** /Admin/Locode's import (Admins): one CSV or UNECE's three parts, uploaded with its progress. */
export function LocodeImport() {
  const t = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [fraction, setFraction] = useState(0);
  const [queued, setQueued] = useState<string | null>(null);
  const upload = useUploadLocodes(setFraction, {
    onSuccess: (answer) => {
      setQueued(answer.run.scope);
      setFiles([]);
    },
  });
  const percent = Math.round(fraction * 100);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('locodeImport.title')}
        </Title>
        <Text size="xs" c="dimmed" maw={760}>
          {t('locodeImport.hint')}
        </Text>
        <Group align="flex-end" gap="md">
          <FileInput
            multiple
            label={t('locodeImport.files')}
            placeholder={t('locodeImport.placeholder')}
            accept=".csv,text/csv"
            value={files}
            onChange={(next) => {
              // UNECE's parts go in the order of their names: Part1, Part2, Part3.
              setFiles([...next].sort((a, b) => a.name.localeCompare(b.name)));
              setQueued(null);
              upload.reset();
            }}
            w={380}
            size="xs"
            clearable
          />
          <Button
            size="xs"
            disabled={files.length === 0}
            loading={upload.isPending}
            onClick={() => {
              setFraction(0);
              upload.mutate(files);
            }}
          >
            {t('locodeImport.send')}
          </Button>
        </Group>
        {upload.isPending && (
          <Stack gap={4}>
            <Progress
              value={percent}
              aria-label={t('locodeImport.sending', { percent })}
              animated
            />
            <Text size="xs">{t('locodeImport.sending', { percent })}</Text>
          </Stack>
        )}
        {upload.isError && <ErrorBox error={upload.error} />}
        {queued && (
          <Alert color="green" role="status">
            <Text size="sm">{t('locodeImport.queued', { name: queued })}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
