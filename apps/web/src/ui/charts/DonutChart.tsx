import '@mantine/charts/styles.css';
import { DonutChart as MantineDonutChart } from '@mantine/charts';
import { Center } from '@mantine/core';
import { ChartTooltipBox } from './ChartTooltipBox.tsx';
import { chartHeight, formatValue, type ValueKind } from './chart-values.ts';

export interface DonutSlice {
  key: string;
  label: string;
  color: string;
  value: number;
  /** A second line in the tooltip (e.g. "38 answers mentioning"). */
  detail?: string;
}

export interface DonutChartProps {
  slices: DonutSlice[];
  valueKind?: ValueKind;
  /** Text in the hole (e.g. the own brand's share). */
  centerLabel?: string;
  height?: number;
}

/** Parts of a whole (share of voice, source types); the tooltip gives the slice's exact value and detail. */
export function DonutChart({
  slices,
  valueKind = 'percent',
  centerLabel,
  height = chartHeight,
}: DonutChartProps) {
  const size = Math.min(height - 20, 240);
  const byName = new Map(slices.map((s) => [s.key, s]));
  return (
    <Center h={height}>
      <MantineDonutChart
        data={slices.map((s) => ({ name: s.key, value: s.value, color: s.color }))}
        size={size}
        thickness={Math.round(size / 7)}
        paddingAngle={1}
        withLabels={false}
        {...(centerLabel ? { chartLabel: centerLabel } : {})}
        valueFormatter={(v) => formatValue(valueKind, v)}
        tooltipDataSource="segment"
        tooltipProps={{
          content: ({ payload }) => {
            const slice = byName.get(String(payload?.[0]?.name ?? ''));
            if (!slice) return null;
            return (
              <ChartTooltipBox
                heading={slice.label}
                rows={[
                  {
                    key: slice.key,
                    label: slice.label,
                    color: slice.color,
                    value: formatValue(valueKind, slice.value),
                    detail: slice.detail,
                  },
                ]}
              />
            );
          },
        }}
      />
    </Center>
  );
}
