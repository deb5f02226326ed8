import { Grid } from '@mantine/core';
import type { RangedReportFilter } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, percent, shortDay } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyDonutChart, LazyStackedAreaChart } from '../../ui/charts/lazy-charts.ts';
import { sourceTypesQuery } from './source-queries.ts';
import { sourceTypeColors } from './source-type-colors.ts';

/**
 * The kinds of source the engines cite: each type's share of every citation of the range as a donut, and its share
 * of each period's citations over time (both as the organization corrected the types).
 */
export function SourceTypesCharts({
  projectDocumentId,
  filter,
}: {
  projectDocumentId: string;
  filter: RangedReportFilter;
}) {
  const { t } = useTranslation();
  const types = useQuery(sourceTypesQuery(projectDocumentId, filter));
  const data = types.data;
  const label = (type: string) => t(`sourceTypes.${type}` as 'sourceTypes.other', { defaultValue: type });
  const series: ChartSeries[] = (data?.types ?? []).map((type) => ({
    key: type.sourceType,
    label: label(type.sourceType),
    color: sourceTypeColors[type.sourceType] ?? 'gray.5',
  }));
  const empty = types.isError
    ? types.error.message
    : data && data.citations === 0
      ? t('sources.typesEmpty')
      : null;
  const rows =
    data?.periods.map((period, i) => ({
      x: period.key,
      ...Object.fromEntries(data.types.map((type) => [type.sourceType, type.points[i]?.citations ?? 0])),
    })) ?? [];
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <ChartCard
          testId="source-types-donut"
          title={t('sources.typesMix')}
          description={t('sources.typesMixHint', { citations: count(data?.citations ?? 0) })}
          unit={t('charts.units.percent')}
          legend={series}
          loading={types.isPending}
          emptyReason={empty}
        >
          <LazyDonutChart
            slices={(data?.types ?? []).map((type) => ({
              key: type.sourceType,
              label: label(type.sourceType),
              color: sourceTypeColors[type.sourceType] ?? 'gray.5',
              value: type.share ?? 0,
              detail: t('sources.typeDetail', {
                citations: count(type.citations),
                impression: percent(type.impressionShare),
              }),
            }))}
          />
        </ChartCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <ChartCard
          testId="source-types-trend"
          title={t('sources.typesTrend')}
          description={t('sources.typesTrendHint')}
          unit={t('charts.units.percent')}
          legend={series}
          loading={types.isPending}
          emptyReason={empty}
        >
          <LazyStackedAreaChart
            rows={rows}
            series={series}
            type="percent"
            formatX={(x) => (data?.granularity === 'month' ? x : shortDay(x))}
          />
        </ChartCard>
      </Grid.Col>
    </Grid>
  );
}
