import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDecimalSeparator } from '../../i18n/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';

/** DE 4/9: added to the price (A..) or deducted from it (B..). */
const CODES = ['AK', 'AB', 'AD', 'AL', 'BA', 'BC', 'BF'];

export interface CostInputsState {
  readonly basis: 'mass' | 'value';
  readonly ratePerKg: number | null;
  readonly minimum: number | null;
  readonly costs: readonly { readonly code: string; readonly amount: number | null }[];
}

export function CostInputs({
  state,
  onChange,
  clientNote,
}: {
  state: CostInputsState;
  onChange: (next: CostInputsState) => void;
  clientNote?: string;
}) {
  const t = useT();
  const separator = useDecimalSeparator();
  const set = (patch: Partial<CostInputsState>) => onChange({ ...state, ...patch });
  const number = (value: string | number) => (typeof value === 'number' ? value : null);
  return (
    <Stack gap="xs">
      <Group align="end" gap="sm">
        <div>
          <Text size="xs" fw={600} mb={2}>
            {t('costs.basis')}
          </Text>
          <SegmentedControl
            size="xs"
            value={state.basis}
            onChange={(value) => set({ basis: value })}
            data={[
              { value: 'mass', label: t('costs.byMass') },
              { value: 'value', label: t('costs.byValue') },
            ]}
          />
        </div>
        <NumberInput
          size="xs"
          w={130}
          label={t('costs.rate')}
          value={state.ratePerKg ?? ''}
          onChange={(value) => set({ ratePerKg: number(value) })}
          min={0}
          decimalScale={4}
          decimalSeparator={separator}
          data-testid="air-rate"
        />
        <NumberInput
          size="xs"
          w={130}
          label={t('costs.minimum')}
          value={state.minimum ?? ''}
          onChange={(value) => set({ minimum: number(value) })}
          min={0}
          decimalScale={2}
          decimalSeparator={separator}
          data-testid="air-minimum"
        />
        {clientNote && (
          <Text size="xs" c="dimmed">
            {clientNote}
          </Text>
        )}
      </Group>
      <Text size="xs" fw={600}>
        {t('costs.other')}
      </Text>
      {state.costs.map((cost, index) => (
        <Group key={index} gap="xs" align="end">
          <Select
            size="xs"
            w={90}
            aria-label={t('costs.code')}
            data={CODES}
            value={cost.code}
            allowDeselect={false}
            onChange={(code) =>
              set({
                costs: state.costs.map((c, at) =>
                  at === index ? { ...c, code: code ?? 'AK' } : c,
                ),
              })
            }
          />
          <NumberInput
            size="xs"
            w={130}
            aria-label={t('costs.amount')}
            value={cost.amount ?? ''}
            min={0}
            decimalScale={2}
            decimalSeparator={separator}
            onChange={(value) =>
              set({
                costs: state.costs.map((c, at) =>
                  at === index ? { ...c, amount: number(value) } : c,
                ),
              })
            }
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('costs.remove')}
            onClick={() => set({ costs: state.costs.filter((_, at) => at !== index) })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => set({ costs: [...state.costs, { code: 'AK', amount: null }] })}
        >
          {t('costs.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the calculator asks of the service, once every amount is a number. */
export const costsRequest = (
  state: CostInputsState,
  lines: readonly { grossMass?: number; value?: number }[],
) =>
  lines.length === 0
    ? undefined
    : {
        lines: lines.map((line) => ({
          ...(line.grossMass !== undefined ? { grossMass: line.grossMass } : {}),
          ...(line.value !== undefined ? { value: line.value } : {}),
        })),
        basis: state.basis,
        ...(state.ratePerKg !== null
          ? {
              air: {
                ratePerKg: state.ratePerKg,
                ...(state.minimum !== null ? { minimum: state.minimum } : {}),
              },
            }
          : {}),
        costs: state.costs.flatMap((cost) =>
          cost.amount === null ? [] : [{ code: cost.code, amount: cost.amount }],
        ),
      };
