import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { DossierStatus } from '../api/types.ts';
import { useCodeText } from './code-label.tsx';
import classes from './status-badge.module.css';

// One colour per step of SPEC.md "States and transitions": grey while waiting, warm where a person
// must act (Review), green once handed to customs, red when it failed.
const COLORS: Record<DossierStatus, string> = {
  Queued: 'gray',
  Processing: 'cyan',
  Review: 'orange',
  Approved: 'teal',
  Ready: 'indigo',
  Submitted: 'green',
  Failed: 'red',
};

/** A status the app does not know yet (the history names any the server wrote) is grey. */
const colorOf = (status: string) => COLORS[status as DossierStatus] ?? 'gray';

/** The status in the page's language; one the catalogue does not know reads as sent. */
export function StatusBadge({ status }: { status: string }) {
  const codes = useCodeText();
  return (
    <Badge color={colorOf(status)} variant="light" radius="sm">
      {codes.status(status)}
    </Badge>
  );
}

/** The colours Mantine's light Badge takes for a theme colour. */
const tagColors = (color: string) =>
  ({
    '--tag-bg': `var(--mantine-color-${color}-light)`,
    '--tag-color': `var(--mantine-color-${color}-light-color)`,
  }) as CSSProperties;

const TAG_STYLES = new Map(
  Object.entries(COLORS).map(([status, color]) => [status, tagColors(color)]),
);
const GRAY = tagColors('gray');

/** The status as the badge shows it, for the long lists: a plain element, not a component. */
export function StatusTag({ status }: { status: string }) {
  const codes = useCodeText();
  return (
    <span className={classes.tag} style={TAG_STYLES.get(status) ?? GRAY}>
      {codes.status(status)}
    </span>
  );
}

/** The status as a word in a sentence ("This dossier is submitted"): the badge's text, lower case. */
export function useStatusWord(): (status: string) => string {
  const codes = useCodeText();
  return (status) => codes.status(status).toLocaleLowerCase();
}
