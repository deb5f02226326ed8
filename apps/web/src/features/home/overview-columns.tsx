import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { OverviewProject } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { Suspense } from 'react';
import { decimal, localDate } from '../../lib/format.ts';
import { ownBrandColor } from '../../ui/brand-colors.ts';
import { LazySparkline } from '../../ui/charts/lazy-charts.ts';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { tooFewAnswers } from '../../ui/metric-card/metric-change.ts';
import { RatioValue } from '../../ui/metric-card/RatioValue.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';
import { ProjectVisibility } from './ProjectVisibility.tsx';
import { sparklineValues } from './RecentProjectsCard.tsx';

/** A window's visibility as CSV extras: its n and Wilson bounds, raw. */
function visibilityExtras(
  t: TFunction,
  title: string,
  pick: (p: OverviewProject) => OverviewProject['last7'],
) {
  return [
    {
      title: t('table.sampleSize', { column: title }),
      value: (p: OverviewProject) => pick(p).visibility.n,
      statistic: true,
    },
    {
      title: t('table.lowerBound', { column: title }),
      value: (p: OverviewProject) => pick(p).visibility.low,
      statistic: true,
    },
    {
      title: t('table.upperBound', { column: title }),
      value: (p: OverviewProject) => pick(p).visibility.high,
      statistic: true,
    },
  ];
}

/**
 * The overview table's columns: the project (with the simulated mark), 7-day visibility with its interval and n,
 * its tested change, 30-day visibility with its n, share of voice, position, the 30-day sparkline and the last answer
 * day (the 7-day n is in the visibility cell and the CSV).
 */
export function overviewColumns(
  t: TFunction,
  openLabel: (p: OverviewProject) => string,
): TableColumn<OverviewProject>[] {
  const visibility7 = t('homeScreen.columns.visibility7');
  const visibility30 = t('homeScreen.columns.visibility30');
  return [
    {
      accessor: 'name',
      title: t('homeScreen.columns.name'),
      sortable: true,
      noWrap: false,
      // Wide enough on a phone for the simulated mark to show whole, not cut to "SIMULAT…".
      width: 170,
      render: (p) => (
        <Stack gap={0} aria-label={openLabel(p)}>
          <Text size="sm" fw={600} data-testid="overview-name">
            {p.name}
          </Text>
          <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
            <Text size="xs" c="dimmed">
              {p.brandName}
              {p.status === 'inactive' ? ` · ${t('home.status.inactive')}` : ''}
            </Text>
            {p.simulated && (
              <Badge
                size="xs"
                color="orange"
                variant="light"
                style={{ flex: 'none' }}
                data-testid="overview-simulated"
              >
                {t('homeScreen.simulated')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
      exportExtras: [
        { title: t('homeScreen.columns.status'), value: (p) => p.status },
        { title: t('homeScreen.simulated'), value: (p) => p.simulated },
      ],
    },
    {
      accessor: 'visibility7',
      title: visibility7,
      help: t('homeScreen.columns.visibility7Help'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.last7.visibility.value,
      render: (p) => <ProjectVisibility window={p.last7} align="right" />,
      exportExtras: visibilityExtras(t, visibility7, (p) => p.last7),
    },
    {
      accessor: 'change7',
      title: t('homeScreen.columns.change'),
      help: t('homeScreen.columns.changeHelp'),
      sortable: true,
      value: (p) => p.last7.change.delta,
      render: (p) =>
        tooFewAnswers(p.last7.visibility.n) ? (
          <Text size="xs" c="dimmed">
            {t('homeScreen.notEnough')}
          </Text>
        ) : (
          <MetricChangeLine change={serverChange(p.last7.change)} />
        ),
      exportExtras: [
        { title: 'p', value: (p) => p.last7.change.pValue, statistic: true },
        { title: t('homeScreen.noSignificant'), value: (p) => !p.last7.change.significant },
      ],
    },
    {
      accessor: 'visibility30',
      title: visibility30,
      sortable: true,
      textAlign: 'right',
      value: (p) => p.last30.visibility.value,
      render: (p) => <ProjectVisibility window={p.last30} align="right" />,
      exportExtras: visibilityExtras(t, visibility30, (p) => p.last30),
    },
    {
      accessor: 'shareOfVoice',
      title: t('homeScreen.columns.shareOfVoice'),
      help: t('homeScreen.columns.shareOfVoiceHelp'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.last7.shareOfVoice,
      render: (p) => <RatioValue value={p.last7.shareOfVoice} basis={p.last7.basis.shareOfVoice} />,
    },
    {
      accessor: 'position',
      title: t('homeScreen.columns.position'),
      help: t('homeScreen.columns.positionHelp'),
      sortable: true,
      textAlign: 'right',
      value: (p) => p.last7.averagePosition,
      render: (p) => decimal(p.last7.averagePosition, 2),
    },
    {
      accessor: 'trend',
      title: t('homeScreen.columns.trend'),
      exportable: false,
      render: (p) => (
        <Suspense fallback={<Skeleton h={28} w={96} />}>
          <LazySparkline
            values={sparklineValues(p)}
            label={t('homeScreen.sparkline')}
            color={ownBrandColor}
            w={110}
            h={28}
          />
        </Suspense>
      ),
    },
    {
      accessor: 'lastAnswerDay',
      title: t('homeScreen.columns.lastAnswer'),
      sortable: true,
      noWrap: true,
      value: (p) => p.lastAnswerDay,
      // A local day: written as it is, not moved by a timezone.
      render: (p) => (p.lastAnswerDay ? localDate(p.lastAnswerDay) : t('homeScreen.noAnswers')),
    },
  ];
}
