import { Anchor, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { DossierDocument } from '../../api/types.ts';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

// A file's format as a declarant names it, not its media type.
const FORMATS: [RegExp, string][] = [
  [/pdf$/, 'PDF'],
  [/spreadsheetml|ms-excel/, 'Excel'],
  [/csv$/, 'CSV'],
  [/^image\/(png|jpeg|tiff)$/, ''],
];
const formatOf = (type: string) => {
  const [, name] = FORMATS.find(([pattern]) => pattern.test(type)) ?? [];
  if (name === undefined) return type;
  return name || type.split('/')[1]!.toUpperCase();
};

/** The source documents; each name downloads the file as it was stored. */
export function DocumentsList({
  dossierId,
  documents,
}: {
  dossierId: string;
  documents: DossierDocument[];
}) {
  const t = useT();
  const intl = useIntl();
  const formats = useFormats();
  const kind = (value: string) => {
    const id = `dossier.documents.${value}`;
    return id in intl.messages ? t(id as MessageId) : value;
  };
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dossier.documents.none')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('dossier.documents.kind')}</Table.Th>
          <Table.Th>{t('dossier.documents.file')}</Table.Th>
          <Table.Th>{t('dossier.documents.type')}</Table.Th>
          <Table.Th ta="right">{t('dossier.documents.size')}</Table.Th>
          <Table.Th>{t('dossier.documents.sha')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>{kind(document.kind)}</Table.Td>
            <Table.Td>
              <Anchor
                href={`/api/declarations/${dossierId}/documents/${document.id}`}
                // The server names the file for what it is (decision 0027), not as the sender did.
                download
                size="sm"
              >
                {document.file_name ?? t('dossier.documents.noName')}
              </Anchor>
            </Table.Td>
            <Table.Td c="dimmed" title={document.content_type}>
              {formatOf(document.content_type)}
            </Table.Td>
            <Table.Td ta="right">{formats.bytes(document.size_bytes)}</Table.Td>
            <Table.Td ff="monospace" c="dimmed" title={document.sha256}>
              {document.sha256.slice(0, 12)}…
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
