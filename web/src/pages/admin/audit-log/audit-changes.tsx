import { Code, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '../../../api/types.ts';
import { useT } from '../../../i18n/use-t.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const short = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** The members an entry changed, "member: before → after"; the whole records below, folded. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (entry.before == null && entry.after == null)
    return <Text size="sm">{t('audit.nothing')}</Text>;
  return (
    <Stack gap={2}>
      {changed.slice(0, 4).map((key) => (
        <Text size="xs" key={key}>
          <Code>{key}</Code> {short(before[key])} → {short(after[key])}
        </Text>
      ))}
      {changed.length > 4 && (
        <Text size="xs" c="dimmed">
          +{changed.length - 4}
        </Text>
      )}
      <details>
        <summary>
          <Text span size="xs" c="dimmed">
            {t('audit.before')} / {t('audit.after')}
          </Text>
        </summary>
        <Code block fz="xs">
          {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
        </Code>
      </details>
    </Stack>
  );
}
