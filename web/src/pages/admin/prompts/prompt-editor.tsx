import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { useSavePrompt, type Prompt } from '../../../api/prompt-queries.ts';
import { ErrorBox } from '../../../components/query-state.tsx';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { DiffView } from './diff-view.tsx';

/** The server's limit (src/extraction/prompts/prompt-store.ts), said before it refuses. */
export const MAX_PROMPT_CHARACTERS = 20_000;

/** The version in use, edited into the next one, its changes shown line by line as they are typed. */
export function PromptEditor({ current }: { current: Prompt }) {
  const t = useT();
  const { number } = useFormats();
  const [text, setText] = useState(current.text);
  const [seen, setSeen] = useState(current.id);
  // A new version was saved or restored (here or by another admin): the editor starts from it.
  if (current.id !== seen) {
    setSeen(current.id);
    setText(current.text);
  }
  const save = useSavePrompt({
    onSuccess: (saved) =>
      notifications.show({
        color: 'green',
        message: t('prompts.saved', {
          name: t(`prompts.name.${saved.name}` as MessageId),
          version: saved.version,
        }),
      }),
  });
  const over = text.length - MAX_PROMPT_CHARACTERS;
  const fault =
    text.trim() === ''
      ? t('prompts.empty')
      : over > 0
        ? t('prompts.tooLong', { max: number(MAX_PROMPT_CHARACTERS), over: number(over) })
        : undefined;
  const refused =
    save.error instanceof ApiError
      ? (save.error.errors.find((error) => error.path === '/text')?.message ?? undefined)
      : undefined;
  const changed = text !== current.text;
  const next = current.version + 1;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (changed && !fault) save.mutate({ name: current.name, text });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('prompts.text')}
          description={t('prompts.characters', {
            count: number(text.length),
            max: number(MAX_PROMPT_CHARACTERS),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={8}
          maxRows={18}
          spellCheck={false}
          styles={{
            input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 },
          }}
          value={text}
          error={(changed && fault) || refused}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (save.isError) save.reset();
          }}
        />
        <DiffView
          before={current.text}
          after={text}
          label={t('prompts.changes', { version: current.version })}
          empty={t('prompts.noChanges', { version: current.version })}
        />
        {save.isError && !refused && <ErrorBox error={save.error} />}
        <Group gap="xs">
          <Button type="submit" disabled={!changed || fault !== undefined} loading={save.isPending}>
            {t('prompts.save', { version: next })}
          </Button>
          <Button
            variant="default"
            disabled={!changed}
            onClick={() => {
              setText(current.text);
              save.reset();
            }}
          >
            {t('prompts.discard')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
