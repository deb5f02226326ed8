import type { PromptReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { rankBuckets, rankRows } from './prompt-chart-rows.ts';

/** The buckets from best to worst: darker is better, grey is not named at all. */
const bucketColors = {
  first: 'violet.8',
  secondOrThird: 'violet.4',
  later: 'yellow.5',
  notNamed: 'gray.3',
} as const;

/**
 * Each brand's rank across this prompt's answers as one stacked bar of n: named first, second or third, later, or
 * not named; the tooltip gives each share with its answer count. Leads to the brand table.
 */
export function PromptRankChart({ report, loading }: { report: PromptReport | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const series: ChartSeries[] = rankBuckets.map((bucket) => ({
    key: bucket,
    label: t(`promptDetail.ranks.${bucket}`),
    color: bucketColors[bucket],
  }));
  const brands = new Map((report?.brands ?? []).map((b) => [b.key, b]));
  const height = Math.max(160, 44 * (report?.brands.length ?? 4) + 40);
  return (
    <ChartCard
      testId="prompt-ranks"
      title={t('promptDetail.ranks.title')}
      description={t(simple ? 'promptDetail.ranks.hintSimple' : 'promptDetail.ranks.hint')}
      unit={t('charts.units.percent')}
      legend={series}
      loading={loading}
      height={height}
      emptyReason={report && report.n === 0 ? t('promptDetail.ranks.empty') : null}
      link={{ href: '#prompt-brands', label: t('promptDetail.ranks.showTable') }}
    >
      {report && (
        <LazyBarChart
          rows={rankRows(report)}
          series={series}
          valueKind="percent"
          direction="horizontal"
          stacked
          height={height}
          maxBarWidth={28}
          formatX={(key) => brands.get(key)?.name ?? key}
          detail={(key, bucket) => {
            const brand = brands.get(key);
            if (!brand) return undefined;
            return t('promptDetail.ranks.detail', {
              count: brand.ranks[bucket as keyof typeof brand.ranks],
              n: count(report.n),
            });
          }}
        />
      )}
    </ChartCard>
  );
}
