import { Group, Select, Stack, Text } from '@mantine/core';
import type { TrackingGroup, TrackingReport } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { count, interval, pValue, signedPoints } from '../../lib/format.ts';
import { type BrandMetric, brandMetrics, metricKind, metricScale } from '../../ui/charts/brand-metrics.ts';
import { formatValue } from '../../ui/charts/chart-values.ts';
import { HeatCell } from '../../ui/charts/HeatCell.tsx';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { explanationText } from '../../ui/metric-card/explanation.ts';
import { groupMatrixRows, type MatrixCell, type MatrixRow } from './group-matrix.ts';

interface Props {
  report: TrackingReport | undefined;
  loading: boolean;
  metric: BrandMetric;
  onMetricChange: (metric: BrandMetric) => void;
  title: string;
  description: string;
  /** The first column's header (Engine, Intent, …). */
  groupTitle: string;
  /** A group's name as people read it. */
  groupLabel: (group: TrackingGroup) => string;
  /** How a row's name is drawn (an engine with its badge); by default its label. */
  renderLabel?: (row: MatrixRow) => ReactNode;
  /** Adds the report's total as the first row with this label. */
  totalLabel?: string;
  exportName: string;
  testId: string;
}

/**
 * A group × brand matrix (engine × brand, intent × brand, …) for the chosen metric: each cell the brand's value with
 * its n, coloured on the metric's fixed scale, the exact value, interval and any significant change on hover; a
 * visibility that changed significantly against the previous period carries an arrow. Sortable, exportable as CSV.
 */
export function GroupBrandMatrix(props: Props) {
  const { t } = useTranslation();
  const { report, metric } = props;
  const brands = report?.brands ?? [];
  const rows = report
    ? groupMatrixRows(report, metric, {
        label: props.groupLabel,
        ...(props.totalLabel === undefined ? {} : { totalLabel: props.totalLabel }),
      })
    : [];
  const kind = metricKind(metric);
  const scale = metricScale(metric, brands.length);
  const changeText = (cell: MatrixCell) => {
    const c = cell.change;
    if (!c?.significant || c.delta === null || c.pValue === null) return '';
    return t(c.delta > 0 ? 'analytics.changeUp' : 'analytics.changeDown', {
      change: signedPoints(c.delta),
      p: pValue(c.pValue),
    });
  };
  const cellOf = (cell: MatrixCell | undefined) => {
    if (!cell) return <HeatCell value={null} scale={scale} label="–" />;
    const significant = Boolean(cell.change?.significant && cell.change.delta !== null);
    const arrow = significant ? ((cell.change?.delta ?? 0) > 0 ? '▲ ' : '▼ ') : '';
    return (
      <HeatCell
        value={cell.value}
        scale={scale}
        label={formatValue(kind, cell.value)}
        detail={`${arrow}${t('analytics.cellN', { n: count(cell.n) })}`}
        title={
          cell.value === null
            ? t('analytics.noData')
            : `${t('analytics.cellTitle', {
                value: formatValue(kind, cell.value),
                basis: explanationText(
                  t,
                  cell.basis ? { kind: 'ratio', basis: cell.basis } : { kind: 'mean', answers: cell.n },
                ),
                interval: interval(cell.low, cell.high),
              })} ${changeText(cell)}`.trim()
        }
        testId="matrix-cell"
      />
    );
  };
  const columns: TableColumn<MatrixRow>[] = [
    {
      accessor: 'label',
      title: props.groupTitle,
      sortable: true,
      value: (row) => row.label,
      render: (row) => (
        <Text size="sm" fw={row.total ? 700 : 500} component="div">
          {props.renderLabel ? props.renderLabel(row) : row.label}
        </Text>
      ),
    },
    {
      accessor: 'n',
      title: t('analytics.n'),
      help: t('analytics.nHint'),
      sortable: true,
      textAlign: 'right',
      value: (row) => row.n,
      render: (row) => count(row.n),
    },
    ...brands.map(
      (brand): TableColumn<MatrixRow> => ({
        accessor: `brand:${brand.key}`,
        title: brand.own ? `${brand.name} (${t('analytics.ownBrand')})` : brand.name,
        sortable: true,
        textAlign: 'center',
        width: 150,
        value: (row) => row.cells[brand.key]?.value ?? null,
        exportExtras: [
          { title: t('analytics.rawN', { brand: brand.name }), value: (row) => row.cells[brand.key]?.n },
        ],
        render: (row) => cellOf(row.cells[brand.key]),
      }),
    ),
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      loading={props.loading}
      emptyText={t('analytics.empty')}
      exportName={`${props.exportName}-${metric}-${report?.from ?? ''}-${report?.to ?? ''}`}
      title={
        <Group gap="sm" wrap="wrap" align="flex-end" maw={{ base: 200, sm: 'none' }}>
          <Stack gap={0}>
            <Text fw={600}>{props.title}</Text>
            <Text size="xs" c="dimmed" maw={560} visibleFrom="sm">
              {props.description}
            </Text>
          </Stack>
          <Select
            size="xs"
            aria-label={t('charts.metric')}
            data={brandMetrics.map((m) => ({ value: m, label: t(`charts.metrics.${m}`) }))}
            value={metric}
            allowDeselect={false}
            onChange={(value) => value && props.onMetricChange(value as BrandMetric)}
            w={{ base: 130, sm: 200 }}
            title={t(`charts.metricHints.${metric}`)}
            data-testid={`${props.testId}-metric`}
          />
        </Group>
      }
      testId={props.testId}
      rowTestId={`${props.testId}-row`}
      minWidth={280 + brands.length * 150}
    />
  );
}
