import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { count, engineName, percent, signedPoints } from '../../lib/format.ts';
import {
  changeSearch,
  rankSignificantChanges,
  type WeeklyChange,
  weeklyChanges,
} from '../../ui/changes/significant-changes.ts';
import { pRelation } from '../../ui/metric-card/metric-change.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import classes from './home.module.css';

function ChangeRow({
  report,
  change,
  colorOf,
}: {
  report: TrackingReport;
  change: WeeklyChange;
  colorOf: (key: string) => string;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const up = change.delta > 0;
  const Arrow = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Link
      to="/projects/tracking"
      search={changeSearch({ from: report.from, to: report.to }, change)}
      className={classes.rowLink}
      data-testid="home-change"
      data-change={change.id}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Arrow
          size={20}
          color={`var(--mantine-color-${up ? 'teal' : 'red'}-7)`}
          aria-label={t(`metricCard.${up ? 'up' : 'down'}`)}
          style={{ flex: 'none', marginTop: 2 }}
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" radius="sm" color={colorOf(change.brand.key)} style={{ textTransform: 'none' }}>
              {change.brand.name}
            </Badge>
            <Text size="sm" fw={600}>
              {t(`homeScreen.metrics.${change.metric}`)}
              {change.engine && ` · ${t('homeScreen.onEngine', { engine: engineName(t, change.engine) })}`}
            </Text>
          </Group>
          {!simple && (
            <Text size="xs" c="dimmed" data-testid="home-change-n">
              {t('homeScreen.changeN', {
                n: count(change.n),
                previousN: count(change.previousN),
                p: pRelation(change.pValue),
              })}
            </Text>
          )}
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
          <Text size="sm" fw={700} c={up ? 'teal.7' : 'red.7'} data-testid="home-change-delta">
            {signedPoints(change.delta)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('homeScreen.changeLine', { previous: percent(change.previous), value: percent(change.value) })}
          </Text>
        </Stack>
      </Group>
    </Link>
  );
}

/**
 * The week's significant changes, smallest p first, each leading to the tracking screen filtered to it; says plainly
 * when nothing moved beyond chance, or when there is no earlier week to compare with.
 */
export function WeeklyChangesCard({
  report,
  loading,
  colorOf,
}: {
  report: TrackingReport | undefined;
  loading: boolean;
  colorOf: (key: string) => string;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const ranked = report ? rankSignificantChanges(weeklyChanges(report)) : [];
  const noPrevious = report !== undefined && (report.previous?.n ?? 0) === 0;
  return (
    // The way from home to the tracking screen (the consistency test looks for it by this id).
    <Paper withBorder radius="md" p="md" h="100%" data-testid="home-tracking-card">
      <Stack gap="sm" data-testid="home-changes">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('homeScreen.changes')}
          </Title>
          <Text size="xs" c="dimmed">
            {t(simple ? 'homeScreen.changesHintSimple' : 'homeScreen.changesHint')}
          </Text>
        </Stack>
        {loading ? (
          <Stack gap="xs" aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={44} radius="sm" />
            ))}
          </Stack>
        ) : noPrevious ? (
          <Text size="sm" c="dimmed" data-testid="home-changes-none">
            {t('homeScreen.noPreviousWeek')}
          </Text>
        ) : report && ranked.length === 0 ? (
          <Stack gap={4} data-testid="home-changes-none">
            <Text size="sm" fw={600}>
              {t('homeScreen.noSignificantChange')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('homeScreen.noSignificantChangeHint')}
            </Text>
          </Stack>
        ) : (
          report && (
            <Stack gap={4}>
              {ranked.map((change) => (
                <ChangeRow key={change.id} report={report} change={change} colorOf={colorOf} />
              ))}
            </Stack>
          )
        )}
        <Group>
          <ButtonLink
            to="/projects/tracking"
            variant="subtle"
            size="xs"
            rightSection={<IconArrowRight size={14} />}
          >
            {t('homeScreen.openTracking')}
          </ButtonLink>
        </Group>
      </Stack>
    </Paper>
  );
}
