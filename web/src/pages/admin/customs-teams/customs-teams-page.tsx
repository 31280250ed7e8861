import { Code, Group, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useCustomsTeams,
  useDeleteCustomsTeam,
  type CustomsTeam,
} from '../../../api/masterdata-queries.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { EntryCells } from '../masterdata/entry-cells.tsx';
import { DeleteDialog } from '../masterdata/entry-dialogs.tsx';
import { ListPage } from '../masterdata/list-page.tsx';
import { TeamDialog } from './team-dialog.tsx';

function CustomsTeams() {
  const t = useT();
  const list = useCustomsTeams();
  const [editing, setEditing] = useState<CustomsTeam | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomsTeam | null>(null);
  const remove = useDeleteCustomsTeam({
    onSuccess: () => {
      notifications.show({
        color: 'green',
        message: t('masterdata.deleted', { name: deleting?.name ?? '' }),
      });
      setDeleting(null);
    },
  });
  return (
    <>
      <ListPage
        intro="teams.intro"
        none="teams.none"
        newLabel="teams.new"
        query={list}
        onNew={() => setEditing('new')}
        head={
          <>
            <Table.Th>{t('teams.name')}</Table.Th>
            <Table.Th>{t('teams.roleClaim')}</Table.Th>
            <Table.Th>{t('teams.offices')}</Table.Th>
            <Table.Th>{t('teams.defaultOffice')}</Table.Th>
          </>
        }
        row={(entry: CustomsTeam) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{entry.name}</Table.Td>
            <Table.Td>
              <Code>{entry.role_claim}</Code>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {entry.offices.map((office) => (
                  <Code key={office}>{office}</Code>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{entry.default_office && <Code>{entry.default_office}</Code>}</Table.Td>
            <EntryCells
              name={entry.name}
              active={entry.active}
              updatedAt={entry.updated_at}
              updatedBy={entry.updated_by}
              onEdit={() => setEditing(entry)}
              onDelete={() => setDeleting(entry)}
            />
          </Table.Tr>
        )}
      />
      <TeamDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteDialog
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        remove={{ ...remove, mutate: () => deleting && remove.mutate(deleting.id) }}
      />
    </>
  );
}

/** `/Admin/CustomsTeams` (RequiresSuperUserOrAdmin): teams of declarants and their offices. */
export default function CustomsTeamsPage() {
  return (
    <AdminGate title="admin.page.CustomsTeams" policy="superUserOrAdmin">
      <CustomsTeams />
    </AdminGate>
  );
}
