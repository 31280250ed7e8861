import { Badge } from '@mantine/core';
import type { DossierStatus } from '../app/api-types.ts';

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

export function StatusBadge({ status }: { status: DossierStatus }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" radius="sm">
      {status}
    </Badge>
  );
}
