import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { type Watch, wilsonInterval } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, localDate } from '../../lib/format.ts';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';

/** A day as a card beside the metric cards (same frame and type sizes): the watch's last hit. */
function DayCard({
  label,
  day,
  none,
  detail,
  loading,
}: {
  label: string;
  day: string | null | undefined;
  none: string;
  detail: string;
  loading: boolean;
}) {
  if (loading) {
    return (
      <Card withBorder padding="md" aria-busy>
        <Skeleton h={14} w="60%" mb={10} />
        <Skeleton h={30} w="45%" mb={10} />
        <Skeleton h={12} w="50%" />
      </Card>
    );
  }
  return (
    <Card withBorder padding="md" data-testid="watch-kpi-last-hit">
      <Stack gap={4}>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={22} fw={700} lh={1.3} c={day ? undefined : 'dimmed'} data-testid="watch-kpi-last-hit-value">
          {day ? localDate(day) : none}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * A watch's numbers over the range: its hits (of n), the hit rate with its 95 % interval and tested change against
 * the period before, its hits over the whole history, and the day of its latest hit.
 */
export function WatchKpis({ watch, loading }: { watch: Watch | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const n = watch?.answers ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="watch-kpis">
      <MetricCard
        label={t('watches.detail.hits')}
        kind="count"
        value={watch?.hits ?? null}
        n={n}
        detail={t('watches.detail.hitsDetail', { n: count(n) })}
        loading={loading}
        testId="watch-kpi-hits"
        valueTestId="watch-kpi-hits-value"
      />
      <MetricCard
        label={t('watches.detail.rate')}
        hint={t('watches.detail.rateHint')}
        kind="percent"
        value={watch?.rate ?? null}
        n={n}
        interval={watch && watch.hits <= n ? wilsonInterval(watch.hits, n) : null}
        detail={watch ? t('watches.ofAnswers', { x: count(watch.hits), n: count(n) }) : undefined}
        change={serverChange(watch?.change)}
        loading={loading}
        testId="watch-kpi-rate"
        valueTestId="watch-kpi-rate-value"
      />
      <MetricCard
        label={t('watches.detail.totalHits')}
        kind="count"
        value={watch?.totalHits ?? null}
        n={watch?.totalHits ?? 0}
        detail={t('watches.detail.totalHitsDetail')}
        loading={loading}
        testId="watch-kpi-total"
        valueTestId="watch-kpi-total-value"
      />
      <DayCard
        label={t('watches.detail.lastHit')}
        day={watch?.lastHitDay}
        none={t('watches.detail.lastHitNever')}
        detail={t('watches.detail.lastHitDetail')}
        loading={loading}
      />
    </SimpleGrid>
  );
}
