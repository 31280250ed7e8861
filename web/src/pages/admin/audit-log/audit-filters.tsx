import { Button, Group, Select, TextInput } from '@mantine/core';
import { useAuditActions } from '../../../api/admin-queries.ts';
import { DayInput } from '../../../components/day-input.tsx';
import { DebouncedTextInput } from '../../../components/debounced-text-input.tsx';
import { useT } from '../../../i18n/use-t.ts';

export const FILTERS = ['actor', 'action', 'dossier', 'from', 'to'] as const;
export type AuditFilters = Record<(typeof FILTERS)[number], string>;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who, what, which dossier, which days: each applies as it is left, and lives in the URL. */
export function AuditFilterBar({
  filters,
  onChange,
  csvHref,
}: {
  filters: AuditFilters;
  onChange: (changes: Partial<AuditFilters>) => void;
  csvHref: string;
}) {
  const t = useT();
  const actions = useAuditActions();
  const dossierWrong = filters.dossier !== '' && !UUID.test(filters.dossier);
  return (
    <Group gap="sm" align="flex-end">
      <DebouncedTextInput
        label={t('audit.actor')}
        placeholder={t('audit.actorHint')}
        size="xs"
        w={200}
        value={filters.actor}
        onCommit={(actor) => onChange({ actor: actor.trim() })}
      />
      <Select
        label={t('audit.action')}
        placeholder={t('audit.anyAction')}
        size="xs"
        w={210}
        searchable
        clearable
        data={actions.data ?? []}
        value={filters.action || null}
        onChange={(action) => onChange({ action: action ?? '' })}
      />
      <TextInput
        label={t('audit.dossier')}
        placeholder={t('audit.dossierHint')}
        size="xs"
        w={300}
        key={filters.dossier}
        defaultValue={filters.dossier}
        error={dossierWrong ? t('audit.dossierInvalid') : undefined}
        onBlur={(event) => onChange({ dossier: event.currentTarget.value.trim() })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ dossier: event.currentTarget.value.trim() });
        }}
      />
      <DayInput
        label={t('audit.from')}
        size="xs"
        w={120}
        placeholder={t('audit.dayHint')}
        invalid={t('audit.dayInvalid')}
        value={filters.from}
        onCommit={(from) => onChange({ from })}
      />
      <DayInput
        label={t('audit.to')}
        size="xs"
        w={120}
        placeholder={t('audit.dayHint')}
        invalid={t('audit.dayInvalid')}
        value={filters.to}
        onCommit={(to) => onChange({ to })}
      />
      <Button
        size="xs"
        variant="subtle"
        onClick={() => onChange({ actor: '', action: '', dossier: '', from: '', to: '' })}
      >
        {t('audit.clear')}
      </Button>
      <Button size="xs" variant="light" component="a" href={csvHref} download>
        {t('audit.export')}
      </Button>
    </Group>
  );
}
