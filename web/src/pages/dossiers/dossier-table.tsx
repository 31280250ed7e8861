import { Table } from '@mantine/core';
import { memo, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DossierSummary } from '../../api/types.ts';
import { formatAge, formatDateTime } from '../../app/format.ts';
import { rowKeyDown } from '../../components/row-keys.ts';
import { SortHeader, type SortOrder } from '../../components/sort-header.tsx';
import { useNow } from '../../components/use-now.ts';
import { StatusTag } from '../../components/status-badge.tsx';
import { SOURCE_LABELS } from './dossier-filters.tsx';
import classes from './dossier-table.module.css';

/** The dossiers, one row each; a click or Enter on a row opens the dossier. */
export function DossierTable({
  rows,
  sort,
  order,
  onSort,
  stale,
}: {
  rows: DossierSummary[];
  sort: string;
  order: SortOrder;
  onSort: (sort: string, order: SortOrder) => void;
  stale: boolean;
}) {
  // The list's filters, sort and page go along, so "← Dossiers" brings this same view back. Read
  // when a row is opened: a new filter then does not draw fifty rows again before its request.
  const search = useLocation().search;
  const list = useRef(search);
  useLayoutEffect(() => {
    list.current = search;
  }, [search]);
  const header = { sort, order, onSort };
  const now = useNow();
  return (
    <Table.ScrollContainer minWidth={1100}>
      {/* Striped and highlighted by its rows' own classes (dossier-table.module.css). */}
      <Table
        verticalSpacing={4}
        fz="sm"
        style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 120ms' }}
        aria-busy={stale}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="regime" {...header}>
              Regime
            </SortHeader>
            <SortHeader column="status" {...header}>
              Status
            </SortHeader>
            <SortHeader column="client" {...header}>
              Client
            </SortHeader>
            <SortHeader column="ucr" {...header}>
              UCR
            </SortHeader>
            <Table.Th>Container</Table.Th>
            <Table.Th>Source</Table.Th>
            <Table.Th>Partner</Table.Th>
            <SortHeader column="createdAt" {...header}>
              Created
            </SortHeader>
            <Table.Th>Age</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((dossier) => (
            <DossierRow key={dossier.uuid} dossier={dossier} now={now} list={list} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A left click without a key held: the app opens it; any other click is the browser's (a new tab). */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

const td = classes.cell;
const cell = (...names: (string | undefined)[]) => [td, ...names].filter(Boolean).join(' ');

/**
 * One row, drawn again only when its dossier or the minute changes: a filter change re-renders the
 * table's frame, not fifty rows while the next page is on its way. Its cells are plain elements
 * styled by dossier-table.module.css: fifty rows of Mantine components, a dozen each, were most of
 * the time a filter change took in the browser.
 */
const DossierRow = memo(function DossierRow({
  dossier,
  now,
  list,
}: {
  dossier: DossierSummary;
  now: number;
  list: RefObject<string>;
}) {
  const navigate = useNavigate();
  const open = () => void navigate(`/Dossiers/${dossier.uuid}`, { state: { list: list.current } });
  return (
    <tr
      className={classes.row}
      data-row-link
      tabIndex={0}
      aria-label={`Dossier ${dossier.ucr}, ${dossier.regime}, ${dossier.status}`}
      onClick={(event) => {
        if (!(event.target instanceof HTMLElement && event.target.closest('a'))) open();
      }}
      onKeyDown={rowKeyDown(open)}
    >
      <td className={cell(classes.strong)}>{dossier.regime}</td>
      <td className={td}>
        <StatusTag status={dossier.status} />
      </td>
      <td className={td}>
        {dossier.client ? (
          <p className={classes.oneLine} title={dossier.client.name ?? dossier.client.code}>
            <span className={classes.medium}>{dossier.client.code}</span>
            {dossier.client.name ? ` ${dossier.client.name}` : ''}
          </p>
        ) : (
          <span className={classes.dimmed}>none</span>
        )}
      </td>
      <td className={cell(classes.nowrap)}>
        <Link
          className={`${classes.link} ${classes.mono}`}
          to={`/Dossiers/${dossier.uuid}`}
          onClick={(event: MouseEvent) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            open();
          }}
          tabIndex={-1}
        >
          {dossier.ucr}
        </Link>
      </td>
      <td className={cell(classes.nowrap, classes.mono)}>{dossier.containerNumber ?? ''}</td>
      <td className={td}>{SOURCE_LABELS[dossier.source] ?? dossier.source}</td>
      <td className={td}>{dossier.partnerDisplay ?? ''}</td>
      <td className={cell(classes.nowrap)}>{formatDateTime(dossier.createdAt)}</td>
      <td className={cell(classes.nowrap, classes.dimmed)}>{formatAge(dossier.createdAt, now)}</td>
    </tr>
  );
});
