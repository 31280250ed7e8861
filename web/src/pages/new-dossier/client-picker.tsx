import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { withQuery } from '../../app/api.ts';
import { useApi } from '../../app/api-context.tsx';
import type { Client } from '../../app/api-types.ts';
import { queryKeys } from '../../app/query-keys.ts';

const optionLabel = (client: Pick<Client, 'code' | 'name'>) => `${client.code} · ${client.name}`;

/**
 * The dossier's client among the customs clients (SPEC.md: the picker offers those), searched on
 * the server by code, name or EORI as the user types.
 */
export function ClientPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}) {
  const api = useApi();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Client | null>(null);
  const [q] = useDebouncedValue(search, 250);
  // Once a client is chosen the field shows its label; that text is not a new search.
  const term = chosen && q === optionLabel(chosen) ? '' : q.trim();
  const clients = useQuery({
    queryKey: queryKeys.clientPicker(term),
    queryFn: ({ signal }) =>
      api.getPage<Client>(
        withQuery('/api/clients', { customs: true, q: term, sort: 'name', limit: 20 }),
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const found = clients.data?.items ?? [];
  const options = [
    ...(chosen && !found.some((c) => c.code === chosen.code) ? [chosen] : []),
    ...found,
  ];
  return (
    <Select
      label="Customs client"
      placeholder="Search by code, name or EORI"
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
      value={value || null}
      onChange={(code) => {
        setChosen(options.find((client) => client.code === code) ?? null);
        onChange(code ?? '');
      }}
      nothingFoundMessage={
        clients.isFetching ? 'Searching…' : 'No customs client matches; create a new one'
      }
      maxDropdownHeight={280}
    />
  );
}
