import { Text } from '@mantine/core';
import type { ProportionChange } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { count, decimal, percent } from '../../lib/format.ts';
import type { TableColumn } from '../../ui/data-table/DataTable.tsx';
import { MetricChangeLine } from '../../ui/metric-card/MetricChangeLine.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';

/** What a domain row and a page row both measure. */
export interface SourceMeasures {
  citations: number;
  share: number | null;
  answersCiting: number;
  rate: number | null;
  impressionShare: number | null;
  meanFirstPosition: number | null;
  change: ProportionChange;
}

/**
 * The columns both source tables show after their own: citations and their share, the answers citing over n (the
 * count and n exported beside), impression share and first-citation position; and, last, the change of the rate
 * against the period before (only marked when significant).
 */
export function sourceMeasureColumns<T extends SourceMeasures>(
  t: TFunction,
  n: number,
): { measures: TableColumn<T>[]; change: TableColumn<T> } {
  return {
    measures: [
      { accessor: 'citations', title: t('sources.columns.citations'), sortable: true, textAlign: 'right' },
      {
        accessor: 'share',
        title: t('sources.columns.share'),
        help: t('sources.columns.shareHelp'),
        sortable: true,
        textAlign: 'right',
        render: (row) => percent(row.share),
      },
      {
        accessor: 'rate',
        title: t('sources.columns.rate'),
        help: t('sources.columns.rateHelp'),
        statisticHelp: t('sources.columns.rateStatisticHelp'),
        sortable: true,
        textAlign: 'right',
        render: (row) => (
          <Text size="sm" title={t('sources.ofAnswers', { x: count(row.answersCiting), n: count(n) })}>
            {percent(row.rate)}
          </Text>
        ),
        exportExtras: [
          {
            title: t('table.numerator', { column: t('sources.columns.rate') }),
            value: (row) => row.answersCiting,
          },
          {
            title: t('table.sampleSize', { column: t('sources.columns.rate') }),
            value: () => n,
            statistic: true,
          },
        ],
      },
      {
        accessor: 'impressionShare',
        title: t('sources.columns.impressionShare'),
        help: t('sources.columns.impressionShareHelp'),
        sortable: true,
        textAlign: 'right',
        render: (row) => percent(row.impressionShare),
      },
      {
        accessor: 'meanFirstPosition',
        title: t('sources.columns.position'),
        help: t('sources.columns.positionHelp'),
        sortable: true,
        textAlign: 'right',
        render: (row) => decimal(row.meanFirstPosition),
      },
    ],
    change: {
      accessor: 'change',
      title: t('sources.columns.change'),
      help: t('sources.columns.changeHelp'),
      value: (row) => row.change.delta,
      render: (row) => <MetricChangeLine change={serverChange(row.change)} />,
      exportExtras: [{ title: 'p', value: (row) => row.change.pValue, statistic: true }],
    },
  };
}
