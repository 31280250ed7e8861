import { Alert, Badge, Box, Group, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  usePrompts,
  usePromptVersions,
  type Prompt,
  type PromptName,
} from '../../../api/prompt-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { useAuthorOf } from './author-of.ts';
import { PromptEditor } from './prompt-editor.tsx';
import { PromptVersions } from './prompt-versions.tsx';
import { RestoreDialog } from './restore-dialog.tsx';
import { VersionAttempts } from './version-attempts.tsx';

/** Prompts that only help the one reading the goods: their attempts are recorded under that one. */
const HELPERS: readonly PromptName[] = ['classify', 'transit_header'];

const nameOf = (name: PromptName) => `prompts.name.${name}` as MessageId;

/** One prompt: the version in use edited into the next, every version, and the attempts of one. */
function PromptDetail({ name }: { name: PromptName }) {
  const t = useT();
  const { dateTime } = useFormats();
  const authorOf = useAuthorOf();
  const versions = usePromptVersions(name);
  const [attemptsOf, setAttemptsOf] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<Prompt | null>(null);
  if (versions.isPending) return <TableSkeleton rows={6} />;
  if (versions.isError)
    return <ErrorBox error={versions.error} onRetry={() => void versions.refetch()} />;
  const current = versions.data[0]!;
  const shown = attemptsOf ?? current.version;
  return (
    <Stack gap="md">
      <Text size="sm">
        {current.created_at
          ? t('prompts.inUse', {
              version: current.version,
              time: dateTime(current.created_at),
              name: authorOf(current.created_by),
            })
          : t('prompts.shipped')}
      </Text>
      {HELPERS.includes(name) && (
        <Alert color="blue" role="note" p="xs">
          <Text size="xs">{t('prompts.helper')}</Text>
        </Alert>
      )}
      <PromptEditor current={current} />
      <PromptVersions
        versions={versions.data}
        shownAttempts={shown}
        onAttempts={setAttemptsOf}
        onRestore={setRestoring}
      />
      {shown > 0 && <VersionAttempts key={shown} name={name} version={shown} />}
      <RestoreDialog current={current} version={restoring} onClose={() => setRestoring(null)} />
    </Stack>
  );
}

function Prompts() {
  const t = useT();
  const prompts = usePrompts();
  const [search] = useSearchParams();
  if (prompts.isPending) return <TableSkeleton />;
  if (prompts.isError)
    return <ErrorBox error={prompts.error} onRetry={() => void prompts.refetch()} />;
  const asked = search.get('prompt');
  const chosen = prompts.data.find((prompt) => prompt.name === asked) ?? prompts.data[0]!;
  return (
    <>
      <Text size="sm" maw={900}>
        {t('prompts.intro')}
      </Text>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box component="nav" aria-label={t('prompts.choose')} w={300} style={{ flexShrink: 0 }}>
          {prompts.data.map((prompt) => (
            <NavLink
              key={prompt.name}
              component={Link}
              to={`?prompt=${prompt.name}`}
              active={prompt.name === chosen.name}
              aria-current={prompt.name === chosen.name ? 'page' : undefined}
              label={t(nameOf(prompt.name))}
              description={prompt.name}
              rightSection={
                <Badge variant="light" size="sm" color="gray">
                  v{prompt.version}
                </Badge>
              }
            />
          ))}
        </Box>
        <Box style={{ flexGrow: 1, minWidth: 0 }}>
          <PromptDetail key={chosen.name} name={chosen.name} />
        </Box>
      </Group>
    </>
  );
}

/** `/Admin/Prompts` (RequiresAdmin): the instructions extraction gives the model, by version. */
export default function PromptsPage() {
  return (
    <AdminGate title="admin.page.Prompts" policy="admin">
      <Prompts />
    </AdminGate>
  );
}
