import { Badge, Skeleton, Stack, Text } from '@mantine/core';
import type { Watch } from '@sightline/contracts';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { count, engineNames, localDate, percent } from '../../lib/format.ts';
import { LazySparkline } from '../../ui/charts/lazy-charts.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { useRangeSearch } from './use-watch-range.ts';
import { WatchEnginesText } from './WatchEngines.tsx';
import { WatchKindBadge } from './WatchKindBadge.tsx';

/** The "counting past answers…" mark of a watch whose history is still being matched. */
export function CountingBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      size="xs"
      variant="light"
      color="yellow"
      tt="none"
      title={t('watches.countingHint')}
      data-testid="watch-counting"
      style={{ flex: 'none' }}
    >
      {t('watches.counting')}
    </Badge>
  );
}

function watchColumns(t: TFunction, search: { from?: string; to?: string }): TableColumn<Watch>[] {
  return [
    {
      accessor: 'name',
      title: t('watches.columns.name'),
      sortable: true,
      render: (w) => (
        <Stack gap={2} align="flex-start">
          <AnchorLink
            to="/projects/watches/$documentId"
            params={{ documentId: w.documentId }}
            search={search}
            size="sm"
            fw={600}
            onClick={(event) => event.stopPropagation()}
            data-testid="watch-name"
            style={{ whiteSpace: 'normal', maxWidth: 220, display: 'inline-block' }}
          >
            {w.name}
          </AnchorLink>
          {w.counting && <CountingBadge />}
        </Stack>
      ),
    },
    {
      accessor: 'kind',
      title: t('watches.columns.kind'),
      sortable: true,
      noWrap: true,
      value: (w) => t(`watches.kinds.${w.kind}`),
      render: (w) => <WatchKindBadge kind={w.kind} size="xs" />,
    },
    {
      accessor: 'targetLabel',
      title: t('watches.columns.target'),
      sortable: true,
      render: (w) => (
        <Text
          size="sm"
          lineClamp={2}
          miw={120}
          maw={240}
          title={w.target}
          data-testid="watch-target"
          style={{ overflowWrap: 'anywhere' }}
        >
          {w.targetLabel}
        </Text>
      ),
    },
    {
      accessor: 'engines',
      title: t('watches.columns.engines'),
      value: (w) => (w.engines.length === 0 ? t('watches.allEngines') : engineNames(t, w.engines)),
      render: (w) => <WatchEnginesText engines={w.engines} />,
    },
    {
      accessor: 'hits',
      title: t('watches.columns.hits'),
      help: t('watches.columns.hitsHelp'),
      sortable: true,
      textAlign: 'right',
      render: (w) => (
        <Text size="sm" fw={600} data-testid="watch-hits" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {count(w.hits)}
        </Text>
      ),
      exportExtras: [
        {
          title: t('table.sampleSize', { column: t('watches.columns.rate') }),
          value: (w) => w.answers,
          statistic: true,
        },
      ],
    },
    {
      accessor: 'rate',
      title: t('watches.columns.rate'),
      help: t('watches.columns.rateHelp'),
      statisticHelp: t('watches.columns.rateStatisticHelp'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (w) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" data-testid="watch-rate" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {percent(w.rate)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="watch-rate-n">
            {t('watches.ofAnswers', { x: count(w.hits), n: count(w.answers) })}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'change',
      title: t('watches.columns.change'),
      help: t('watches.columns.changeHelp'),
      sortable: true,
      value: (w) => w.change.delta,
      render: (w) => <MetricChangeLine change={serverChange(w.change)} />,
      exportExtras: [{ title: 'p', value: (w) => w.change.pValue, statistic: true }],
    },
    {
      accessor: 'trend',
      title: t('watches.columns.trend'),
      help: t('watches.columns.trendHelp'),
      exportable: false,
      render: (w) => (
        <Suspense fallback={<Skeleton h={28} w={96} />}>
          <LazySparkline
            values={w.days.map((d) => d.hits)}
            label={t('watches.columns.trendHelp')}
            valueKind="count"
            color="violet.6"
            w={96}
            h={28}
          />
        </Suspense>
      ),
    },
    {
      accessor: 'lastHitDay',
      title: t('watches.columns.lastHit'),
      help: t('watches.columns.lastHitHelp'),
      sortable: true,
      noWrap: true,
      value: (w) => w.lastHitDay,
      render: (w) => (
        <Text size="sm" c={w.lastHitDay ? undefined : 'dimmed'} data-testid="watch-last-hit">
          {w.lastHitDay ? localDate(w.lastHitDay) : t('watches.never')}
        </Text>
      ),
    },
  ];
}

/**
 * The project's watches over the range: name (and whether its history is still being counted), kind, target,
 * engines, hits, hit rate over n, the tested change against the period before, hits per day and the last hit. It sorts
 * (all rows are on the client: a project has at most 50 watches) and exports; a row opens the watch.
 */
export function WatchTable({ watches, loading }: { watches: Watch[]; loading: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useRangeSearch();
  const { from, to } = search;
  const columns = useMemo(
    () => watchColumns(t, { ...(from ? { from } : {}), ...(to ? { to } : {}) }),
    [t, from, to],
  );
  return (
    <DataTable
      rows={watches}
      columns={columns}
      rowKey={(w) => w.documentId}
      loading={loading}
      emptyText={t('watches.tableEmpty')}
      exportName={t('watches.export')}
      testId="watch-table"
      rowTestId="watch-row"
      minWidth={980}
      onRowClick={(w) =>
        void navigate({ to: '/projects/watches/$documentId', params: { documentId: w.documentId }, search })
      }
      title={
        <Stack gap={0}>
          <Text fw={600}>{t('watches.table')}</Text>
          <Text size="xs" c="dimmed" maw={560}>
            {t('watches.tableHint')}
          </Text>
        </Stack>
      }
    />
  );
}
