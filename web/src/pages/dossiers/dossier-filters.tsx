import { Button, Group, Input, SegmentedControl, Select } from '@mantine/core';
import type { Ref } from 'react';
import { STATUSES } from '../../api/types.ts';
import { DebouncedTextInput } from '../../components/debounced-text-input.tsx';
import type { DossierListParams, Filter } from './list-params.ts';

export const SOURCE_LABELS: Record<string, string> = {
  Manual: 'Manual',
  ApiIngestion: 'API',
  ServiceBusIngestion: 'Queue',
};

/** The filter bar: the search first (the `/` key lands there), then the narrowing choices. */
export function DossierFilters({
  params,
  onChange,
  searchRef,
}: {
  params: DossierListParams;
  onChange: (changes: Partial<Record<Filter, string>>) => void;
  searchRef: Ref<HTMLInputElement>;
}) {
  const filtered = Boolean(
    params.regime || params.status || params.source || params.client || params.partner || params.q,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <DebouncedTextInput
        inputRef={searchRef}
        label="UCR or container"
        placeholder="Starts with…  (press /)"
        w={230}
        size="xs"
        type="search"
        value={params.q}
        onCommit={(q) => onChange({ q })}
        description={params.q.length === 1 ? 'Type at least 2 characters' : undefined}
        inputWrapperOrder={['label', 'input', 'description']}
      />
      <Input.Wrapper label="Regime" size="xs" labelElement="div">
        <SegmentedControl
          size="xs"
          display="flex"
          aria-label="Regime"
          data={['All', 'IM', 'EX', 'T1', 'T2']}
          value={params.regime || 'All'}
          onChange={(value) => onChange({ regime: value === 'All' ? '' : value })}
        />
      </Input.Wrapper>
      <Select
        label="Status"
        size="xs"
        w={140}
        placeholder="Any"
        clearable
        data={[...STATUSES]}
        value={params.status || null}
        onChange={(value) => onChange({ status: value ?? '' })}
      />
      <Select
        label="Source"
        size="xs"
        w={120}
        placeholder="Any"
        clearable
        data={Object.entries(SOURCE_LABELS).map(([value, label]) => ({ value, label }))}
        value={params.source || null}
        onChange={(value) => onChange({ source: value ?? '' })}
      />
      <DebouncedTextInput
        label="Client code"
        size="xs"
        w={130}
        placeholder="Exact code"
        value={params.client}
        onCommit={(client) => onChange({ client })}
      />
      <DebouncedTextInput
        label="Partner"
        size="xs"
        w={130}
        placeholder="Exact name"
        value={params.partner}
        onCommit={(partner) => onChange({ partner })}
      />
      {filtered && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() =>
            onChange({ regime: '', status: '', source: '', client: '', partner: '', q: '' })
          }
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
