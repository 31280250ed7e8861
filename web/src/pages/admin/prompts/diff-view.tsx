import { Box, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { diffCounts, lineDiff, withContext, type DiffLine } from './line-diff.ts';

const CONTEXT = 2;
const MONO = { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } as const;
const ROW = {
  added: { background: 'var(--mantine-color-green-0)', sign: '+' },
  removed: { background: 'var(--mantine-color-red-0)', sign: '−' },
  same: { background: undefined, sign: ' ' },
} as const;

function Line({ line }: { line: DiffLine }) {
  const look = ROW[line.kind];
  // <ins> and <del> say to a screen reader (and a test) what the colour says to the eye.
  const Tag = line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'span';
  return (
    <Box style={{ ...MONO, background: look.background, display: 'flex', whiteSpace: 'pre-wrap' }}>
      <Text span c="dimmed" w={34} ta="right" style={{ ...MONO, flexShrink: 0 }} aria-hidden>
        {line.oldLine ?? ''}
      </Text>
      <Text span c="dimmed" w={34} ta="right" style={{ ...MONO, flexShrink: 0 }} aria-hidden>
        {line.newLine ?? ''}
      </Text>
      <Text span w={20} ta="center" style={{ ...MONO, flexShrink: 0 }} aria-hidden>
        {look.sign}
      </Text>
      <Tag style={{ textDecoration: 'none', wordBreak: 'break-word' }}>{line.text || ' '}</Tag>
    </Box>
  );
}

/**
 * The lines of `after` against `before`: what was added and removed, with two unchanged lines
 * around each change and the rest folded, and how many lines each way above it.
 */
export function DiffView({
  before,
  after,
  label,
  empty,
}: {
  before: string;
  after: string;
  label: string;
  /** Said when the texts are the same. */
  empty: string;
}) {
  const t = useT();
  const diff = useMemo(() => lineDiff(before, after), [before, after]);
  const counts = diffCounts(diff);
  const changed = counts.added + counts.removed > 0;
  return (
    <Box component="section" aria-label={label}>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {changed && (
          <Text size="xs" c="dimmed" role="status">
            {t('prompts.changeCount', counts)}
          </Text>
        )}
      </Group>
      {changed ? (
        <Box
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 4,
            maxHeight: 360,
            overflow: 'auto',
          }}
        >
          {withContext(diff, CONTEXT).map((line, index) =>
            line.kind === 'skip' ? (
              <Text
                key={index}
                size="xs"
                c="dimmed"
                px="xs"
                bg="gray.0"
                style={{ fontStyle: 'italic' }}
              >
                {t('prompts.unchanged', { count: line.count })}
              </Text>
            ) : (
              <Line key={index} line={line} />
            ),
          )}
        </Box>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Box>
  );
}
