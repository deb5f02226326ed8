import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import type { RangedReportFilter, TrackingGroup, TrackingReport } from '@sightline/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { count, interval, pValue, signedPoints } from '../../lib/format.ts';
import { AnswerListDrawer } from '../../ui/answer-list/AnswerListDrawer.tsx';
import { type BrandMetric, brandMetrics, metricKind, metricScale } from '../../ui/charts/brand-metrics.ts';
import { formatValue } from '../../ui/charts/chart-values.ts';
import { HeatCell } from '../../ui/charts/HeatCell.tsx';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { explanationText } from '../../ui/metric-card/explanation.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import {
  cellAnswers,
  groupMatrixRows,
  type MatrixCell,
  type MatrixGroupBy,
  type MatrixRow,
  rowAnswers,
} from './group-matrix.ts';

interface Props {
  projectDocumentId: string;
  /** The report filter the report was asked with: a number's answers are asked with it, narrowed to its row. */
  filter: RangedReportFilter;
  /** What the report is grouped by (each row one group of it). */
  groupBy: MatrixGroupBy;
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
 * Every number opens the answers behind it in a drawer, under the report's filter narrowed to its row: a row's n its
 * successful answers, a brand's cell those its value rests on (see `cellAnswers`).
 */
export function GroupBrandMatrix(props: Props) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const { report, metric } = props;
  const brands = report?.brands ?? [];
  const [opened, setOpened] = useState<{ row: MatrixRow; brand: string | null } | null>(null);
  const brandName = (key: string) => brands.find((b) => b.key === key)?.name ?? key;
  const metricName = t(`charts.metrics.${metric}`);
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
    if (simple) {
      return t(c.delta > 0 ? 'analytics.changeUpSimple' : 'analytics.changeDownSimple', {
        change: signedPoints(c.delta),
      });
    }
    return t(c.delta > 0 ? 'analytics.changeUp' : 'analytics.changeDown', {
      change: signedPoints(c.delta),
      p: pValue(c.pValue),
    });
  };
  const cellOf = (row: MatrixRow, brandKey: string) => {
    const cell = row.cells[brandKey];
    if (!cell) return <HeatCell value={null} scale={scale} label="–" />;
    const significant = Boolean(cell.change?.significant && cell.change.delta !== null);
    const arrow = significant ? ((cell.change?.delta ?? 0) > 0 ? '▲ ' : '▼ ') : '';
    const answers = cellAnswers(metric, row, cell);
    const label = formatValue(kind, cell.value);
    return (
      <HeatCell
        value={cell.value}
        scale={scale}
        label={label}
        {...(simple
          ? arrow
            ? { detail: arrow.trim() }
            : {}
          : { detail: `${arrow}${t('analytics.cellN', { n: count(cell.n) })}` })}
        title={
          cell.value === null
            ? t('analytics.noData')
            : `${t('analytics.cellTitle', {
                value: formatValue(kind, cell.value),
                basis: explanationText(
                  t,
                  cell.basis ? { kind: 'ratio', basis: cell.basis } : { kind: 'mean', answers: cell.n },
                ),
                interval: simple ? '' : interval(cell.low, cell.high),
              })} ${changeText(cell)}`.trim()
        }
        {...(answers.count > 0
          ? {
              onClick: () => setOpened({ row, brand: brandKey }),
              ariaLabel: t('analytics.cellOpen', {
                brand: brandName(brandKey),
                group: row.label,
                metric: metricName,
                value: label,
                n: count(cell.n),
                answers: count(answers.count),
              }),
            }
          : {})}
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
      statistic: true,
      value: (row) => row.n,
      render: (row) =>
        row.n > 0 ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setOpened({ row, brand: null })}
            aria-label={t('analytics.rowOpen', { group: row.label, n: count(row.n) })}
            data-testid="matrix-n"
          >
            {count(row.n)}
          </Anchor>
        ) : (
          count(row.n)
        ),
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
          {
            title: t('analytics.rawN', { brand: brand.name }),
            value: (row) => row.cells[brand.key]?.n,
            statistic: true,
          },
        ],
        render: (row) => cellOf(row, brand.key),
      }),
    ),
  ];
  return (
    <>
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
      {opened && <MatrixAnswers {...props} opened={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

/** The drawer of a number's answers: a row's successful answers, or those a brand's cell rests on. */
function MatrixAnswers({
  projectDocumentId,
  filter,
  groupBy,
  report,
  metric,
  opened,
  onClose,
}: Props & { opened: { row: MatrixRow; brand: string | null }; onClose: () => void }) {
  const { t } = useTranslation();
  const { row, brand } = opened;
  const scope = rowAnswers(groupBy, filter, row);
  const cell = brand === null ? undefined : row.cells[brand];
  const naming = brand !== null && cell !== undefined && cellAnswers(metric, row, cell).naming;
  const name = report?.brands.find((b) => b.key === brand)?.name ?? brand ?? '';
  const title =
    brand === null
      ? t('analytics.rowAnswers', { group: row.label })
      : naming
        ? t('analytics.namingAnswers', { group: row.label, brand: name })
        : t('analytics.cellAnswers', {
            group: row.label,
            brand: name,
            metric: t(`charts.metrics.${metric}`),
          });
  return (
    <AnswerListDrawer
      opened
      onClose={onClose}
      title={title}
      projectDocumentId={projectDocumentId}
      filter={scope.filter}
      intent={scope.intent}
      {...(brand !== null && naming ? { brand } : {})}
      highlight={brand !== null && !naming ? brand : undefined}
      answered
      pageable
    />
  );
}
