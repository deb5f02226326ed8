import { Badge, ColorSwatch, Group, Progress, Stack, Text } from '@mantine/core';
import type { TrackedBrandMetrics, TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { decimal, interval } from '../../lib/format.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { cssColor } from '../../ui/brand-colors.ts';
import { DataTable, type TableColumn } from '../../ui/data-table/DataTable.tsx';
import { useFilters } from '../../ui/filter-bar/use-filters.ts';
import { explanationText } from '../../ui/metric-card/explanation.ts';
import { RatioValue } from '../../ui/metric-card/RatioValue.tsx';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';

/**
 * Every tracked brand with the metrics of docs/features/metrics.md, the own brand first; n and the 95 % interval
 * shown (not in the simple view). Sortable by each metric, with its definition in the header, and exportable as CSV
 * (raw fractions, n and bounds).
 */
export function BrandsTable({ report, loading }: { report: TrackingReport | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { colorOf } = useBrandColors(useSession().selection.project?.documentId);
  // A brand's name opens the answers that mention it, under the same period and filters.
  const { filters } = useFilters();
  const simple = useSimpleView();
  const bounds = (column: string) => [
    { title: t('table.numerator', { column }), value: (b: TrackedBrandMetrics) => b.visibility.mentioning },
    {
      title: t('table.sampleSize', { column }),
      value: (b: TrackedBrandMetrics) => b.visibility.n,
      statistic: true,
    },
    {
      title: t('table.lowerBound', { column }),
      value: (b: TrackedBrandMetrics) => b.visibility.low,
      statistic: true,
    },
    {
      title: t('table.upperBound', { column }),
      value: (b: TrackedBrandMetrics) => b.visibility.high,
      statistic: true,
    },
  ];
  const columns: TableColumn<TrackedBrandMetrics>[] = [
    {
      accessor: 'name',
      title: t('tracking.brand'),
      sortable: true,
      // As wide as a name and the own brand's badge: the kept first column of a narrow screen.
      width: 200,
      value: (b) => b.name,
      exportExtras: [{ title: t('tracking.ownBrand'), value: (b) => b.own }],
      render: (b) => (
        <Group gap={8} wrap="nowrap">
          <ColorSwatch color={cssColor(colorOf(b.key))} size={10} withShadow={false} />
          <AnchorLink
            to="/data/completions"
            search={{ ...filters, brand: b.key, mentioned: true }}
            size="sm"
            fw={b.own ? 700 : 400}
            style={{ flexShrink: 0 }}
            title={t('tracking.brandAnswers', { brand: b.name })}
            data-testid="tracking-brand-link"
          >
            {b.name}
          </AnchorLink>
          {b.own && (
            // Not shrunk: the kept first column of a phone's table is as wide as the name and this badge.
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {t('tracking.ownBrand')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'visibility',
      title: t('tracking.visibility'),
      help: t('tracking.visibilityHint'),
      sortable: true,
      width: 220,
      value: (b) => b.visibility.value,
      exportExtras: bounds(t('tracking.visibility')),
      render: (b) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} data-testid="tracking-visibility">
            <RatioValue value={b.visibility.value} basis={b.basis.visibility} />
          </Text>
          <Progress value={(b.visibility.value ?? 0) * 100} size="xs" color={colorOf(b.key)} aria-hidden />
          <Text size="xs" c="dimmed">
            {explanationText(t, { kind: 'ratio', basis: b.basis.visibility })}
            {!simple && ` ${interval(b.visibility.low, b.visibility.high)}`}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'shareOfVoice',
      title: t('tracking.shareOfVoice'),
      help: t('tracking.shareOfVoiceHint'),
      sortable: true,
      textAlign: 'right',
      render: (b) => <RatioValue value={b.shareOfVoice} basis={b.basis.shareOfVoice} />,
    },
    {
      accessor: 'mentionShareOfVoice',
      title: t('tracking.mentionShareOfVoice'),
      help: t('tracking.mentionShareOfVoiceHint'),
      sortable: true,
      textAlign: 'right',
      render: (b) => <RatioValue value={b.mentionShareOfVoice} basis={b.basis.mentionShareOfVoice} />,
    },
    {
      accessor: 'averagePosition',
      title: t('tracking.position'),
      help: t('tracking.positionHint'),
      sortable: true,
      textAlign: 'right',
      render: (b) => decimal(b.averagePosition, 2),
    },
    {
      accessor: 'top1Rate',
      title: t('tracking.top1'),
      help: t('tracking.top1Hint'),
      sortable: true,
      textAlign: 'right',
      render: (b) => <RatioValue value={b.top1Rate} basis={b.basis.top1Rate} />,
    },
    {
      accessor: 'sentiment',
      title: t('tracking.sentiment'),
      help: t('tracking.sentimentHint'),
      sortable: true,
      textAlign: 'right',
      value: (b) => b.sentiment.score,
      exportExtras: [
        { title: t('trackingCharts.positive'), value: (b) => b.sentiment.positive },
        { title: t('trackingCharts.neutral'), value: (b) => b.sentiment.neutral },
        { title: t('trackingCharts.negative'), value: (b) => b.sentiment.negative },
        { title: t('trackingCharts.top'), value: (b) => b.positions.top },
        { title: t('trackingCharts.middle'), value: (b) => b.positions.middle },
        { title: t('trackingCharts.bottom'), value: (b) => b.positions.bottom },
      ],
      render: (b) => decimal(b.sentiment.score, 1),
    },
  ];
  return (
    <DataTable
      rows={report?.brands ?? []}
      loading={loading}
      columns={columns}
      rowKey={(b) => b.key}
      emptyText={t('empty.afterFirstCollect')}
      exportName={`brands-${report?.from ?? ''}-${report?.to ?? ''}`}
      title={t('tracking.brand')}
      testId="tracking-brands"
      rowTestId="tracking-brand-row"
      minWidth={880}
    />
  );
}
