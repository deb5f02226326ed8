import { Box, Card, Center, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EngineId, RangedReportFilter, TrackingReport } from '@sightline/contracts';
import { useQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { count, shortDay } from '../../lib/format.ts';
import { ChartLegend } from '../../ui/charts/ChartLegend.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { ownBrandKey } from '../../ui/use-brand-colors.ts';
import { engineSeriesQuery } from './tracking-report-query.ts';
import type { TrendGrain } from './tracking-search.ts';
import { trendPoints } from './trend-points.ts';

interface Props {
  projectDocumentId: string;
  filter: RangedReportFilter;
  /** The screen's report: its engines and brands (names, order). */
  report: TrackingReport | undefined;
  grain: TrendGrain;
  colorOf: (brandKey: string) => string;
}

const smallHeight = 150;

/**
 * Small multiples: one small chart per engine of every brand's visibility over the range (the trend's grain), with
 * the own brand's interval band, on one shared legend. Each engine is its own request (see engineSeriesQuery).
 */
export function EngineSmallMultiples({ projectDocumentId, filter, report, grain, colorOf }: Props) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const engines = report?.engines ?? [];
  const queries = useQueries({
    queries: engines.map((engine) => engineSeriesQuery(projectDocumentId, filter, engine, grain)),
  });
  const series: ChartSeries[] = (report?.brands ?? []).map((b) => ({
    key: b.key,
    label: b.own ? `${b.name} (${t('tracking.ownBrand')})` : b.name,
    color: colorOf(b.key),
  }));
  const band = series.find((s) => s.key === ownBrandKey);
  return (
    <Card withBorder padding="md" radius="md" data-testid="engine-multiples" aria-busy={!report}>
      <Stack gap={2} mb="sm">
        <Title order={2} fz="md" fw={600}>
          {t('trackingCharts.engines')}
        </Title>
        <Text size="xs" c="dimmed">
          {t(simple ? 'trackingCharts.enginesHintSimple' : 'trackingCharts.enginesHint', {
            grain: t(`charts.grainUnits.${grain}`),
          })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {!report
          ? [0, 1, 2].map((i) => <Skeleton key={i} h={smallHeight + 28} radius="sm" />)
          : engines.map((engine, index) => {
              const query = queries[index];
              const data = query?.data;
              return (
                <Stack key={engine} gap={4} data-testid="engine-multiple" data-engine={engine}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <EngineLabel engine={engine as EngineId} />
                    {data && (
                      <Text size="xs" c="dimmed" data-testid="engine-multiple-n">
                        {t('trackingCharts.engineN', { n: count(data.n) })}
                      </Text>
                    )}
                  </Group>
                  {query?.isError ? (
                    <Center h={smallHeight} bg="var(--mantine-color-red-light)" style={{ borderRadius: 8 }}>
                      <Text size="xs" c="red" ta="center" px="sm">
                        {t('trackingCharts.engineFailed', { message: query.error.message })}
                      </Text>
                    </Center>
                  ) : !data ? (
                    <Skeleton h={smallHeight} radius="sm" />
                  ) : data.n === 0 ? (
                    <Center h={smallHeight} bg="var(--mantine-color-gray-light)" style={{ borderRadius: 8 }}>
                      <Text size="xs" c="dimmed" ta="center" px="sm">
                        {t('trackingCharts.engineEmpty')}
                      </Text>
                    </Center>
                  ) : (
                    <Box h={smallHeight}>
                      <Suspense fallback={<Skeleton h={smallHeight} radius="sm" />}>
                        <LazyLineIntervalChart
                          points={trendPoints(data.groups, 'visibility', ownBrandKey)}
                          series={series}
                          bandKey={band?.key}
                          valueKind="percent"
                          formatX={shortDay}
                          height={smallHeight}
                        />
                      </Suspense>
                    </Box>
                  )}
                </Stack>
              );
            })}
      </SimpleGrid>
      {series.length > 0 && (
        <Box mt="sm">
          <ChartLegend items={series} band={band} />
        </Box>
      )}
    </Card>
  );
}
