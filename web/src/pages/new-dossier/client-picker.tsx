import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useClientPicker } from '../../api/client-queries.ts';
import type { Client } from '../../api/types.ts';
import { useT } from '../../i18n/use-t.ts';

const optionLabel = (client: Pick<Client, 'code' | 'name'>) => `${client.code} · ${client.name}`;

/**
 * The dossier's client among the customs clients (SPEC.md: the picker offers those), searched on
 * the server by code, name or EORI as the user types. It keeps its own choice and tells the form
 * (an uncontrolled input): searching draws the picker again, not the form.
 */
export function ClientPicker({
  defaultValue,
  onChange,
  error,
  disabled,
}: {
  defaultValue?: string;
  onChange: (code: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Client | null>(null);
  const [value, setValue] = useState<string | null>(defaultValue || null);
  const [q] = useDebouncedValue(search, 250);
  // Once a client is chosen the field shows its label; that text is not a new search.
  const term = chosen && q === optionLabel(chosen) ? '' : q.trim();
  const clients = useClientPicker(term);
  const found = clients.data?.items ?? [];
  const options = [
    ...(chosen && !found.some((client) => client.code === chosen.code) ? [chosen] : []),
    ...found,
  ];
  return (
    <Select
      label={t('newDossier.picker')}
      placeholder={t('newDossier.pickerHint')}
      searchable
      clearable
      withAsterisk
      disabled={disabled}
      error={error}
      data={options.map((client) => ({ value: client.code, label: optionLabel(client) }))}
      // The server already filtered; the picker must not filter its answer again.
      filter={({ options: all }) => all}
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={(code) => {
        setValue(code);
        setChosen(options.find((client) => client.code === code) ?? null);
        onChange(code ?? '');
      }}
      nothingFoundMessage={
        clients.isFetching ? t('newDossier.searching') : t('newDossier.noClient')
      }
      maxDropdownHeight={280}
    />
  );
}
