import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useExchangeRateMonth } from '../../../api/exchange-rate-queries.ts';
import { useSession } from '../../../api/session-queries.ts';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LOCALES } from '../../../i18n/languages.ts';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { mayOpen } from '../admin-pages.ts';
import { CorrectRateDialog, type RateEdit } from './correct-rate-dialog.tsx';
import { ImportRates } from './import-rates.tsx';
import { monthName } from './rate-words.ts';
import { RatesTable } from './rates-table.tsx';

const MONTH = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

/** This month in Brussels, and the next (its rates are published before it starts). */
const nearMonths = (): string[] => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return [`${year}-${String(month).padStart(2, '0')}`, next];
};

function ExchangeRates() {
  const t = useT();
  const { language } = useLanguage();
  const roles = useSession().data?.user.roles ?? [];
  const [search, setSearch] = useSearchParams();
  const [current] = useState(nearMonths);
  const asked = search.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : current[0]!;
  const rates = useExchangeRateMonth(month);
  const [edit, setEdit] = useState<RateEdit | null>(null);
  const choose = (chosen: string) =>
    void setSearch((previous) => {
      const next = new URLSearchParams(previous);
      next.set('month', chosen);
      return next;
    });
  const months = [...new Set([...current, ...(rates.data?.months ?? []), month])].sort().reverse();
  return (
    <Stack gap="md">
      <Text size="sm" maw={900}>
        {t('rates.intro')}
      </Text>
      <ImportRates
        mayImport={mayOpen(roles, 'admin')}
        onImported={(imported) => choose(imported[imported.length - 1]!)}
      />
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('rates.month')}
          w={220}
          allowDeselect={false}
          value={month}
          data={months.map((value) => ({ value, label: monthName(value, LOCALES[language]) }))}
          onChange={(value) => value && choose(value)}
        />
        <Button variant="default" onClick={() => setEdit({ month })}>
          {t('rates.add')}
        </Button>
      </Group>
      {rates.isPending ? (
        <TableSkeleton />
      ) : rates.isError && !rates.data ? (
        <ErrorBox error={rates.error} onRetry={() => void rates.refetch()} />
      ) : rates.data.rates.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('rates.none', { month: monthName(month, LOCALES[language]) })}
        </Text>
      ) : (
        <RatesTable rates={rates.data.rates} onCorrect={(rate) => setEdit({ month, rate })} />
      )}
      <CorrectRateDialog edit={edit} onClose={() => setEdit(null)} />
    </Stack>
  );
}

/** `/Admin/ExchangeRates` (RequiresSuperUserOrAdmin; importing a file, Admins): decision 0051. */
export default function ExchangeRatesPage() {
  return (
    <AdminGate title="admin.page.ExchangeRates" policy="superUserOrAdmin">
      <ExchangeRates />
    </AdminGate>
  );
}
