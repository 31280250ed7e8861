import { Table, Text } from '@mantine/core';
import type { Declaration } from '../../api/types.ts';
import { formatNumber } from '../../app/format.ts';

type Cell = string | number | null | undefined;

/** A small table of a declaration list; nothing at all when the list is empty. */
function ListTable({ headers, rows }: { headers: string[]; rows: Cell[][] }) {
  return (
    <Table verticalSpacing={2} fz="sm" withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, column) => (
              <Table.Td key={column}>{cell ?? ''}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The declaration's document references, authorisations and guarantees in one table each. The
 * server masks a guarantee's access code; it is shown as it comes.
 */
export function DeclarationLists({ declaration }: { declaration: Declaration }) {
  const documents = [
    ...(declaration.supporting_documents ?? []).map((d) => ['Supporting', d] as const),
    ...(declaration.additional_references ?? []).map((d) => ['Additional reference', d] as const),
    ...(declaration.transport_documents ?? []).map((d) => ['Transport', d] as const),
  ];
  const authorisations = declaration.authorisations ?? [];
  const guarantees = declaration.guarantees ?? [];
  if (!documents.length && !authorisations.length && !guarantees.length) {
    return (
      <Text size="sm" c="dimmed">
        No document, authorisation or guarantee given
      </Text>
    );
  }
  return (
    <>
      {documents.length > 0 && (
        <ListTable
          headers={['Document', 'Type', 'Reference', 'Date']}
          rows={documents.map(([kind, d]) => [kind, d.type, d.reference, d.date])}
        />
      )}
      {authorisations.length > 0 && (
        <ListTable
          headers={['Authorisation', 'Reference']}
          rows={authorisations.map((a) => [a.type, a.reference])}
        />
      )}
      {guarantees.length > 0 && (
        <ListTable
          headers={['Guarantee', 'GRN', 'Access code', 'Amount']}
          rows={guarantees.map((g) => [
            g.type,
            g.grn,
            g.access_code,
            [formatNumber(g.amount), g.currency].filter(Boolean).join(' '),
          ])}
        />
      )}
    </>
  );
}

/** T2 groupage: the house consignments the goods items point to. */
export function HouseConsignments({ declaration }: { declaration: Declaration }) {
  const houses = declaration.house_consignments ?? [];
  if (!houses.length) return null;
  return (
    <ListTable
      headers={['House', 'UCR', 'Gross kg', 'Consignee', 'Place']}
      rows={houses.map((house) => [
        house.sequence_number,
        house.reference_number_ucr,
        formatNumber(house.gross_mass),
        house.consignee?.name,
        [house.consignee?.postcode, house.consignee?.city, house.consignee?.country]
          .filter(Boolean)
          .join(' '),
      ])}
    />
  );
}
