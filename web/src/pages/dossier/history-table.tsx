import { Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useDossierHistory } from '../../api/dossier-queries.ts';
import { ErrorBox, TableSkeleton } from '../../components/query-state.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import type { MessageId } from '../../i18n/messages/index.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { findingPlace } from './finding-place.ts';
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
  const has = (id: string) => id in intl.messages;
  // A value as the history keeps it: text as is, a line added or removed as its JSON.
  const shown = (value: unknown) =>
    value === undefined || value === null || value === ''
      ? t('dossier.history.empty')
      : typeof value === 'number'
        ? formats.number(value, 6)
        : typeof value === 'string' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
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
            <Table.Td>
              {entry.reason ? reasonText(entry.reason, t) : ''}
              {entry.changes?.map((change) => (
                <Text key={change.path} size="sm">
                  {findingPlace(change.path, t, has)}: {shown(change.from)} → {shown(change.to)}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
