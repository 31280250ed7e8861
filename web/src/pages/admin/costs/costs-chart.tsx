import { Card, Text } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { CostRow } from '../../../api/types.ts';
import { useFormats } from '../../../i18n/use-formats.ts';

// Distinct at a glance and readable for the common colour blindnesses (Okabe-Ito).
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#999999'];

/** Rows of day × model as one row per day with a member per model: the shape a stacked bar takes. */
export const perDay = (rows: readonly CostRow[], value: (row: CostRow) => number) => {
  const days = new Map<string, Record<string, number | string>>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { day: row.day };
    day[row.model] = ((day[row.model] as number | undefined) ?? 0) + value(row);
    days.set(row.day, day);
  }
  return [...days.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
};

/** Bars per day, stacked by series; the axis and tooltip in the page's number and day formats. */
export function CostsChart({
  title,
  data,
  series,
  digits,
}: {
  title: string;
  data: Record<string, number | string>[];
  series: readonly string[];
  digits: number;
}) {
  const { number, day } = useFormats();
  return (
    <Card withBorder>
      <Text size="sm" fw={500} mb="xs">
        {title}
      </Text>
      <div role="img" aria-label={title} style={{ width: '100%', height: 220 }}>
        <ResponsiveContainer>
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={(value: string) => day(value).slice(0, 5)}
              fontSize={12}
            />
            <YAxis
              tickFormatter={(value: number) => number(value, digits)}
              fontSize={12}
              width={64}
            />
            <Tooltip
              labelFormatter={(value) => (typeof value === 'string' ? day(value) : '')}
              formatter={(value) => number(Number(value), digits)}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((name, index) => (
              <Bar
                key={name}
                dataKey={name}
                stackId="day"
                fill={COLOURS[index % COLOURS.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
