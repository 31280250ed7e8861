import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Input,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  useTarbel,
  useUploadExtraction,
  type TariffImport,
} from '../../../api/reference-admin-queries.ts';
import { useSession } from '../../../api/session-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';

const STATUS_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;
type Kind = 'auto' | 'full' | 'delta';

function Upload({ maxBytes, timeoutSeconds }: { maxBytes: number; timeoutSeconds: number }) {
  const t = useT();
  const { number } = useFormats();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<Kind>('auto');
  const [fraction, setFraction] = useState(0);
  const [queued, setQueued] = useState<string | null>(null);
  const upload = useUploadExtraction(setFraction, {
    onSuccess: (answer) => {
      setQueued(answer.import.file_name);
      setFile(null);
    },
  });
  const percent = Math.round(fraction * 100);
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={3} size="h6">
          {t('tarbel.upload')}
        </Title>
        <Group align="flex-end" gap="md">
          <FileInput
            label={t('tarbel.file')}
            placeholder={t('tarbel.filePlaceholder')}
            accept=".zip,application/zip"
            value={file}
            onChange={(next) => {
              setFile(next);
              setQueued(null);
              upload.reset();
            }}
            w={340}
            size="xs"
            clearable
          />
          <Input.Wrapper label={t('tarbel.kind')} size="xs" labelElement="div">
            <SegmentedControl
              size="xs"
              display="flex"
              aria-label={t('tarbel.kind')}
              value={kind}
              onChange={(value) => setKind(value)}
              data={(['auto', 'full', 'delta'] as const).map((value) => ({
                value,
                label: t(`tarbel.kind.${value}`),
              }))}
            />
          </Input.Wrapper>
          <Button
            size="xs"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => {
              if (!file) return;
              setFraction(0);
              upload.mutate({ file, kind });
            }}
          >
            {t('tarbel.send')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('tarbel.limits', {
            size:
              maxBytes >= 1024 ** 3
                ? `${number(maxBytes / 1024 ** 3, 1)} GB`
                : `${number(maxBytes / 1_048_576, 0)} MB`,
            seconds: timeoutSeconds,
          })}
        </Text>
        {upload.isPending && (
          <Stack gap={4}>
            <Progress value={percent} aria-label={t('tarbel.sending', { percent })} animated />
            <Text size="xs">{t('tarbel.sending', { percent })}</Text>
          </Stack>
        )}
        {upload.isError && <ErrorBox error={upload.error} />}
        {queued && (
          <Alert color="green" role="status">
            <Text size="sm">{t('tarbel.queued', { name: queued })}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function ImportProgress({ entry }: { entry: TariffImport }) {
  const t = useT();
  const { number } = useFormats();
  // Once done, what was applied is the whole file (a cut sample may declare more than it holds).
  const total = entry.status === 'done' ? null : entry.rows_total;
  const text = total
    ? t('tarbel.rows', { done: number(entry.rows_done, 0), total: number(total, 0) })
    : t('tarbel.rowsOnly', { done: number(entry.rows_done, 0) });
  return (
    <Stack gap={2} miw={160}>
      {entry.status === 'done' ? (
        <Progress value={100} color="green" size="sm" />
      ) : total ? (
        <Progress
          value={Math.min(100, (entry.rows_done / total) * 100)}
          color={entry.status === 'failed' ? 'red' : 'blue'}
          size="sm"
        />
      ) : null}
      <Text size="xs">{text}</Text>
    </Stack>
  );
}

function Imports({ imports }: { imports: readonly TariffImport[] }) {
  const t = useT();
  const { dateTime } = useFormats();
  if (imports.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('tarbel.none')}
      </Text>
    );
  return (
    <Table withTableBorder striped aria-label={t('tarbel.imports')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tarbel.col.file')}</Table.Th>
          <Table.Th>{t('tarbel.col.kind')}</Table.Th>
          <Table.Th>{t('tarbel.col.status')}</Table.Th>
          <Table.Th>{t('tarbel.col.progress')}</Table.Th>
          <Table.Th>{t('tarbel.col.by')}</Table.Th>
          <Table.Th>{t('tarbel.col.queued')}</Table.Th>
          <Table.Th>{t('tarbel.col.finished')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {imports.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.file_name}</Table.Td>
            <Table.Td>{t(`tarbel.kind.${entry.kind}`)}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[entry.status]} variant="light">
                {t(`tarbel.status.${entry.status}`)}
              </Badge>
              {entry.error && (
                <Text size="xs" c="red" maw={360}>
                  {entry.error}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <ImportProgress entry={entry} />
            </Table.Td>
            <Table.Td>{entry.requested_by}</Table.Td>
            <Table.Td>{dateTime(entry.created_at)}</Table.Td>
            <Table.Td>{entry.finished_at ? dateTime(entry.finished_at) : '–'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Tarbel() {
  const t = useT();
  const { dateTime } = useFormats();
  const status = useTarbel();
  const isAdmin = useSession().data?.user.roles.includes('Admins') ?? false;
  if (status.isPending) return <TableSkeleton />;
  if (status.isError)
    return <ErrorBox error={status.error} onRetry={() => void status.refetch()} />;
  const data = status.data;
  return (
    <Stack gap="md">
      <Text size="sm" maw={900}>
        {t('tarbel.intro')}
      </Text>
      <Card withBorder>
        <Title order={3} size="h6" mb={6}>
          {t('tarbel.settings')}
        </Title>
        <Text size="sm">
          {t(data.auto_download ? 'tarbel.autoDownload.on' : 'tarbel.autoDownload.off')}
        </Text>
        <Text size="sm" c="dimmed">
          {!data.extractions_url
            ? t('tarbel.noListing')
            : data.latest_available?.file_name
              ? t('tarbel.latest', {
                  name: data.latest_available.file_name,
                  when: dateTime(data.latest_available.checked_at),
                })
              : data.latest_available?.detail}
        </Text>
      </Card>
      {isAdmin ? (
        <Upload maxBytes={data.max_upload_bytes} timeoutSeconds={data.request_timeout_seconds} />
      ) : (
        <Text size="xs" c="dimmed">
          {t('tarbel.adminsOnly')}
        </Text>
      )}
      <Title order={3} size="h5">
        {t('tarbel.imports')}
      </Title>
      <Imports imports={data.imports} />
    </Stack>
  );
}

/** `/Admin/Tarbel` (RequiresSuperUserOrAdmin; the upload Admins): the tariff's imports and their upload. */
export default function TarbelPage() {
  return (
    <AdminGate title="admin.page.Tarbel" policy="superUserOrAdmin">
      <Tarbel />
    </AdminGate>
  );
}
