import { Anchor, Table, Text } from '@mantine/core';
import type { DossierDocument } from '../../api/types.ts';
import { formatBytes } from '../../app/format.ts';

const KIND_LABELS: Record<string, string> = {
  invoice: 'Invoice',
  packing_list: 'Packing list',
  spreadsheet: 'Spreadsheet',
  other: 'Other',
};

/** The source documents; each name downloads the file as it was stored. */
export function DocumentsList({
  dossierId,
  documents,
}: {
  dossierId: string;
  documents: DossierDocument[];
}) {
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Kind</Table.Th>
          <Table.Th>File</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th ta="right">Size</Table.Th>
          <Table.Th>SHA-256</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>{KIND_LABELS[document.kind] ?? document.kind}</Table.Td>
            <Table.Td>
              <Anchor
                href={`/api/declarations/${dossierId}/documents/${document.id}`}
                // The server names the file for what it is (decision 0027), not as the sender did.
                download
                size="sm"
              >
                {document.file_name ?? '(no name)'}
              </Anchor>
            </Table.Td>
            <Table.Td c="dimmed">{document.content_type}</Table.Td>
            <Table.Td ta="right">{formatBytes(document.size_bytes)}</Table.Td>
            <Table.Td ff="monospace" c="dimmed" title={document.sha256}>
              {document.sha256.slice(0, 12)}…
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
