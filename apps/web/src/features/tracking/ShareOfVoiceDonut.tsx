import type { TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { DonutSlice } from '../../ui/charts/DonutChart.tsx';
import { LazyDonutChart } from '../../ui/charts/lazy-charts.ts';

interface Props {
  report: TrackingReport | undefined;
  loading: boolean;
  colorOf: (brandKey: string) => string;
}

/** Share of voice of every tracked brand (answer-based), the own brand's share in the middle. */
export function ShareOfVoiceDonut({ report, loading, colorOf }: Props) {
  const { t } = useTranslation();
  const brands = report?.brands ?? [];
  const slices: DonutSlice[] = brands
    .filter((b) => (b.shareOfVoice ?? 0) > 0)
    .map((b) => ({
      key: b.key,
      label: b.own ? `${b.name} (${t('tracking.ownBrand')})` : b.name,
      color: colorOf(b.key),
      value: b.shareOfVoice ?? 0,
      detail: `${count(b.visibility.mentioning)} ${t('trackingCharts.mentioningAnswers')}`,
    }));
  const own = brands.find((b) => b.own);
  return (
    <ChartCard
      testId="chart-share-of-voice"
      title={t('trackingCharts.shareOfVoice')}
      description={t('trackingCharts.shareOfVoiceHint')}
      unit={t('charts.units.percent')}
      legend={slices.map(({ key, label, color }) => ({ key, label, color }))}
      loading={loading}
      emptyReason={report && slices.length === 0 ? t('trackingCharts.shareOfVoiceEmpty') : null}
      link={{ href: '#tracking-brands', label: t('charts.showTable') }}
    >
      <LazyDonutChart slices={slices} valueKind="percent" centerLabel={percent(own?.shareOfVoice)} />
    </ChartCard>
  );
}
