import { Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useDossierHistory } from '../../api/dossier-queries.ts';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { actorText, reasonText } from './history-words.ts';

/** Who did what and when, oldest first, from the audit trail. */
export function HistoryTable({ dossierId, updatedAt }: { dossierId: string; updatedAt: string }) {
  const t = useT();
  const intl = useIntl();
  const formats = useFormats();
  const history = useDossierHistory(dossierId, updatedAt);
  // The audit trail names its actions (dossier.approved); an action the catalogue lacks as written.
  const action = (name: string) => {
    const id = `dossier.action.${name.replace(/^dossier\./, '')}`;
    return id in intl.messages ? t(id as MessageId) : name;
  };
  if (history.isPending) return <TableSkeleton rows={4} />;
  if (history.isError)
    return <ErrorBox error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dossier.history.none')}
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('dossier.history.when')}</Table.Th>
          <Table.Th>{t('dossier.history.who')}</Table.Th>
          <Table.Th>{t('dossier.history.what')}</Table.Th>
          <Table.Th>{t('dossier.history.status')}</Table.Th>
          <Table.Th>{t('dossier.history.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {history.data.map((entry, index) => (
          <Table.Tr key={`${entry.at}-${index}`}>
            <Table.Td className="nowrap">{formats.dateTime(entry.at)}</Table.Td>
            <Table.Td>{actorText(entry.actor, t)}</Table.Td>
            <Table.Td>{action(entry.action)}</Table.Td>
            <Table.Td className="nowrap">
              {entry.from || entry.to ? (
                <>
                  {entry.from ? (
                    <StatusBadge status={entry.from} />
                  ) : (
                    <Text span c="dimmed">
                      {t('dossier.history.new')}
                    </Text>
                  )}
                  {' → '}
                  {entry.to && <StatusBadge status={entry.to} />}
                </>
              ) : null}
            </Table.Td>
            <Table.Td>{entry.reason ? reasonText(entry.reason, t) : ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
