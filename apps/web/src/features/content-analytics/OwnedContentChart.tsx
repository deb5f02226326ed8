import { Group, Text } from '@mantine/core';
import type { ContentAnalytics, ReportSearch } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { contentTypeColors } from './content-colors.ts';
import { pagesSearch } from './pages-search.ts';

const sides = ['owned', 'others'] as const;

/**
 * The content type mix of owned pages beside that of every other page: one 100 % bar each (shares of the side's
 * citations), with each side's citations and pages and a link to its pages.
 */
export function OwnedContentChart({
  report,
  loading,
  search,
}: {
  report: ContentAnalytics | undefined;
  loading: boolean;
  search: ReportSearch;
}) {
  const { t } = useTranslation();
  const typeName = (type: string) => t(`contentTypes.${type}`);
  const series: ChartSeries[] = (report?.mix ?? []).map((entry) => ({
    key: entry.contentType,
    label: typeName(entry.contentType),
    color: contentTypeColors[entry.contentType],
  }));
  const sideName = (side: string) =>
    t(side === 'owned' ? 'contentAnalytics.ownedPages' : 'contentAnalytics.otherPages');
  const rows = report
    ? sides.map((side) => ({
        x: side,
        ...Object.fromEntries(report.owned[side].types.map((type) => [type.contentType, type.share ?? 0])),
      }))
    : [];
  const controls = report && (
    <Group gap="lg" wrap="wrap">
      {sides.map((side) => (
        <Text key={side} size="xs" c="dimmed" data-testid={`content-${side}-summary`}>
          <AnchorLink
            to="/projects/sources"
            search={pagesSearch(search, side === 'owned' ? { types: ['owned'] } : {})}
            size="xs"
            fw={600}
          >
            {sideName(side)}
          </AnchorLink>{' '}
          {t('contentAnalytics.ownedDetail', {
            citations: count(report.owned[side].citations),
            pages: count(report.owned[side].pages),
          })}
        </Text>
      ))}
    </Group>
  );
  return (
    <ChartCard
      testId="content-owned-chart"
      title={t('contentAnalytics.owned')}
      description={t('contentAnalytics.ownedHint')}
      unit={t('charts.units.percent')}
      legend={series}
      loading={loading}
      emptyReason={report && report.citations === 0 ? t('contentAnalytics.ownedEmpty') : null}
      controls={controls}
      height={180}
    >
      <LazyBarChart
        rows={rows}
        series={series}
        valueKind="percent"
        stacked
        formatX={sideName}
        height={180}
        detail={(side, type) => {
          const segment = report?.owned[side as (typeof sides)[number]];
          const share = segment?.types.find((entry) => entry.contentType === type);
          return share
            ? `${count(share.citations)} / ${count(segment?.citations ?? 0)} · ${percent(share.share)}`
            : undefined;
        }}
      />
    </ChartCard>
  );
}
