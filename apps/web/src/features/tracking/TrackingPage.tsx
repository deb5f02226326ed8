import { Box, Grid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, localDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { PositionBars, SentimentBars, ShareOfVoiceBars } from './BrandBreakdowns.tsx';
import { BrandsTable } from './BrandsTable.tsx';
import { EngineSmallMultiples } from './EngineSmallMultiples.tsx';
import { MetricTrendChart } from './MetricTrendChart.tsx';
import { PromptEngineHeatTable } from './PromptEngineHeatTable.tsx';
import { TrackingKpis } from './TrackingKpis.tsx';
import { registerTrackingChartStrings } from './tracking-chart-strings.ts';
import { promptEngineQuery, trackingReportQuery } from './tracking-report-query.ts';
import { registerTrackingStrings } from './tracking-strings.ts';
import { useTrackingView } from './use-tracking-view.ts';

registerTrackingStrings(i18n);
registerTrackingChartStrings(i18n);

/**
 * Project tracking: the own brand's key numbers against the previous period (one report with `compare=previous`),
 * the chosen metric of every brand over time, small multiples per engine, the prompt × engine heat table, share of
 * voice by answers and mentions, sentiment and position breakdowns, and the table of all brands behind them.
 */
export function TrackingPage() {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const { project } = useSession().selection;
  const { search, setView } = useTrackingView();
  const filter = reportFilterOf(search);
  const grain = search.grain ?? 'day';
  const id = project?.documentId ?? '';
  const report = useQuery({ ...trackingReportQuery(id, filter, grain), enabled: Boolean(project) });
  const table = useQuery({ ...promptEngineQuery(id, filter), enabled: Boolean(project) });
  const colors = useBrandColors(project?.documentId);
  const data = report.data;
  const loading = report.isPending;
  return (
    <ReportScreen
      titleKey="routes.projectTracking"
      report={report}
      testIdPrefix="tracking"
      simulatedText={t('tracking.simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
      summary={
        data && (
          <Text size="sm" c="dimmed" data-testid="tracking-summary">
            {t(simple ? 'trackingCharts.summarySimple' : 'trackingCharts.summary')}{' '}
            <span data-testid="tracking-n">{count(data.n)}</span>
            {data.noAnswers > 0 &&
              ` · ${t(simple ? 'tracking.noAnswersSimple' : 'tracking.noAnswers', {
                count: data.noAnswers,
                formatted: count(data.noAnswers),
              })}`}
            {data.previous &&
              ` · ${t('trackingCharts.summaryPrevious', {
                // Local days: written as they are, not moved by a timezone.
                from: localDate(data.previous.from),
                to: localDate(data.previous.to),
                n: count(data.previous.n),
              })}`}
          </Text>
        )
      }
    >
      <TrackingKpis report={data} loading={loading} />
      <MetricTrendChart
        report={data}
        loading={loading}
        metric={search.metric ?? 'visibility'}
        grain={grain}
        onChange={setView}
        colorOf={colors.colorOf}
      />
      <EngineSmallMultiples
        projectDocumentId={id}
        filter={filter}
        report={data}
        grain={grain}
        colorOf={colors.colorOf}
      />
      {table.isError ? (
        <ReportFailure error={table.error} onRetry={() => void table.refetch()} retrying={table.isFetching} />
      ) : (
        <PromptEngineHeatTable
          projectDocumentId={id}
          filter={filter}
          table={table.data}
          loading={table.isPending}
          brand={search.brand}
          onBrandChange={(brand) => setView({ brand })}
        />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ShareOfVoiceBars report={data} loading={loading} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <SentimentBars report={data} loading={loading} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <PositionBars report={data} loading={loading} />
        </Grid.Col>
      </Grid>
      <Box id="tracking-brands" style={{ scrollMarginTop: 72 }}>
        <BrandsTable report={data} loading={loading} />
      </Box>
    </ReportScreen>
  );
}
