import { Badge, Code, Table, Text } from '@mantine/core';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** Where a start-up setting was set: a file, an environment variable, or the default. */
export function SettingSource({ source }: { source: string }) {
  return (
    <Text size="xs" c="dimmed">
      {source}
    </Text>
  );
}

interface Block {
  readonly name: string;
  readonly transport: string;
  readonly target: string;
  readonly source: string;
}

/** A `ServiceBus:*:{env}` block per row, its target without secrets and where it was set. */
export function QueueBlocksTable({
  blocks,
  label,
  headings,
  active,
}: {
  blocks: readonly Block[];
  label: string;
  headings: readonly [name: MessageId, transport: MessageId, target: MessageId, source: MessageId];
  /** The block marked active, and the badge that says so. */
  active?: { readonly name: string; readonly badge: MessageId };
}) {
  const t = useT();
  return (
    <Table withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading) => (
            <Table.Th key={heading}>{t(heading)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {blocks.map((block) => (
          <Table.Tr key={block.name}>
            <Table.Td fw={500}>
              {block.name}
              {active && block.name.toLowerCase() === active.name.toLowerCase() && (
                <>
                  {' '}
                  <Badge size="xs" variant="light">
                    {t(active.badge)}
                  </Badge>
                </>
              )}
            </Table.Td>
            <Table.Td>{t(`descartes.transport.${block.transport}` as MessageId)}</Table.Td>
            <Table.Td>
              <Code>{block.target}</Code>
            </Table.Td>
            <Table.Td>
              <SettingSource source={block.source} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
