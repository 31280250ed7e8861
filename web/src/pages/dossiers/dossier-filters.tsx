import { Button, Group, Input, SegmentedControl, Select } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import { REGIMES, SOURCES, STATUSES } from '../../api/types.ts';
import { useCodeText } from '../../components/code-label.tsx';
import { DayInput } from '../../components/day-input.tsx';
import { DebouncedTextInput } from '../../components/debounced-text-input.tsx';
import { useT } from '../../i18n/use-t.ts';
import { FILTERS, type DossierListParams, type Filter } from './list-params.ts';

/** The filter bar: the search first (the `/` key lands there), then the narrowing choices. */
export function DossierFilters({
  params,
  onChange,
  searchRef,
  onSearchArrowDown,
}: {
  params: DossierListParams;
  onChange: (changes: Partial<Record<Filter, string>>) => void;
  searchRef: Ref<HTMLInputElement>;
  /** Down from the search moves into the rows, so the keyboard goes from finding to opening. */
  onSearchArrowDown: () => void;
}) {
  const t = useT();
  const codes = useCodeText();
  const filtered = FILTERS.some((filter) => params[filter] !== '');
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <DebouncedTextInput
        inputRef={searchRef}
        label={t('dossiers.search')}
        placeholder={t('dossiers.searchPlaceholder')}
        w={230}
        size="xs"
        type="search"
        value={params.q}
        onCommit={(q) => onChange({ q })}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          onSearchArrowDown();
        }}
        description={params.q.length === 1 ? t('dossiers.searchTooShort') : undefined}
        inputWrapperOrder={['label', 'input', 'description']}
      />
      <Input.Wrapper label={t('dossiers.regime')} size="xs" labelElement="div">
        <SegmentedControl
          size="xs"
          display="flex"
          aria-label={t('dossiers.regime')}
          data={[
            { value: '', label: t('dossiers.all') },
            ...REGIMES.map((regime) => ({
              value: regime,
              label: <span title={codes.regimeMeaning(regime)}>{regime}</span>,
            })),
          ]}
          value={params.regime}
          onChange={(regime) => onChange({ regime })}
        />
      </Input.Wrapper>
      <Select
        label={t('dossiers.status')}
        size="xs"
        w={150}
        placeholder={t('dossiers.any')}
        clearable
        data={STATUSES.map((status) => ({ value: status, label: codes.status(status) }))}
        value={params.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
      />
      <Select
        label={t('dossiers.source')}
        size="xs"
        w={160}
        placeholder={t('dossiers.any')}
        clearable
        data={SOURCES.map((source) => ({ value: source, label: codes.source(source) }))}
        value={params.source || null}
        onChange={(value) => onChange({ source: value ?? '' })}
      />
      <DebouncedTextInput
        label={t('dossiers.client')}
        size="xs"
        w={160}
        type="search"
        placeholder={t('dossiers.clientPlaceholder')}
        value={params.client}
        onCommit={(client) => onChange({ client })}
      />
      <DebouncedTextInput
        label={t('dossiers.partner')}
        size="xs"
        w={130}
        placeholder={t('dossiers.partnerPlaceholder')}
        value={params.partner}
        onCommit={(partner) => onChange({ partner })}
      />
      <DayInput
        label={t('dossiers.createdFrom')}
        size="xs"
        w={120}
        placeholder={t('dossiers.datePlaceholder')}
        invalid={t('dossiers.badDate')}
        value={params.createdFrom}
        onCommit={(createdFrom) => onChange({ createdFrom })}
      />
      <DayInput
        label={t('dossiers.createdTo')}
        size="xs"
        w={120}
        placeholder={t('dossiers.datePlaceholder')}
        invalid={t('dossiers.badDate')}
        value={params.createdTo}
        onCommit={(createdTo) => onChange({ createdTo })}
      />
      {filtered && (
        <Button
          size="xs"
          variant="subtle"
          mt={22}
          onClick={() => onChange(Object.fromEntries(FILTERS.map((filter) => [filter, ''])))}
        >
          {t('dossiers.clear')}
        </Button>
      )}
    </Group>
  );
}
