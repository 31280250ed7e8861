import { Badge, Button, Group, Menu, Modal, Select, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useAttemptComparison, useExtractionAttempts } from '../../api/review-queries.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { valueText } from './value-text.ts';

export interface AttemptsPanelProps {
  readonly dossierId: string;
  /** When the latest reading was made: a new one brings its attempt into the list. */
  readonly readingAt: string;
  /** The attempt whose reading the page shows; undefined for the latest reading. */
  readonly viewing: string | undefined;
  readonly onView: (attempt: { id: string; fileName: string } | undefined) => void;
}

/**
 * The extraction attempts of the dossier (issue 27): show what one attempt read beside the
 * values, or compare two field by field.
 */
export function AttemptsPanel({ dossierId, readingAt, viewing, onView }: AttemptsPanelProps) {
  const t = useT();
  const formats = useFormats();
  const attempts = useExtractionAttempts(dossierId, readingAt);
  const [comparing, setComparing] = useState(false);
  const list = (attempts.data ?? []).filter((attempt) => attempt.status === 'ok');
  const [a, setA] = useState<string | null>(null);
  const [b, setB] = useState<string | null>(null);
  const comparison = useAttemptComparison(dossierId, a, b);
  if (list.length === 0) return null;
  const label = (attempt: (typeof list)[number], index: number) =>
    t('review.attempt', {
      attempt: index + 1,
      reader: `${attempt.extractorType}${attempt.model ? ` · ${attempt.model}` : ''}`,
      when: formats.dateTime(attempt.createdAt),
    });
  const options = list.map((attempt, index) => ({
    value: attempt.id,
    label: label(attempt, index),
  }));
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" size="xs" data-testid="attempts">
            {t('review.attempts', { count: list.length })} ▾
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onView(undefined)} disabled={viewing === undefined}>
            {t('review.latestReading')}
          </Menu.Item>
          {list.map((attempt, index) => (
            <Menu.Item
              key={attempt.id}
              onClick={() => onView({ id: attempt.id, fileName: attempt.fileName ?? '' })}
              rightSection={viewing === attempt.id ? <Badge size="xs">✓</Badge> : null}
            >
              {label(attempt, index)}
            </Menu.Item>
          ))}
          {list.length > 1 && (
            <>
              <Menu.Divider />
              <Menu.Item
                onClick={() => {
                  setA(list.at(-2)!.id);
                  setB(list.at(-1)!.id);
                  setComparing(true);
                }}
              >
                {t('review.compare')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={comparing}
        onClose={() => setComparing(false)}
        size="xl"
        title={t('review.compare')}
      >
        <Group grow mb="sm">
          <Select data={options} value={a} onChange={setA} aria-label="A" />
          <Select data={options} value={b} onChange={setB} aria-label="B" />
        </Group>
        {comparison.data && (
          <>
            <Text size="sm" mb="xs">
              {t('review.compareTitle', {
                a: options.findIndex((option) => option.value === a) + 1,
                b: options.findIndex((option) => option.value === b) + 1,
                count: comparison.data.differing,
              })}
            </Text>
            <Table striped withTableBorder data-testid="attempt-differences">
              <Table.Tbody>
                {comparison.data.fields
                  .filter((field) => !field.same)
                  .map((field) => (
                    <Table.Tr key={field.path}>
                      <Table.Td ff="monospace">{field.path}</Table.Td>
                      <Table.Td>{valueText(field.a)}</Table.Td>
                      <Table.Td>{valueText(field.b)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Modal>
    </>
  );
}
