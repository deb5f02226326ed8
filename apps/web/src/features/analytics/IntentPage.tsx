import { Box, Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';
import { groupedReportQuery, promptTableQuery } from './analytics-queries.ts';
import { GroupBrandMatrix } from './GroupBrandMatrix.tsx';
import { IntentMixChart } from './IntentMixChart.tsx';
import { canEditIntents, PromptIntentTable } from './PromptIntentTable.tsx';
import { useAnalyticsView } from './use-analytics-view.ts';

/**
 * `/analytics/intent`: every brand's metrics by the prompts' intent and by branded / non-branded prompts (n per
 * row), the intent mix of the prompts, and the prompts with their intent, which an editor can correct. Every number
 * opens the answers behind it.
 */
export function IntentPage() {
  const { t } = useTranslation();
  const { project, member } = useSession().selection;
  const { search, metric, setMetric } = useAnalyticsView();
  const filter = reportFilterOf(search);
  const id = project?.documentId ?? '';
  const enabled = Boolean(project);
  const byIntent = useQuery({ ...groupedReportQuery(id, filter, 'intent'), enabled });
  const byBranded = useQuery({ ...groupedReportQuery(id, filter, 'branded'), enabled });
  const prompts = useQuery({ ...promptTableQuery(id, filter), enabled });
  return (
    <AnalyticsScreen titleKey="routes.intent" report={byIntent}>
      <GroupBrandMatrix
        projectDocumentId={id}
        filter={filter}
        groupBy="intent"
        report={byIntent.data}
        loading={byIntent.isPending}
        metric={metric}
        onMetricChange={setMetric}
        title={t('analytics.intentMatrix')}
        description={t('analytics.intentMatrixHint')}
        groupTitle={t('analytics.intent')}
        groupLabel={(group) =>
          t(`projects.intents.${group.key === 'none' ? 'none' : (group.key as 'commercial')}`)
        }
        totalLabel={t('analytics.allPrompts')}
        exportName="intent-brand"
        testId="intent-matrix"
      />
      <GroupBrandMatrix
        projectDocumentId={id}
        filter={filter}
        groupBy="branded"
        report={byBranded.data}
        loading={byBranded.isPending}
        metric={metric}
        onMetricChange={setMetric}
        title={t('analytics.brandedMatrix')}
        description={t('analytics.brandedMatrixHint')}
        groupTitle={t('analytics.promptKind')}
        groupLabel={(group) => t(group.key === 'branded' ? 'analytics.branded' : 'analytics.nonBranded')}
        exportName="branded-brand"
        testId="branded-matrix"
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <IntentMixChart table={prompts.data} loading={prompts.isPending} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Box id="prompt-intents" style={{ scrollMarginTop: 72 }}>
            <PromptIntentTable
              projectDocumentId={id}
              filter={filter}
              table={prompts.data}
              loading={prompts.isPending}
              editable={canEditIntents(member?.role)}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </AnalyticsScreen>
  );
}
