import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { FilingPreview } from '../../api/declare-queries.ts';
import { useT } from '../../i18n/use-t.ts';

export interface FilePanelProps {
  readonly preview: FilingPreview;
  readonly status: string;
  readonly busy: boolean;
  /** Saves what the page holds first, then Approved -> Ready -> Submitted. */
  readonly onFile: (environment: string) => void;
}

/** Where the message goes, and the one button that sends it. */
export function FilePanel({ preview, status, busy, onFile }: FilePanelProps) {
  const t = useT();
  const [environment, setEnvironment] = useState(
    preview.environments.includes(preview.defaultEnvironment.toLowerCase())
      ? preview.defaultEnvironment.toLowerCase()
      : (preview.environments[0] ?? ''),
  );
  const canFile =
    preview.available &&
    preview.problems.length === 0 &&
    environment !== '' &&
    (status === 'Approved' || status === 'Ready');
  return (
    <Paper withBorder p="sm">
      <Group align="end" gap="sm">
        <Select
          label={t('declare.environment')}
          data={preview.environments.map((name) => ({ value: name, label: name.toUpperCase() }))}
          value={environment}
          onChange={(value) => setEnvironment(value ?? '')}
          allowDeselect={false}
          size="xs"
          w={140}
        />
        <Button
          onClick={() => onFile(environment)}
          disabled={!canFile}
          loading={busy}
          data-testid="file-button"
        >
          {busy ? t('declare.filing') : t('declare.file')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('declare.fileHint')}
        </Text>
      </Group>
    </Paper>
  );
}
