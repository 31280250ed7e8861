import { Badge, Button, Table, Text, Title } from '@mantine/core';
import type { Prompt } from '../../../api/prompt-queries.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useAuthorOf } from './author-of.ts';

/**
 * Every version of a prompt, the one in use first: who saved it when, the attempts it was given
 * (chosen to list them below), and going back to it.
 */
export function PromptVersions({
  versions,
  shownAttempts,
  onAttempts,
  onRestore,
}: {
  versions: readonly Prompt[];
  shownAttempts: number;
  onAttempts: (version: number) => void;
  onRestore: (version: Prompt) => void;
}) {
  const t = useT();
  const { dateTime } = useFormats();
  const authorOf = useAuthorOf();
  const current = versions[0]!;
  return (
    <>
      <Title order={3} size="h5">
        {t('prompts.versions')}
      </Title>
      <Table withTableBorder aria-label={t('prompts.versions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('prompts.column.version')}</Table.Th>
            <Table.Th>{t('prompts.column.created')}</Table.Th>
            <Table.Th>{t('prompts.column.attempts')}</Table.Th>
            <Table.Th>{t('prompts.column.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr
              key={version.version}
              aria-label={t('prompts.version', { version: version.version })}
            >
              <Table.Td>
                <Text span fw={600}>
                  {version.version}
                </Text>{' '}
                {version === current && (
                  <Badge color="green" variant="light" size="sm">
                    {t('prompts.current')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {version.created_at
                    ? t('prompts.by', {
                        time: dateTime(version.created_at),
                        name: authorOf(version.created_by),
                      })
                    : authorOf(version.created_by)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant={shownAttempts === version.version ? 'light' : 'subtle'}
                  aria-label={t('prompts.showAttempts', { version: version.version })}
                  aria-pressed={shownAttempts === version.version}
                  disabled={version.version === 0}
                  onClick={() => onAttempts(version.version)}
                >
                  {t('prompts.attemptCount', { count: version.attempts })}
                </Button>
              </Table.Td>
              <Table.Td>
                {version !== current &&
                  (version.text === current.text ? (
                    <Text size="xs" c="dimmed">
                      {t('prompts.sameText')}
                    </Text>
                  ) : (
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-label={t('prompts.restoreLabel', { version: version.version })}
                      onClick={() => onRestore(version)}
                    >
                      {t('prompts.restore')}
                    </Button>
                  ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
