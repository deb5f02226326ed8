import { SegmentedControl } from '@mantine/core';
import type { EngineMonthCost } from '@sightline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, engineName, shortMonth } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { engineColor } from '../../ui/engine-colors.ts';
import { type CostMetric, monthEngineChart } from './cost-rows.ts';

interface Props {
  rows: readonly EngineMonthCost[] | undefined;
  loading: boolean;
  /** The in-page anchor of the table behind the chart. */
  tableAnchor: string;
  testId: string;
}

/**
 * Cost per month stacked by engine (or tokens, for answers that cost nothing such as the simulator's); the tooltip
 * gives each engine's exact value and its answers of unknown cost.
 */
export function CostChartCard({ rows, loading, tableAnchor, testId }: Props) {
  const { t } = useTranslation();
  const noCost = rows !== undefined && rows.length > 0 && !monthEngineChart(rows, 'cost').anyValue;
  const [chosen, setChosen] = useState<CostMetric | null>(null);
  // Answers that all cost nothing (simulated) show their tokens until the user picks a metric.
  const metric: CostMetric = chosen ?? (noCost ? 'tokens' : 'cost');
  const chart = monthEngineChart(rows ?? [], metric);
  const series: ChartSeries[] = chart.engines.map((engine) => ({
    key: engine,
    label: engineName(t, engine),
    color: engineColor(engine),
  }));
  const emptyReason =
    rows && rows.length === 0
      ? t('costs.chartEmpty')
      : !chart.anyValue && rows
        ? t('costs.chartZeroCost')
        : null;
  return (
    <ChartCard
      testId={testId}
      title={metric === 'cost' ? t('costs.chartTitle') : t('costs.chartTokensTitle')}
      description={t('costs.chartHint')}
      unit={metric === 'cost' ? t('costs.unitUsd') : t('costs.unitTokens')}
      legend={series}
      loading={loading}
      emptyReason={emptyReason}
      link={{ href: tableAnchor, label: t('charts.showTable') }}
      controls={
        <SegmentedControl
          size="xs"
          aria-label={t('costs.metric')}
          data={[
            { value: 'cost', label: t('costs.metrics.cost') },
            { value: 'tokens', label: t('costs.metrics.tokens') },
          ]}
          value={metric}
          onChange={(value) => setChosen(value as CostMetric)}
          data-testid="cost-chart-metric"
        />
      }
    >
      <LazyBarChart
        rows={chart.rows}
        series={series}
        valueKind={metric === 'cost' ? 'money' : 'count'}
        direction="vertical"
        stacked
        maxBarWidth={56}
        valueAxisWidth={84}
        formatX={shortMonth}
        detail={(month, engine) => {
          const n = chart.unpriced.get(`${month}|${engine}`) ?? 0;
          return metric === 'cost' && n > 0 ? t('costs.unpricedDetail', { n: count(n) }) : undefined;
        }}
      />
    </ChartCard>
  );
}
