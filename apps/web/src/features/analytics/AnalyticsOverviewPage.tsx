import { Box } from '@mantine/core';
import type { EngineId } from '@sightline/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { engineName } from '../../lib/format.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { reportFilterOf } from '../../ui/filter-bar/report-filter.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { AnalyticsScreen } from './AnalyticsScreen.tsx';
import { groupedReportQuery } from './analytics-queries.ts';
import { EngineVisibilityChart } from './EngineVisibilityChart.tsx';
import { GroupBrandMatrix } from './GroupBrandMatrix.tsx';
import { useAnalyticsView } from './use-analytics-view.ts';

/**
 * `/analytics/overview`: every metric across engines — the engine × brand matrix for the chosen metric (with the
 * total over all engines, n per engine) and every brand's visibility per engine. One report grouped by engine.
 */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const { search, metric, setMetric } = useAnalyticsView();
  const filter = reportFilterOf(search);
  const id = project?.documentId ?? '';
  const report = useQuery({ ...groupedReportQuery(id, filter, 'engine'), enabled: Boolean(project) });
  const colors = useBrandColors(project?.documentId);
  return (
    <AnalyticsScreen titleKey="routes.analyticsOverview" report={report}>
      <Box id="engine-matrix" style={{ scrollMarginTop: 72 }}>
        <GroupBrandMatrix
          projectDocumentId={id}
          filter={filter}
          groupBy="engine"
          report={report.data}
          loading={report.isPending}
          metric={metric}
          onMetricChange={setMetric}
          title={t('analytics.engineMatrix')}
          description={t('analytics.engineMatrixHint')}
          groupTitle={t('analytics.engine')}
          groupLabel={(group) => engineName(t, group.key)}
          renderLabel={(row) => (row.total ? row.label : <EngineLabel engine={row.key as EngineId} />)}
          totalLabel={t('analytics.allEngines')}
          exportName="engine-brand"
          testId="engine-matrix"
        />
      </Box>
      <EngineVisibilityChart report={report.data} loading={report.isPending} colorOf={colors.colorOf} />
    </AnalyticsScreen>
  );
}
