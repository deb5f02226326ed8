import { Grid, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, localDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ChangesStrip } from '../../ui/changes/ChangesStrip.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import { NonBrandedHeadline } from '../../ui/headline/NonBrandedHeadline.tsx';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';
import { ReportMetricCards } from '../../ui/metric-card/ReportMetricCards.tsx';
import type { ReportMetric } from '../../ui/metric-card/report-metrics.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { dashboardReportQuery, topDomainsQuery } from './dashboard-queries.ts';
import { registerDashboardStrings } from './dashboard-strings.ts';
import { EngineBreakdownCard } from './EngineBreakdownCard.tsx';
import { EngineTable } from './EngineTable.tsx';
import { LatestAnswersCard } from './LatestAnswersCard.tsx';
import { TopDomainsCard } from './TopDomainsCard.tsx';
import { VisibilityTrendCard } from './VisibilityTrendCard.tsx';

registerDashboardStrings(i18n);

const cardMetrics: ReportMetric[] = [
  'visibility',
  'shareOfVoice',
  'mentionShareOfVoice',
  'averagePosition',
  'top1Rate',
  'sentimentScore',
  'citationRate',
];

/**
 * The project dashboard over the URL's range and filters: first the story — the own brand's visibility on the prompts
 * that do not name it, against the competitors, and what changed significantly — then the own brand's key numbers
 * against the period before (one report with `compare=previous`, cut by engine), visibility over time against
 * competitors with the interval band, the breakdown by engine, the most cited domains and the newest answers.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const search = useReportSearch();
  const filter = reportFilterOf(search);
  const id = project?.documentId ?? '';
  const report = useQuery({ ...dashboardReportQuery(id, filter), enabled: Boolean(project) });
  const domains = useQuery({ ...topDomainsQuery(id, filter), enabled: Boolean(project) });
  const colors = useBrandColors(project?.documentId);
  const noAnswers = useSimpleView() ? 'dashboard.noAnswersSimple' : 'dashboard.noAnswers';
  const data = report.data;
  const loading = report.isPending;
  return (
    <ReportScreen
      titleKey="routes.dashboard"
      report={report}
      testIdPrefix="dashboard"
      simulatedText={t('dashboard.simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
    >
      <Group justify="space-between" gap="xs" mih={28}>
        {data && (
          <Text size="sm" c="dimmed" data-testid="dashboard-summary">
            <span data-testid="dashboard-n">{t('dashboard.summary', { n: count(data.n) })}</span>
            {data.noAnswers > 0 && ` · ${t(noAnswers, { formatted: count(data.noAnswers) })}`}
            {data.previous &&
              ` · ${t('dashboard.summaryPrevious', {
                // Local days: written as they are, not moved by a timezone.
                from: localDate(data.previous.from),
                to: localDate(data.previous.to),
                n: count(data.previous.n),
              })}`}
          </Text>
        )}
        <ButtonLink
          to="/projects/tracking"
          search={search}
          variant="subtle"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
        >
          {t('dashboard.openTracking')}
        </ButtonLink>
      </Group>
      {data && data.n > 0 && (
        <NonBrandedHeadline
          projectDocumentId={id}
          filter={filter}
          search={search}
          colorOf={colors.colorOf}
          testId="dashboard-headline"
        />
      )}
      {data && data.n > 0 && <ChangesStrip report={data} search={search} testId="dashboard-changes" />}
      <ReportMetricCards
        report={data}
        loading={loading}
        metrics={cardMetrics}
        testIdPrefix="dashboard-metric"
      >
        <MetricCard
          loading={loading}
          testId="dashboard-metric-answers"
          valueTestId="dashboard-metric-answers-value"
          label={t('dashboard.answersCard')}
          hint={t('dashboard.answersHint')}
          kind="count"
          value={data?.n ?? null}
          n={data?.n ?? 0}
          {...(data?.previous ? { previousValue: data.previous.n } : {})}
          {...(data && data.noAnswers > 0
            ? { detail: t(noAnswers, { formatted: count(data.noAnswers) }) }
            : {})}
        />
      </ReportMetricCards>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <VisibilityTrendCard report={data} loading={loading} colorOf={colors.colorOf} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <EngineBreakdownCard report={data} loading={loading} colorOf={colors.colorOf} />
        </Grid.Col>
      </Grid>
      <EngineTable report={data} loading={loading} />
      <TopDomainsCard
        data={domains.data}
        loading={domains.isPending}
        error={domains.error as Error | null}
        onRetry={() => void domains.refetch()}
        retrying={domains.isFetching}
      />
      <LatestAnswersCard projectDocumentId={id} filter={filter} />
    </ReportScreen>
  );
}
