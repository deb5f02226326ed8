import { Box, Grid, Text } from '@mantine/core';
import type { ContentAnalytics, EngineId } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { count, engineName } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { ReanalysisNotice } from '../../shell/ReanalysisNotice.tsx';
import { ReportScreen } from '../../ui/data-screen/ReportScreen.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useReportSearch } from '../../ui/filter-bar/use-filters.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { ContentMixChart } from './ContentMixChart.tsx';
import { ContentMixTable } from './ContentMixTable.tsx';
import { ContentShareMatrix, type MatrixRow } from './ContentShareMatrix.tsx';
import { ContentTrendChart } from './ContentTrendChart.tsx';
import { contentAnalyticsQuery } from './content-analytics-queries.ts';
import { registerContentAnalyticsStrings } from './content-analytics-strings.ts';
import { OwnedContentChart } from './OwnedContentChart.tsx';
import { pagesSearch } from './pages-search.ts';

registerContentAnalyticsStrings(i18n);

/** The row of every citation: the mix of the whole range, first in both matrices. */
function totalRow(report: ContentAnalytics, name: string): MatrixRow {
  const top = report.mix[0]?.contentType ?? null;
  return {
    key: 'all',
    name,
    total: true,
    segment: {
      citations: report.citations,
      types: report.mix.map(({ contentType, citations, share }) => ({ contentType, citations, share })),
      top,
    },
  };
}

/**
 * `/analytics/content`: the content types of the pages the engines cite, under the URL's report filters — the mix
 * (donut and table), each engine's mix, owned pages against the others, the mix over time, and the types that win
 * per prompt intent. Every number leads to the cited pages of the source screen.
 */
export function ContentAnalyticsPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const search = useReportSearch();
  const filter = reportFilterOf(search);
  const id = project?.documentId ?? '';
  const report = useQuery({ ...contentAnalyticsQuery(id, filter), enabled: Boolean(project) });
  const data = report.data;
  const loading = report.isPending;
  const all = t('contentAnalytics.allCitations');
  const engineRows: MatrixRow[] = data
    ? [
        totalRow(data, all),
        ...data.byEngine.map((segment) => ({
          key: segment.engine,
          name: engineName(t, segment.engine),
          label: <EngineLabel engine={segment.engine as EngineId} />,
          segment,
          pages: pagesSearch(search, { engines: [segment.engine] }),
        })),
      ]
    : [];
  const intentRows: MatrixRow[] = data
    ? [
        totalRow(data, all),
        ...data.byIntent.map((segment) => ({
          key: segment.intent,
          name: `${t(`projects.intents.${segment.intent}`)} · ${t('contentAnalytics.intentPrompts', { n: count(segment.prompts) })}`,
          segment,
          ...(segment.intent === 'none' ? {} : { pages: pagesSearch(search, { intents: [segment.intent] }) }),
        })),
      ]
    : [];
  return (
    <ReportScreen
      titleKey="routes.content"
      report={report}
      testIdPrefix="content"
      simulatedText={t('contentAnalytics.simulated')}
      notice={<ReanalysisNotice to={filter.to} />}
      summary={
        data && (
          <Text size="sm" c="dimmed" data-testid="content-summary">
            {t('contentAnalytics.summary', {
              n: count(data.n),
              citations: count(data.citations),
              pages: count(data.pages),
            })}
          </Text>
        )
      }
    >
      {data && data.citations === 0 ? (
        <EmptyState
          title={t('contentAnalytics.noCitations')}
          text={t('contentAnalytics.noCitationsText')}
          action={
            <ButtonLink to="/projects/sources" search={pagesSearch(search)} variant="light">
              {t('contentAnalytics.openPages')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <ContentMixChart report={data} loading={loading} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <Box id="content-mix-table" style={{ scrollMarginTop: 72 }}>
                <ContentMixTable report={data} loading={loading} search={search} />
              </Box>
            </Grid.Col>
          </Grid>
          <ContentShareMatrix
            report={data}
            loading={loading}
            rows={engineRows}
            title={t('contentAnalytics.byEngine')}
            description={t('contentAnalytics.byEngineHint')}
            groupTitle={t('contentAnalytics.engine')}
            exportName={t('contentAnalytics.byEngineExport')}
            testId="content-engine-matrix"
          />
          <OwnedContentChart report={data} loading={loading} search={search} />
          <ContentTrendChart report={data} loading={loading} />
          <ContentShareMatrix
            report={data}
            loading={loading}
            rows={intentRows}
            title={t('contentAnalytics.byIntent')}
            description={t('contentAnalytics.byIntentHint')}
            groupTitle={t('contentAnalytics.intent')}
            exportName={t('contentAnalytics.byIntentExport')}
            testId="content-intent-matrix"
          />
        </>
      )}
    </ReportScreen>
  );
}
