import { Alert, Group, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCosts } from '../../../api/admin-queries.ts';
import { DayInput } from '../../../components/day-input.tsx';
import { ErrorBox, TableSkeleton } from '../../../components/query-state.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { AdminGate } from '../admin-gate.tsx';
import { CostsChart, perDay } from './costs-chart.tsx';
import { CostsTable } from './costs-table.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const brusselsToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

function Costs() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const today = brusselsToday();
  const from = DAY.test(search.get('from') ?? '') ? search.get('from')! : `${today.slice(0, 8)}01`;
  const to = DAY.test(search.get('to') ?? '') ? search.get('to')! : today;
  const costs = useCosts(from, to);
  const change = (name: 'from' | 'to', day: string) =>
    void setSearch((current) => {
      const next = new URLSearchParams(current);
      if (day) next.set(name, day);
      else next.delete(name);
      return next;
    });
  const rows = costs.data ?? [];
  const models = [...new Set(rows.map((row) => row.model))].sort();
  const unpriced = rows.reduce((sum, row) => sum + row.unpriced, 0);
  return (
    <>
      <Text size="sm" maw={900}>
        {t('aiCosts.intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <DayInput
          label={t('aiCosts.from')}
          size="xs"
          w={130}
          invalid={t('aiCosts.dayInvalid')}
          value={from}
          onCommit={(day) => change('from', day)}
        />
        <DayInput
          label={t('aiCosts.to')}
          size="xs"
          w={130}
          invalid={t('aiCosts.dayInvalid')}
          value={to}
          onCommit={(day) => change('to', day)}
        />
      </Group>
      {costs.isPending ? (
        <TableSkeleton />
      ) : costs.isError && !costs.data ? (
        <ErrorBox error={costs.error} onRetry={() => void costs.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {t('aiCosts.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {unpriced > 0 && (
            <Alert color="yellow" role="status">
              <Text size="sm">{t('aiCosts.unpriced', { count: unpriced })}</Text>
            </Alert>
          )}
          <Group grow align="stretch">
            <CostsChart
              title={t('aiCosts.chart')}
              data={perDay(rows, (row) => row.estimatedCost)}
              series={models}
              digits={2}
            />
            <CostsChart
              title={t('aiCosts.tokensChart')}
              data={perDay(rows, (row) => row.promptTokens + row.completionTokens)}
              series={models}
              digits={0}
            />
          </Group>
          <CostsTable rows={rows} />
        </Stack>
      )}
    </>
  );
}

/** `/Admin/Costs` (RequiresSuperUserOrAdmin): AI cost and tokens per day and model, a chart and a table. */
export default function CostsPage() {
  return (
    <AdminGate title="admin.page.Costs" policy="superUserOrAdmin">
      <Costs />
    </AdminGate>
  );
}
