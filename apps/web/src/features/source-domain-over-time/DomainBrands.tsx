import { Badge, Grid, Group, Stack, Text } from '@mantine/core';
import type { DomainOverTimeBrand, DomainRate, SourceDomainOverTimeResponse } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { count, pValue, shortDay, signedPoints } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart, LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { DataTable, type ExportExtra, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { DomainRateText } from './DomainRateText.tsx';
import { type DomainOverTimeKey, useDomainOverTimeText } from './domain-over-time-strings.ts';

type Say = (key: DomainOverTimeKey, values?: Record<string, unknown>) => string;

/** A rate's raw parts for the CSV: its numerator, its denominator and its interval bounds (statistics). */
function rateExtras(t: TFunction, column: string, rate: (b: DomainOverTimeBrand) => DomainRate) {
  return [
    { title: t('table.numerator', { column }), value: (b) => rate(b).numerator },
    { title: t('table.sampleSize', { column }), value: (b) => rate(b).denominator, statistic: true },
    { title: t('table.lowerBound', { column }), value: (b) => rate(b).low, statistic: true },
    { title: t('table.upperBound', { column }), value: (b) => rate(b).high, statistic: true },
  ] satisfies ExportExtra<DomainOverTimeBrand>[];
}

/** "p = 0.012", or "p < 0.001" below what three decimals show. */
function pTitle(text: Say, p: number): string {
  const value = pValue(p);
  return value.startsWith('<') ? text('pBelow', { p: value }) : text('pEquals', { p: value });
}

const label = (text: Say, b: DomainOverTimeBrand) => (b.own ? `${b.name} (${text('ownBrand')})` : b.name);

/** The competitors table: each brand's visibility in the answers citing the domain, overall, and the difference. */
export function brandColumns(t: TFunction, text: Say): TableColumn<DomainOverTimeBrand>[] {
  return [
    {
      accessor: 'name',
      title: text('brand'),
      sortable: true,
      render: (b) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{b.name}</Text>
          {b.own && (
            <Badge size="xs" variant="light">
              {text('ownBrand')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'citing',
      title: text('citingRate'),
      help: text('citingRateHelp'),
      sortable: true,
      textAlign: 'right',
      value: (b) => b.citing.value,
      render: (b) => <DomainRateText rate={b.citing} of="ofCiting" testId="domain-brand-citing" />,
      exportExtras: rateExtras(t, text('citingRate'), (b) => b.citing),
    },
    {
      accessor: 'visibility',
      title: text('visibility'),
      help: text('visibilityHelp'),
      sortable: true,
      textAlign: 'right',
      value: (b) => b.visibility.value,
      render: (b) => <DomainRateText rate={b.visibility} of="ofAnswers" testId="domain-brand-visibility" />,
      exportExtras: rateExtras(t, text('visibility'), (b) => b.visibility),
    },
    {
      accessor: 'difference',
      title: text('difference'),
      help: text('differenceHelp'),
      sortable: true,
      textAlign: 'right',
      value: (b) => b.difference,
      render: (b) => (
        <Group gap={4} justify="flex-end" wrap="nowrap" data-testid="domain-brand-difference">
          <Text size="sm" fw={b.significant ? 600 : 400}>
            {b.difference === null ? '–' : signedPoints(b.difference)}
          </Text>
          {b.significant && (
            <Badge
              size="xs"
              color={(b.difference ?? 0) > 0 ? 'teal' : 'red'}
              variant="light"
              title={b.pValue === null ? undefined : pTitle(text, b.pValue)}
            >
              {text('significant')}
            </Badge>
          )}
        </Group>
      ),
      exportExtras: [
        { title: text('significant'), value: (b) => b.significant },
        { title: text('differenceP'), value: (b) => b.pValue, statistic: true },
      ],
    },
  ];
}

/**
 * "Competitors beside it": the tracked brands (own first) with their visibility in the answers citing the domain
 * against their visibility over every answer of the filter — a table, bars side by side, and the first over time.
 */
export function DomainBrands({
  projectDocumentId,
  data,
  loading,
}: {
  projectDocumentId: string;
  data: SourceDomainOverTimeResponse['data'] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const text = useDomainOverTimeText();
  const colors = useBrandColors(projectDocumentId);
  const columns = useMemo(() => brandColumns(t, text), [t, text]);
  const brands = data?.brands ?? [];
  const bars: ChartSeries[] = [
    { key: 'citing', label: text('citingRate'), color: 'indigo.6' },
    { key: 'visibility', label: text('visibility'), color: 'gray.5' },
  ];
  const byLabel = new Map(brands.map((b) => [label(text, b), b]));
  const lines: ChartSeries[] = brands.map((b) => ({
    key: b.key,
    label: label(text, b),
    color: colors.colorOf(b.key),
  }));
  const points =
    data?.periods.map((period, i) => ({
      x: period.key,
      values: Object.fromEntries(brands.map((b) => [b.key, b.points[i]?.citing.value ?? null])),
      n: period.answersCiting,
    })) ?? [];
  const noCiting = data !== undefined && data.share.numerator === 0;
  return (
    <Stack gap="md">
      <DataTable
        rows={brands}
        columns={columns}
        rowKey={(b) => b.key}
        loading={loading}
        emptyText={text('empty')}
        exportName={text('brandsExport')}
        testId="domain-brands"
        rowTestId="domain-brand-row"
        minWidth={560}
        title={
          <Stack gap={0}>
            <Text fw={600}>{text('brands')}</Text>
            <Text size="xs" c="dimmed" maw={620}>
              {text('brandsHint')}
            </Text>
          </Stack>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ChartCard
            testId="domain-brands-chart"
            title={text('brandsChart')}
            description={text('brandsChartHint')}
            unit={t('charts.units.percent')}
            legend={bars}
            loading={loading}
            emptyReason={noCiting ? text('empty') : null}
          >
            <LazyBarChart
              rows={brands.map((b) => ({
                x: label(text, b),
                citing: b.citing.value,
                visibility: b.visibility.value,
              }))}
              series={bars}
              valueKind="percent"
              direction="horizontal"
              maxBarWidth={18}
              detail={(x, key) => {
                const b = byLabel.get(x);
                if (!b) return undefined;
                const rate = key === 'citing' ? b.citing : b.visibility;
                return text(key === 'citing' ? 'ofCiting' : 'ofAnswers', {
                  x: count(rate.numerator),
                  n: count(rate.denominator),
                });
              }}
            />
          </ChartCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ChartCard
            testId="domain-brands-trend"
            title={text('brandsTrend')}
            description={text('brandsTrendHint')}
            unit={t('charts.units.percent')}
            legend={lines}
            loading={loading}
            emptyReason={noCiting ? text('empty') : null}
          >
            <LazyLineIntervalChart points={points} series={lines} valueKind="percent" formatX={shortDay} />
          </ChartCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
