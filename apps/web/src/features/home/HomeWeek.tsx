import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../lib/api/types.ts';
import { count, localDate } from '../../lib/format.ts';
import { isBrandMetric } from '../../ui/charts/brand-metric-names.ts';
import { ReportFailure } from '../../ui/filter-bar/ReportFailure.tsx';
import { NonBrandedHeadline } from '../../ui/headline/NonBrandedHeadline.tsx';
import { ReportMetricCards } from '../../ui/metric-card/ReportMetricCards.tsx';
import type { ReportMetric } from '../../ui/metric-card/report-metrics.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import classes from './home.module.css';
import type { DayRange } from './last-week.ts';

const weekMetrics: ReportMetric[] = ['visibility', 'shareOfVoice', 'averagePosition', 'citationRate'];

/**
 * The week's key numbers (ui/metric-card's report cards), each card a link to the tracking screen over the same days
 * (its brand metric chosen for the trend), where the number is broken down by brand, engine and prompt and each part
 * opens its answers.
 */
function WeekCards({
  report,
  loading,
  range,
}: {
  report: TrackingReport | undefined;
  loading: boolean;
  range: DayRange;
}) {
  const { t } = useTranslation();
  if (!report || loading)
    return (
      <ReportMetricCards report={report} loading={loading} metrics={weekMetrics} testIdPrefix="home-metric" />
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {weekMetrics.map((metric) => (
        <Link
          key={metric}
          to="/projects/tracking"
          search={{ from: range.from, to: range.to, ...(isBrandMetric(metric) ? { metric } : {}) }}
          className={classes.metricLink}
          data-testid="home-metric-link"
          data-metric={metric}
        >
          <ReportMetricCards
            report={report}
            loading={false}
            metrics={[metric]}
            cols={1}
            testIdPrefix="home-metric"
          />
          {/* The link's name is the card as read (metric, value, n) and where it leads. */}
          <VisuallyHidden>{t('homeScreen.openMetric')}</VisuallyHidden>
        </Link>
      ))}
    </SimpleGrid>
  );
}

/**
 * The selected project's last 7 days against the 7 before: first its visibility where the question does not name it,
 * against the competitors (ui/headline), then the own brand's key numbers, each with its n, interval
 * and the server's tested change, each opening the tracking screen over the same days; the simulated label when the
 * week has simulated answers.
 */
export function HomeWeek({
  project,
  range,
  report,
  loading,
  error,
  onRetry,
  retrying,
  colorOf,
}: {
  project: Project;
  /** The week's days (the report's, asked for before it answers): the screens it links to show the same days. */
  range: DayRange;
  report: TrackingReport | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  colorOf: (brandKey: string) => string;
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
        <ButtonLink
          to="/dashboard"
          search={{ from: range.from, to: range.to }}
          variant="light"
          size="xs"
          rightSection={<IconArrowRight size={14} />}
        >
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
        <Stack gap="sm">
          {report && (
            <NonBrandedHeadline
              projectDocumentId={project.documentId}
              filter={range}
              search={{ from: range.from, to: range.to }}
              colorOf={colorOf}
              testId="home-headline"
            />
          )}
          <WeekCards report={report} loading={loading} range={range} />
        </Stack>
      )}
    </Paper>
  );
}
