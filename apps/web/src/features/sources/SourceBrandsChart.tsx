import type { SourceBrandRow } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';
import { useBrandColors } from '../../ui/use-brand-colors.ts';

/**
 * The brands named in the answers citing the source, as the share of those answers naming each (bars in the
 * brands' colours, the own brand marked): whose story this source tells.
 */
export function SourceBrandsChart({
  projectDocumentId,
  brands,
  answersCiting,
  loading,
}: {
  projectDocumentId: string;
  brands: SourceBrandRow[] | undefined;
  answersCiting: number;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const colors = useBrandColors(projectDocumentId);
  const shown = (brands ?? []).slice(0, 10);
  const label = (b: SourceBrandRow) => (b.own ? `${b.name} (${t('sourceDetail.ownBrand')})` : b.name);
  const series: ChartSeries[] = shown.map((b) => ({
    key: b.key,
    label: label(b),
    color: colors.colorOf(b.key),
  }));
  // One bar per brand: each row carries only its own brand's value, so every bar takes its brand's colour.
  const rows = shown.map((b) => ({ x: label(b), [b.key]: b.share }));
  const byLabel = new Map(shown.map((b) => [label(b), b]));
  return (
    <ChartCard
      testId="source-brands"
      title={t('sourceDetail.brands')}
      description={t('sourceDetail.brandsHint')}
      unit={t('charts.units.percent')}
      loading={loading}
      emptyReason={brands && brands.length === 0 ? t('sourceDetail.brandsEmpty') : null}
    >
      <LazyBarChart
        rows={rows}
        series={series}
        valueKind="percent"
        maxBarWidth={36}
        direction="horizontal"
        stacked
        detail={(x) => {
          const b = byLabel.get(x);
          return b
            ? t('sourceDetail.brandDetail', { x: count(b.answers), n: count(answersCiting) })
            : undefined;
        }}
      />
    </ChartCard>
  );
}
