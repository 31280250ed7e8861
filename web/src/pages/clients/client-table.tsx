import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Client } from '../../api/types.ts';
import { formatDateTime } from '../../app/format.ts';
import { CLIENT_LABELS, type ClientField } from '../../components/client-fields.ts';
import { rowKeyDown } from '../../components/row-keys.ts';
import { SortHeader, type SortOrder } from '../../components/sort-header.tsx';

/** Clients one per row; a click or Enter opens the client, `action` adds a last column. */
export function ClientTable({
  rows,
  sort,
  order,
  onSort,
  onOpen,
  stale,
  showKind = false,
  action,
}: {
  rows: Client[];
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
  onOpen: (client: Client) => void;
  stale: boolean;
  showKind?: boolean;
  action?: (client: Client) => ReactNode;
}) {
  const header = { sort, order, onSort };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={4}
        fz="sm"
        style={{ opacity: stale ? 0.6 : 1 }}
        aria-busy={stale}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="code" {...header}>
              Code
            </SortHeader>
            <SortHeader column="name" {...header}>
              Name
            </SortHeader>
            <Table.Th>EORI</Table.Th>
            <Table.Th>City</Table.Th>
            <Table.Th>Country</Table.Th>
            {showKind && <Table.Th>Kind</Table.Th>}
            <Table.Th>Updated</Table.Th>
            <Table.Th>Edited by hand</Table.Th>
            {action && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((client) => (
            <Table.Tr
              key={client.code}
              data-row-link
              tabIndex={0}
              aria-label={`Client ${client.code} ${client.name}`}
              onClick={(event) => {
                if (!(event.target instanceof HTMLElement && event.target.closest('button')))
                  onOpen(client);
              }}
              onKeyDown={rowKeyDown(() => onOpen(client))}
            >
              <Table.Td fw={600} className="nowrap">
                {client.code}
              </Table.Td>
              <Table.Td>{client.name}</Table.Td>
              <Table.Td ff="monospace">{client.identification_number ?? ''}</Table.Td>
              <Table.Td>{client.city ?? ''}</Table.Td>
              <Table.Td>{client.country ?? ''}</Table.Td>
              {showKind && (
                <Table.Td>
                  <Badge
                    size="sm"
                    variant="light"
                    miw="max-content"
                    color={client.is_customs_client ? 'green' : 'gray'}
                  >
                    {client.is_customs_client ? 'Customs' : 'Masterdata'}
                  </Badge>
                </Table.Td>
              )}
              <Table.Td className="nowrap">
                <Text size="sm" title={client.updated_by}>
                  {formatDateTime(client.updated_at)}
                </Text>
              </Table.Td>
              <Table.Td c="dimmed">
                {client.hand_edited_fields
                  .map((field) => CLIENT_LABELS[field as ClientField] ?? field)
                  .join(', ')}
              </Table.Td>
              {action && <Table.Td ta="right">{action(client)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
