import { Code, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  useCustomsLocations,
  useDeleteCustomsLocation,
  type CustomsLocation,
} from '../../../api/masterdata-queries.ts';
import type { MessageId } from '../../../i18n/messages/index.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { EntryCells } from '../masterdata/entry-cells.tsx';
import { DeleteDialog } from '../masterdata/entry-dialogs.tsx';
import { ListPage } from '../masterdata/list-page.tsx';
import { LocationDialog } from './location-dialog.tsx';

/** How the place is named, as its qualifier says: the code, the authorisation or the address. */
const identification = ({ location }: CustomsLocation) =>
  location.qualifier_of_identification === 'U'
    ? location.un_locode
    : location.qualifier_of_identification === 'Y'
      ? location.authorisation_number
      : [
          location.street_and_number,
          [location.postcode, location.city].filter(Boolean).join(' '),
          location.country,
        ]
          .filter(Boolean)
          .join(', ');

function CustomsLocations() {
  const t = useT();
  const list = useCustomsLocations();
  const [editing, setEditing] = useState<CustomsLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomsLocation | null>(null);
  const remove = useDeleteCustomsLocation({
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
        intro="locations.intro"
        none="locations.none"
        newLabel="locations.new"
        query={list}
        onNew={() => setEditing('new')}
        head={
          <>
            <Table.Th>{t('locations.name')}</Table.Th>
            <Table.Th>{t('locations.type')}</Table.Th>
            <Table.Th>{t('locations.column.identification')}</Table.Th>
            <Table.Th>{t('locations.locationCode')}</Table.Th>
          </>
        }
        row={(entry: CustomsLocation) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{entry.name}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {t(`locations.type.${entry.location.type_of_location}` as MessageId)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {t(
                  `locations.qualifier.${entry.location.qualifier_of_identification}` as MessageId,
                )}
              </Text>
              <Code>{identification(entry)}</Code>
            </Table.Td>
            <Table.Td>
              {entry.location.location_code && <Code>{entry.location.location_code}</Code>}
            </Table.Td>
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
      <LocationDialog editing={editing} onClose={() => setEditing(null)} />
      <DeleteDialog
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        remove={{ ...remove, mutate: () => deleting && remove.mutate(deleting.id) }}
      />
    </>
  );
}

/** `/Admin/CustomsLocations` (RequiresSuperUserOrAdmin): the broker's saved locations of goods. */
export default function CustomsLocationsPage() {
  return (
    <AdminGate title="admin.page.CustomsLocations" policy="superUserOrAdmin">
      <CustomsLocations />
    </AdminGate>
  );
}
