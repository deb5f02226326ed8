import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DateRangeSearch } from '../../lib/date-range.ts';
import { interval, percent } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { DataScreen } from '../../ui/data-screen/DataScreen.tsx';
import { DateRangeToolbar } from '../../ui/data-screen/DateRangeToolbar.tsx';
import { effectiveRange } from '../../ui/data-screen/effective-range.ts';
import { ProjectHeader } from '../../ui/data-screen/ProjectHeader.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BrandsTable } from './BrandsTable.tsx';
import { analyticsCalls } from './tracking-calls.ts';
import { registerTrackingStrings } from './tracking-strings.ts';

registerTrackingStrings(i18n);

/** Project tracking: how often each tracked brand is named, where, and in what tone, over the chosen days. */
export function TrackingPage() {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  const range = effectiveRange(useSearch({ strict: false }) as DateRangeSearch);
  const report = useQuery({
    queryKey: ['tracking', project?.documentId, range.from, range.to],
    queryFn: ({ signal }) => analyticsCalls.tracking(project!.documentId, range, signal),
    enabled: Boolean(project),
  });
  if (!project) return <DataScreen titleKey="routes.projectTracking" />;
  const data = report.data;
  return (
    <>
      <ProjectHeader title={t('routes.projectTracking')}>
        <DateRangeToolbar />
      </ProjectHeader>
      {report.isPending ? (
        <Group justify="center" p="xl">
          <Loader />
        </Group>
      ) : !data || data.n === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.afterFirstCollect')} />
      ) : (
        <Stack gap="md">
          {data.simulated && (
            <Alert color="orange" variant="light" data-testid="tracking-simulated">
              {t('tracking.simulated')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Card withBorder>
              <Text size="xs" c="dimmed">
                {t('tracking.answers')}
              </Text>
              <Text fz="xl" fw={700} data-testid="tracking-n">
                {data.n.toLocaleString()}
              </Text>
              <Text size="xs" c="dimmed">
                {t('tracking.noAnswers', {
                  count: data.noAnswers,
                  formatted: data.noAnswers.toLocaleString(),
                })}
              </Text>
            </Card>
            <Card withBorder title={t('tracking.citationRateHint')}>
              <Text size="xs" c="dimmed">
                {t('tracking.citationRate')}
              </Text>
              <Text fz="xl" fw={700}>
                {percent(data.citations.rate.value)}
              </Text>
              <Text size="xs" c="dimmed">
                {interval(data.citations.rate.low, data.citations.rate.high)}
              </Text>
            </Card>
            <Card withBorder>
              <Text size="xs" c="dimmed">
                {t('tracking.citationShare')}
              </Text>
              <Text fz="xl" fw={700}>
                {percent(data.citations.share)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('tracking.citationCounts', {
                  owned: data.citations.owned.toLocaleString(),
                  total: data.citations.total.toLocaleString(),
                })}
              </Text>
            </Card>
          </SimpleGrid>
          <BrandsTable report={data} />
        </Stack>
      )}
    </>
  );
}
