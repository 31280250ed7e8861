import {
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTransportCosts } from '../../api/breakdown-queries.ts';
import { useClient } from '../../api/client-queries.ts';
import { useDossier } from '../../api/dossier-queries.ts';
import { useSaveDeclaration } from '../../api/review-queries.ts';
import type { Declaration, DossierDetail } from '../../api/types.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { ErrorBox, PageSkeleton } from '../../components/query-state.tsx';
import { StatusBadge, useStatusWord } from '../../components/status-badge.tsx';
import { readDecimal } from '../../i18n/read-decimal.ts';
import { useT } from '../../i18n/use-t.ts';
import { declarePath } from '../declare/declare-route.ts';
import { CostInputs, costsRequest, type CostInputsState } from './cost-inputs.tsx';
import { CostsTable } from './costs-table.tsx';

const START: CostInputsState = { basis: 'mass', ratePerKg: null, minimum: null, costs: [] };
const EDITABLE = new Set(['Review', 'Approved']);

/** `/Tools/TransportCosts` and `/Dossiers/{id}/TransportCosts` (issue 28). */
export default function TransportCostsPage() {
  const { id } = useParams();
  return id ? <DossierCosts id={id} /> : <StandaloneCosts />;
}

/** The standalone calculator: lines pasted as gross kg and value, nothing stored. */
function StandaloneCosts() {
  const t = useT();
  usePageTitle(t('costs.title'));
  const [state, setState] = useState(START);
  const [text, setText] = useState('');
  const [currency, setCurrency] = useState('EUR');
  const rows = text.split('\n').filter((row) => row.trim() !== '');
  const numberOf = (cell: string | undefined) => {
    if (cell === undefined || cell.trim() === '') return undefined;
    const read = readDecimal(cell);
    return 'value' in read ? read.value : Number.NaN;
  };
  const lines = rows.map((row) => {
    const [mass, value] = row.split(/\t|;/);
    return { grossMass: numberOf(mass), value: numberOf(value) };
  });
  const wrong = lines.findIndex(
    (line) => Number.isNaN(line.grossMass ?? 0) || Number.isNaN(line.value ?? 0),
  );
  const result = useTransportCosts(wrong === -1 ? costsRequest(state, lines) : undefined);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('costs.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('costs.intro')}
      </Text>
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <CostInputs state={state} onChange={setState} />
          <TextInput
            size="xs"
            w={90}
            label={t('costs.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase().slice(0, 3))}
          />
          <Textarea
            label={t('costs.lines')}
            autosize
            minRows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={
              wrong === -1 ? undefined : t('costs.invalid', { line: wrong + 1, text: rows[wrong]! })
            }
            data-testid="costs-lines"
          />
        </Stack>
      </Paper>
      {result.data && (
        <CostsTable
          result={result.data}
          lines={lines.map((line, index) => ({ ...line, label: String(index + 1) }))}
          currency={currency}
        />
      )}
    </Stack>
  );
}

function DossierCosts({ id }: { id: string }) {
  const t = useT();
  const dossier = useDossier(id);
  usePageTitle(
    dossier.data ? t('costs.dossierTitle', { ucr: dossier.data.ucr }) : t('costs.title'),
  );
  if (dossier.isPending) return <PageSkeleton />;
  if (dossier.isError)
    return <ErrorBox error={dossier.error} onRetry={() => void dossier.refetch()} />;
  // Keyed by the dossier, not its revision: what was typed stays on screen once applied.
  return <DossierCostsOf key={dossier.data.uuid} dossier={dossier.data} />;
}

function DossierCostsOf({ dossier }: { dossier: DossierDetail }) {
  const t = useT();
  const statusWord = useStatusWord();
  const queryClient = useQueryClient();
  const declaration = dossier.declaration ?? { declaration_type: dossier.regime };
  const goods = declaration.goods_items ?? [];
  const clientCode = dossier.client?.is_customs_client ? dossier.client.code : '';
  const client = useClient(clientCode);
  const [state, setState] = useState<CostInputsState | undefined>(undefined);
  const fromClient: CostInputsState = {
    ...START,
    ratePerKg: client.data?.air_transport_rate_per_kg ?? null,
    minimum: client.data?.air_transport_minimum ?? null,
  };
  const inputs = state ?? fromClient;
  const lines = goods.map((line, index) => ({
    label: `${index + 1} · ${line.description ?? ''}`,
    ...(typeof line.gross_mass === 'number' ? { grossMass: line.gross_mass } : {}),
    ...(typeof (line.statistical_value ?? line.total_price) === 'number'
      ? { value: (line.statistical_value ?? line.total_price)! }
      : {}),
  }));
  const result = useTransportCosts(costsRequest(inputs, lines));
  const save = useSaveDeclaration(dossier.uuid);
  const currency = declaration.shipment?.currency ?? 'EUR';
  const editable = EDITABLE.has(dossier.status);
  const apply = async () => {
    if (!result.data) return;
    const answer = result.data;
    const next: Declaration = {
      ...declaration,
      costs: answer.costs.map((cost) => ({ code: cost.code, amount: cost.amount, currency })),
      goods_items: goods.map((line, index) => ({
        ...line,
        extra_cost: answer.lineTotals[index] ?? 0,
      })),
    };
    try {
      await save.mutateAsync({ declaration: next, revision: dossier.revision });
      notifications.show({ color: 'teal', message: t('costs.applied') });
      await queryClient.invalidateQueries({ queryKey: ['dossiers'] });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  if (clientCode && client.isPending) return <PageSkeleton />;
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`/Dossiers/${dossier.uuid}`} size="sm">
        {t('costs.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={2} size="h3" ff="monospace">
          {dossier.ucr}
        </Title>
        <StatusBadge status={dossier.status} />
        <Button
          component={Link}
          to={declarePath(dossier.uuid, dossier.regime)}
          size="xs"
          variant="default"
          ml="auto"
        >
          {t('breakdown.next')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('costs.intro')}
      </Text>
      <Paper withBorder p="sm">
        <CostInputs
          state={inputs}
          onChange={setState}
          clientNote={client.data ? t('costs.fromClient', { client: client.data.code }) : undefined}
        />
      </Paper>
      {result.data && <CostsTable result={result.data} lines={lines} currency={currency} />}
      {editable ? (
        <Group>
          <Button onClick={() => void apply()} loading={save.isPending} disabled={!result.data}>
            {t('costs.apply')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('costs.readOnly', { status: statusWord(dossier.status) })}</Text>
      )}
    </Stack>
  );
}
