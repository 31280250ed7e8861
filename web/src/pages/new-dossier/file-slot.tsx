import { Button, CloseButton, Group, Input, Paper, Text } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { SLOT_INFO, type FileSlotName } from './file-checks.ts';

/**
 * One upload part: drop a file on it or choose one with the button (reachable by Tab). The chosen
 * file shows with its size and can be removed; a fault shows under it. The slot keeps its file and
 * tells the form (an uncontrolled input).
 */
export function FileSlot({
  slot,
  defaultValue = null,
  error,
  disabled,
  onChange,
}: {
  slot: FileSlotName;
  defaultValue?: File | null;
  error?: ReactNode;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const t = useT();
  const formats = useFormats();
  const label = t(SLOT_INFO[slot].label);
  const { accept, extensions } = SLOT_INFO[slot];
  const [file, setFile] = useUncontrolled<File | null>({ defaultValue, onChange });
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const errorId = `${slot}-error`;
  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }} labelElement="div">
      <Paper
        withBorder
        p="sm"
        data-testid={`${slot}-slot`}
        style={{
          borderStyle: file ? 'solid' : 'dashed',
          borderColor: error
            ? 'var(--mantine-color-error)'
            : over
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
          background: over ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const dropped = event.dataTransfer.files[0];
          if (dropped && !disabled) setFile(dropped);
        }}
      >
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          aria-label={t('slot.file', { slot: label })}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            event.currentTarget.value = '';
          }}
        />
        {file ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate="end" title={file.name}>
              {file.name}{' '}
              <Text span c="dimmed" size="xs">
                {formats.bytes(file.size)}
              </Text>
            </Text>
            <CloseButton
              aria-label={t('slot.remove', { slot: label.toLowerCase() })}
              disabled={disabled}
              onClick={() => setFile(null)}
            />
          </Group>
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('slot.drop', { extensions: extensions.join(' / ') })}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              disabled={disabled}
              onClick={() => input.current?.click()}
              aria-label={t('slot.choose', { slot: label.toLowerCase() })}
            >
              {t('slot.chooseButton')}
            </Button>
          </Group>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
