import { Button, Group, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import {
  useAddCountryAlias,
  useCountryAliases,
  useRemoveCountryAlias,
} from '../../../api/country-alias-queries.ts';
import { problemMessage, useFaultWords } from '../../../api/field-faults.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';

/** The server's refusal, under the field it is about, in the page's language. */
const useAliasFaults = (error: unknown) => {
  const t = useT();
  const words = useFaultWords();
  const faults: Record<string, string> = {};
  if (!(error instanceof ApiError)) return faults;
  for (const complaint of error.errors) {
    const field = complaint.path.replace(/^\//, '');
    const params = complaint.params ?? {};
    faults[field] ??=
      complaint.keyword === 'alias-is-code'
        ? t('fault.alias-is-code', { code: String(params.code) })
        : complaint.keyword === 'alias-empty'
          ? t('fault.alias-empty')
          : problemMessage(complaint, words);
  }
  return faults;
};

/** Removing is asked once more: documents naming it may then leave the country unresolved. */
function RemoveAliasDialog({ alias, onClose }: { alias: string | null; onClose: () => void }) {
  const t = useT();
  const remove = useRemoveCountryAlias({
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('aliases.removed', { alias: alias ?? '' }) });
      close();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={alias !== null}
      onClose={close}
      title={alias ? t('aliases.removeTitle', { alias }) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {alias && (
        <Stack gap="sm">
          <Text size="sm">{t('aliases.removeQuestion', { alias })}</Text>
          {remove.isError && <ErrorBox error={remove.error} />}
          <Group justify="flex-end">
            <Button variant="default" data-autofocus onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(alias)}>
              {t('aliases.remove')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The CountryAliases setting as a list (decision 0051): names documents use for a country, each
 * for a code of CL008. The reading of documents resolves with them from its next document on.
 */
export function CountryAliasesSection() {
  const t = useT();
  const { dateTime } = useFormats();
  const aliases = useCountryAliases();
  const [alias, setAlias] = useState('');
  const [country, setCountry] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useAddCountryAlias({
    onSuccess: () => {
      notifications.show({
        color: 'green',
        message: t('aliases.added', { alias: alias.trim(), country: country.trim() }),
      });
      setAlias('');
      setCountry('');
    },
  });
  const faults = useAliasFaults(add.error);
  const placed = Boolean(faults.alias || faults.country);
  return (
    <section aria-label={t('aliases.title')}>
      <Title order={3} size="h5" mb={6}>
        {t('aliases.title')}
      </Title>
      <Text size="sm" maw={900} mb="xs">
        {t('aliases.intro')}
      </Text>
      <form
        aria-label={t('aliases.title')}
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ alias, country });
        }}
      >
        <Group gap="xs" align="flex-start" mb="xs">
          <TextInput
            size="xs"
            w={260}
            label={t('aliases.alias')}
            value={alias}
            maxLength={100}
            error={faults.alias}
            onChange={(event) => {
              setAlias(event.currentTarget.value);
              if (add.isError) add.reset();
            }}
          />
          <TextInput
            size="xs"
            w={120}
            label={t('aliases.country')}
            value={country}
            maxLength={2}
            error={faults.country}
            onChange={(event) => {
              setCountry(event.currentTarget.value.toUpperCase());
              if (add.isError) add.reset();
            }}
          />
          <Button
            size="xs"
            mt={22}
            type="submit"
            variant="light"
            loading={add.isPending}
            disabled={!alias.trim() || !country.trim()}
          >
            {t('aliases.add')}
          </Button>
        </Group>
      </form>
      {add.isError && !placed && <ErrorBox error={add.error} />}
      {aliases.isPending ? (
        <TableSkeleton />
      ) : aliases.isError ? (
        <ErrorBox error={aliases.error} onRetry={() => void aliases.refetch()} />
      ) : aliases.data.aliases.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('aliases.none')}
        </Text>
      ) : (
        <Table withTableBorder maw={760} aria-label={t('aliases.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('aliases.alias')}</Table.Th>
              <Table.Th>{t('aliases.country')}</Table.Th>
              <Table.Th>{t('aliases.countryName')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aliases.data.aliases.map((entry) => (
              <Table.Tr key={entry.alias}>
                <Table.Td>{entry.alias}</Table.Td>
                <Table.Td ff="monospace">{entry.country}</Table.Td>
                <Table.Td>{entry.name}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`${t('aliases.remove')} ${entry.alias}`}
                    onClick={() => setRemoving(entry.alias)}
                  >
                    {t('aliases.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {aliases.data?.updated_at &&
        aliases.data.updated_by &&
        aliases.data.updated_by !== 'system' && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('aliases.changed', {
              time: dateTime(aliases.data.updated_at),
              name: aliases.data.updated_by,
            })}
          </Text>
        )}
      <RemoveAliasDialog alias={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}
