import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../lib/api/types.ts';
import { count, localDate } from '../../lib/format.ts';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { ReportMetricCards } from '../../ui/metric-card/ReportMetricCards.tsx';
import type { ReportMetric } from '../../ui/metric-card/report-metrics.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

const weekMetrics: ReportMetric[] = ['visibility', 'shareOfVoice', 'averagePosition', 'citationRate'];

/**
 * The selected project's last 7 days against the 7 before: the own brand's key numbers, each with its n, interval
 * and the server's tested change; the simulated label when the week has simulated answers.
 */
export function HomeWeek({
  project,
  report,
  loading,
  error,
  onRetry,
  retrying,
}: {
  project: Project;
  report: TrackingReport | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="home-week">
      <Group justify="space-between" align="flex-start" mb="sm" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {t('homeScreen.week')} · {project.name}
            </Title>
            {report?.simulated && (
              <Badge
                color="orange"
                variant="light"
                title={t('homeScreen.simulatedHint')}
                data-testid="home-simulated"
              >
                {t('homeScreen.simulated')}
              </Badge>
            )}
          </Group>
          {report && (
            <Text size="sm" c="dimmed" data-testid="home-week-range">
              {t('homeScreen.weekRange', {
                // Local days: written as they are, not moved by a timezone.
                from: localDate(report.from),
                to: localDate(report.to),
                n: count(report.n),
              })}
            </Text>
          )}
        </Stack>
        <ButtonLink to="/dashboard" variant="light" size="xs" rightSection={<IconArrowRight size={14} />}>
          {t('homeScreen.openDashboard')}
        </ButtonLink>
      </Group>
      {error ? (
        <ReportFailure error={error} onRetry={onRetry} retrying={retrying} testId="home-week-error" />
      ) : report && report.n === 0 ? (
        <Text c="dimmed" size="sm" data-testid="home-week-empty">
          {t('homeScreen.noAnswersWeek')}
        </Text>
      ) : (
        <ReportMetricCards
          report={report}
          loading={loading}
          metrics={weekMetrics}
          testIdPrefix="home-metric"
        />
      )}
    </Paper>
  );
}
