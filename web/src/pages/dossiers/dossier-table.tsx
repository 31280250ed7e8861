import { Table } from '@mantine/core';
import { memo, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { reviewPath } from '../review/review-route.ts';
import type { DossierSummary } from '../../api/types.ts';
import { useAge } from '../../components/age.ts';
import { useCodeText } from '../../components/code-label.tsx';
import { rowKeyDown } from '../../components/row-keys.ts';
import { SortHeader, type SortOrder } from '../../components/sort-header.tsx';
import { useNow } from '../../components/use-now.ts';
import { StatusTag } from '../../components/status-badge.tsx';
import { useFormats } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
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
  const t = useT();
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
              {t('dossiers.col.regime')}
            </SortHeader>
            <SortHeader column="status" {...header}>
              {t('dossiers.col.status')}
            </SortHeader>
            <SortHeader column="client" {...header}>
              {t('dossiers.col.client')}
            </SortHeader>
            <SortHeader column="ucr" {...header}>
              {t('dossiers.col.ucr')}
            </SortHeader>
            <Table.Th>{t('dossiers.col.container')}</Table.Th>
            <Table.Th>{t('dossiers.col.source')}</Table.Th>
            <Table.Th>{t('dossiers.col.partner')}</Table.Th>
            <SortHeader column="createdAt" {...header}>
              {t('dossiers.col.created')}
            </SortHeader>
            <Table.Th>{t('dossiers.col.age')}</Table.Th>
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
  const t = useT();
  const codes = useCodeText();
  const formats = useFormats();
  const age = useAge();
  const navigate = useNavigate();
  const open = () => void navigate(`/Dossiers/${dossier.uuid}`, { state: { list: list.current } });
  return (
    <tr
      className={classes.row}
      data-row-link
      tabIndex={0}
      aria-label={t('dossiers.row', {
        ucr: dossier.ucr,
        regime: dossier.regime,
        status: codes.status(dossier.status),
      })}
      onClick={(event) => {
        if (!(event.target instanceof HTMLElement && event.target.closest('a'))) open();
      }}
      onKeyDown={rowKeyDown(open)}
    >
      <td className={cell(classes.strong)} title={codes.regimeMeaning(dossier.regime)}>
        {dossier.regime}
      </td>
      <td className={cell(classes.nowrap)}>
        <StatusTag status={dossier.status} />
        {dossier.status === 'Review' && (
          <>
            {' '}
            <Link
              className={classes.link}
              to={reviewPath(dossier.uuid, dossier.regime)}
              data-review-link
            >
              {t('review.open')}
            </Link>
          </>
        )}
      </td>
      <td className={td}>
        {dossier.client ? (
          <p className={classes.oneLine} title={dossier.client.name ?? dossier.client.code}>
            <span className={classes.medium}>{dossier.client.code}</span>
            {dossier.client.name ? ` ${dossier.client.name}` : ''}
          </p>
        ) : (
          <span className={classes.dimmed}>{t('dossiers.noClient')}</span>
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
      <td className={td}>{codes.source(dossier.source)}</td>
      <td className={td}>{dossier.partnerDisplay ?? ''}</td>
      <td className={cell(classes.nowrap)}>{formats.dateTime(dossier.createdAt)}</td>
      <td className={cell(classes.nowrap, classes.dimmed)}>{age(dossier.createdAt, now)}</td>
    </tr>
  );
});
