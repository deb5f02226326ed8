import { Alert, Box, Button, Grid, Stack } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FilterSearch } from '../../lib/filter-search.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { DateRangeToolbar } from '../../ui/data-screen/DateRangeToolbar.tsx';
import { effectiveRange } from '../../ui/data-screen/effective-range.ts';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { useBrandColors } from '../../ui/use-brand-colors.ts';
import { BrandsTable } from './BrandsTable.tsx';
import { ShareOfVoiceDonut } from './ShareOfVoiceDonut.tsx';
import { TrackingKpis } from './TrackingKpis.tsx';
import { registerTrackingChartStrings } from './tracking-chart-strings.ts';
import type { TrackingFilter } from './tracking-keys.ts';
import { registerTrackingStrings } from './tracking-strings.ts';
import { useTrackingReports } from './use-tracking-reports.ts';
import { VisibilityTrendChart } from './VisibilityTrendChart.tsx';

registerTrackingStrings(i18n);
registerTrackingChartStrings(i18n);

/**
 * Project tracking: the own brand's key numbers against the previous period, every tracked brand's visibility over
 * the chosen days and its share of voice, and the table of all brands behind them.
 */
export function TrackingPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const filter: TrackingFilter = effectiveRange(useSearch({ strict: false }) as FilterSearch);
  const { current, previous } = useTrackingReports(project?.documentId, filter);
  const colors = useBrandColors(project?.documentId);
  if (!project) return <DataScreen titleKey="routes.projectTracking" />;
  const data = current.data;
  const loading = current.isPending;
  return (
    <>
      <ProjectHeader title={t('routes.projectTracking')}>
        <DateRangeToolbar />
      </ProjectHeader>
      {current.isError ? (
        <Alert
          color="red"
          variant="light"
          title={t('trackingCharts.loadFailed')}
          data-testid="tracking-error"
        >
          <Stack gap="xs" align="flex-start">
            {current.error.message}
            <Button size="xs" variant="light" color="red" onClick={() => void current.refetch()}>
              {t('trackingCharts.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : data && data.n === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.afterFirstCollect')} />
      ) : (
        <Stack gap="md">
          {data?.simulated && (
            <Alert color="orange" variant="light" data-testid="tracking-simulated">
              {t('tracking.simulated')}
            </Alert>
          )}
          <TrackingKpis
            report={data}
            previous={previous.data}
            loading={loading}
            previousLoading={previous.isPending}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <VisibilityTrendChart report={data} loading={loading} colorOf={colors.colorOf} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <ShareOfVoiceDonut report={data} loading={loading} colorOf={colors.colorOf} />
            </Grid.Col>
          </Grid>
          <Box id="tracking-brands" style={{ scrollMarginTop: 72 }}>
            {data && <BrandsTable report={data} />}
          </Box>
        </Stack>
      )}
    </>
  );
}
