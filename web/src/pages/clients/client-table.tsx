import { Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Client } from '../../api/types.ts';
import { CLIENT_LABELS, type ClientField } from '../../components/client-fields.ts';
import { rowKeyDown } from '../../components/row-keys.ts';
import { SortHeader, type SortOrder } from '../../components/sort-header.tsx';
import { useLanguage } from '../../i18n/language-context.ts';
import { LOCALES } from '../../i18n/languages.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { countryName } from './country-name.tsx';

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
  const t = useT();
  const formats = useFormats();
  const locale = LOCALES[useLanguage().language];
  const header = { sort, order, onSort };
  const label = (field: string) =>
    field in CLIENT_LABELS ? t(CLIENT_LABELS[field as ClientField]) : field;
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
              {label('code')}
            </SortHeader>
            <SortHeader column="name" {...header}>
              {label('name')}
            </SortHeader>
            <Table.Th>{label('identification_number')}</Table.Th>
            <Table.Th>{label('city')}</Table.Th>
            <Table.Th>{label('country')}</Table.Th>
            {showKind && <Table.Th>{t('clients.kind')}</Table.Th>}
            <Table.Th>{t('clients.column.updated')}</Table.Th>
            <Table.Th>{t('clients.column.handEdited')}</Table.Th>
            {action && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((client) => (
            <Table.Tr
              key={client.code}
              data-row-link
              tabIndex={0}
              aria-label={t('clients.row', { code: client.code, name: client.name })}
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
              <Table.Td title={client.country ?? undefined}>
                {countryName(client.country, locale) || client.country || ''}
              </Table.Td>
              {showKind && (
                <Table.Td>
                  <Badge
                    size="sm"
                    variant="light"
                    miw="max-content"
                    color={client.is_customs_client ? 'green' : 'gray'}
                  >
                    {t(
                      client.is_customs_client ? 'clients.kind.customs' : 'clients.kind.masterdata',
                    )}
                  </Badge>
                </Table.Td>
              )}
              <Table.Td className="nowrap">
                <Text size="sm" title={client.updated_by}>
                  {formats.dateTime(client.updated_at)}
                </Text>
              </Table.Td>
              <Table.Td c="dimmed">{client.hand_edited_fields.map(label).join(', ')}</Table.Td>
              {action && <Table.Td ta="right">{action(client)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
