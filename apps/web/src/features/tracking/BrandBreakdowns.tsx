import type { TrackedBrandMetrics, TrackingReport } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries, ValueKind } from '../../ui/charts/chart-values.ts';
import { LazyBarChart } from '../../ui/charts/lazy-charts.ts';

interface Props {
  report: TrackingReport | undefined;
  loading: boolean;
}

/** A bar per brand (the own brand first), high enough for every brand's name. */
const heightFor = (brands: number) => Math.max(160, 48 + brands * 44);

function BrandBars({
  report,
  loading,
  testId,
  title,
  description,
  emptyReason,
  series,
  value,
  valueKind,
  stacked,
  detail,
}: Props & {
  testId: string;
  title: string;
  description: string;
  emptyReason: string;
  series: ChartSeries[];
  value: (brand: TrackedBrandMetrics, seriesKey: string) => number | null;
  valueKind: ValueKind;
  stacked?: boolean;
  detail: (brand: TrackedBrandMetrics, seriesKey: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const brands = report?.brands ?? [];
  const byKey = new Map(brands.map((b) => [b.key, b]));
  const rows: Array<{ x: string } & Record<string, number | string | null>> = brands.map((b) => ({
    x: b.key,
    ...Object.fromEntries(series.map((s) => [s.key, value(b, s.key)])),
  }));
  const empty = rows.every((row) => series.every((s) => !row[s.key]));
  const height = heightFor(brands.length || 3);
  const nameOf = (key: string) => {
    const brand = byKey.get(key);
    return brand ? (brand.own ? `${brand.name} (${t('tracking.ownBrand')})` : brand.name) : key;
  };
  return (
    <ChartCard
      testId={testId}
      title={title}
      description={description}
      unit={valueKind === 'percent' ? t('charts.units.percent') : t('charts.units.answers')}
      legend={series}
      loading={loading}
      emptyReason={report && empty ? emptyReason : null}
      link={{ href: '#tracking-brands', label: t('charts.showTable') }}
      height={height}
    >
      <LazyBarChart
        rows={rows}
        series={series}
        valueKind={valueKind}
        stacked={stacked ?? false}
        formatX={nameOf}
        height={height}
        detail={(x, key) => {
          const brand = byKey.get(x);
          return brand ? detail(brand, key) : undefined;
        }}
      />
    </ChartCard>
  );
}

/** Answer-based and mention-based share of voice side by side, per brand. */
export function ShareOfVoiceBars(props: Props) {
  const { t } = useTranslation();
  return (
    <BrandBars
      {...props}
      testId="chart-share-of-voice"
      title={t('trackingCharts.shareOfVoice')}
      description={t('trackingCharts.shareOfVoiceHint')}
      emptyReason={t('trackingCharts.shareOfVoiceEmpty')}
      series={[
        { key: 'answers', label: t('trackingCharts.byAnswers'), color: 'dark.4' },
        { key: 'mentions', label: t('trackingCharts.byMentions'), color: 'gray.5' },
      ]}
      valueKind="percent"
      value={(b, key) => (key === 'answers' ? b.shareOfVoice : b.mentionShareOfVoice)}
      detail={(b, key) =>
        key === 'answers'
          ? t('trackingCharts.mentioningAnswers', { n: count(b.visibility.mentioning) })
          : undefined
      }
    />
  );
}

const shareOf = (part: number, whole: number) => (whole > 0 ? percent(part / whole) : undefined);

/** Answers mentioning each brand by the sentiment label of the mention: positive, neutral, negative (stacked). */
export function SentimentBars(props: Props) {
  const { t } = useTranslation();
  const labels = ['positive', 'neutral', 'negative'] as const;
  const total = (b: TrackedBrandMetrics) => b.sentiment.positive + b.sentiment.neutral + b.sentiment.negative;
  return (
    <BrandBars
      {...props}
      testId="chart-sentiment"
      title={t('trackingCharts.sentiment')}
      description={t('trackingCharts.sentimentHint')}
      emptyReason={t('trackingCharts.sentimentEmpty')}
      series={[
        { key: 'positive', label: t('trackingCharts.positive'), color: 'teal.6' },
        { key: 'neutral', label: t('trackingCharts.neutral'), color: 'gray.4' },
        { key: 'negative', label: t('trackingCharts.negative'), color: 'red.6' },
      ]}
      valueKind="count"
      stacked
      value={(b, key) => b.sentiment[key as (typeof labels)[number]]}
      detail={(b, key) => shareOf(b.sentiment[key as (typeof labels)[number]], total(b))}
    />
  );
}

/** Answers whose first mention of the brand is in the top, middle or bottom third of the answer (stacked). */
export function PositionBars(props: Props) {
  const { t } = useTranslation();
  const thirds = ['top', 'middle', 'bottom'] as const;
  const total = (b: TrackedBrandMetrics) => b.positions.top + b.positions.middle + b.positions.bottom;
  return (
    <BrandBars
      {...props}
      testId="chart-positions"
      title={t('trackingCharts.positions')}
      description={t('trackingCharts.positionsHint')}
      emptyReason={t('trackingCharts.positionsEmpty')}
      series={[
        { key: 'top', label: t('trackingCharts.top'), color: 'violet.8' },
        { key: 'middle', label: t('trackingCharts.middle'), color: 'violet.5' },
        { key: 'bottom', label: t('trackingCharts.bottom'), color: 'violet.2' },
      ]}
      valueKind="count"
      stacked
      value={(b, key) => b.positions[key as (typeof thirds)[number]]}
      detail={(b, key) => shareOf(b.positions[key as (typeof thirds)[number]], total(b))}
    />
  );
}
