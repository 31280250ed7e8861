import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Declaration } from '../../api/types.ts';
import { CodeLabel, useCodeText } from '../../components/code-label.tsx';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

type Cell = ReactNode;

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

// The CTC phase 6 list each kind of document's type comes from.
const DOCUMENT_LISTS = { supporting: 'CL213', additional: 'CL380', transport: 'CL754' } as const;

/**
 * The declaration's document references, authorisations and guarantees in one table each. The
 * server masks a guarantee's access code; it is shown as it comes.
 */
export function DeclarationLists({ declaration }: { declaration: Declaration }) {
  const t = useT();
  const formats = useFormats();
  const documents = [
    ...(declaration.supporting_documents ?? []).map((d) => ['supporting', d] as const),
    ...(declaration.additional_references ?? []).map((d) => ['additional', d] as const),
    ...(declaration.transport_documents ?? []).map((d) => ['transport', d] as const),
  ];
  const kinds = {
    supporting: t('dossier.lists.supporting'),
    additional: t('dossier.lists.additional'),
    transport: t('dossier.lists.transportDocument'),
  };
  const authorisations = declaration.authorisations ?? [];
  const guarantees = declaration.guarantees ?? [];
  if (!documents.length && !authorisations.length && !guarantees.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('dossier.lists.none')}
      </Text>
    );
  }
  return (
    <>
      {documents.length > 0 && (
        <ListTable
          headers={[
            t('dossier.lists.document'),
            t('dossier.lists.type'),
            t('dossier.lists.reference'),
            t('dossier.lists.date'),
          ]}
          rows={documents.map(([kind, d]) => [
            kinds[kind],
            <CodeLabel key="type" list={DOCUMENT_LISTS[kind]} code={d.type} />,
            d.reference,
            formats.day(d.date),
          ])}
        />
      )}
      {authorisations.length > 0 && (
        <ListTable
          headers={[t('dossier.lists.authorisation'), t('dossier.lists.reference')]}
          rows={authorisations.map((a) => [
            <CodeLabel key="type" list="CL235" code={a.type} />,
            a.reference,
          ])}
        />
      )}
      {guarantees.length > 0 && (
        <ListTable
          headers={[
            t('dossier.lists.guarantee'),
            t('dossier.lists.grn'),
            t('dossier.lists.accessCode'),
            t('dossier.lists.amount'),
          ]}
          rows={guarantees.map((g) => [
            <CodeLabel key="type" list="CL251" code={g.type} />,
            g.grn,
            g.access_code,
            formats.amount(g.amount, g.currency),
          ])}
        />
      )}
    </>
  );
}

/** T2 groupage: the house consignments the goods items point to. */
export function HouseConsignments({ declaration }: { declaration: Declaration }) {
  const t = useT();
  const formats = useFormats();
  const codes = useCodeText();
  const houses = declaration.house_consignments ?? [];
  if (!houses.length) return null;
  return (
    <ListTable
      headers={[
        t('dossier.house.house'),
        t('dossier.house.ucr'),
        t('dossier.house.gross'),
        t('dossier.house.consignee'),
        t('dossier.house.place'),
      ]}
      rows={houses.map((house) => [
        house.sequence_number,
        house.reference_number_ucr,
        formats.mass(house.gross_mass),
        house.consignee?.name,
        [
          house.consignee?.postcode,
          house.consignee?.city,
          house.consignee?.country && codes.country(house.consignee.country),
        ]
          .filter(Boolean)
          .join(' '),
      ])}
    />
  );
}
