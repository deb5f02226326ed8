import { Text } from '@mantine/core';
import type { TrackingReport } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimal, engineName, interval, percent } from '../../lib/format.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { EngineLabel } from '../../ui/EngineLabel.tsx';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { tooFewAnswers } from '../../ui/metric-card/metric-change.ts';
import { RatioValue } from '../../ui/metric-card/RatioValue.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';
import { Statistic } from '../../ui/report-detail/Statistic.tsx';
import { type EngineRow, engineRows } from './engine-rows.ts';

function columns(t: TFunction): TableColumn<EngineRow>[] {
  const visibility = t('dashboard.engineColumns.visibility');
  return [
    {
      accessor: 'engine',
      title: t('dashboard.engineColumns.engine'),
      sortable: true,
      value: (row) => engineName(t, row.engine),
      render: (row) => <EngineLabel engine={row.engine} />,
    },
    {
      accessor: 'n',
      title: t('dashboard.engineColumns.n'),
      sortable: true,
      textAlign: 'right',
      statistic: true,
    },
    {
      accessor: 'visibility',
      title: visibility,
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      value: (row) => row.own?.visibility.value ?? null,
      render: (row) =>
        tooFewAnswers(row.n) ? (
          <Text size="sm" c="dimmed" title={percent(row.own?.visibility.value)}>
            {t('metricCard.notEnoughData')}
          </Text>
        ) : (
          <Text size="sm" span>
            <RatioValue value={row.own?.visibility.value} basis={row.own?.basis.visibility} />{' '}
            <Statistic>
              <Text span size="xs" c="dimmed">
                {interval(row.own?.visibility.low ?? null, row.own?.visibility.high ?? null)}
              </Text>
            </Statistic>
          </Text>
        ),
      exportExtras: [
        {
          title: t('table.lowerBound', { column: visibility }),
          value: (row) => row.own?.visibility.low,
          statistic: true,
        },
        {
          title: t('table.upperBound', { column: visibility }),
          value: (row) => row.own?.visibility.high,
          statistic: true,
        },
      ],
    },
    {
      accessor: 'change',
      title: t('dashboard.engineColumns.change'),
      sortable: true,
      value: (row) => row.change?.delta ?? null,
      render: (row) => (tooFewAnswers(row.n) ? null : <MetricChangeLine change={serverChange(row.change)} />),
      exportExtras: [{ title: 'p', value: (row) => row.change?.pValue, statistic: true }],
    },
    {
      accessor: 'shareOfVoice',
      title: t('dashboard.engineColumns.shareOfVoice'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.own?.shareOfVoice ?? null,
      render: (row) => <RatioValue value={row.own?.shareOfVoice} basis={row.own?.basis.shareOfVoice} />,
    },
    {
      accessor: 'position',
      title: t('dashboard.engineColumns.position'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.own?.averagePosition ?? null,
      render: (row) => decimal(row.own?.averagePosition, 2),
    },
    {
      accessor: 'citationRate',
      title: t('dashboard.engineColumns.citationRate'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.citationRate,
      render: (row) => <RatioValue value={row.citationRate} basis={row.citationBasis} />,
    },
  ];
}

/** The own brand's numbers on each engine, with each engine's n and its tested change; sortable, exportable. */
export function EngineTable({ report, loading }: { report: TrackingReport | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <div id="dashboard-engine-table" style={{ scrollMarginTop: 72 }}>
      <DataTable
        rows={report ? engineRows(report) : []}
        columns={cols}
        rowKey={(row) => row.engine}
        loading={loading}
        emptyText={t('dashboard.enginesEmpty')}
        exportName={t('dashboard.exportEngines')}
        title={t('dashboard.engineTable')}
        testId="dashboard-engine-table"
        rowTestId="dashboard-engine-row"
        minWidth={720}
      />
    </div>
  );
}
