import { Badge } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { DossierStatus } from '../api/types.ts';

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

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colorOf(status)} variant="light" radius="sm">
      {status}
    </Badge>
  );
}

/** Mantine's light badge as the Badge component draws it, for the long lists: no component each. */
const tagStyle = (color: string): CSSProperties =>
  ({
    '--badge-radius': 'var(--mantine-radius-sm)',
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  }) as CSSProperties;

const TAG_STYLES = new Map(
  Object.entries(COLORS).map(([status, color]) => [status, tagStyle(color)]),
);
const GRAY = tagStyle('gray');

export function StatusTag({ status }: { status: DossierStatus }) {
  return (
    <div className={Badge.classes.root} data-variant="light" style={TAG_STYLES.get(status) ?? GRAY}>
      <span className={Badge.classes.label}>{status}</span>
    </div>
  );
}
