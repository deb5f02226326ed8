import { SegmentedControl } from '@mantine/core';
import type { PromptReport } from '@sightline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { engineName, shortDay } from '../../lib/format.ts';
import { ownBrandColor } from '../../ui/brand-colors.ts';
import { ChartCard } from '../../ui/charts/ChartCard.tsx';
import type { ChartSeries } from '../../ui/charts/chart-values.ts';
import { LazyLineIntervalChart } from '../../ui/charts/lazy-charts.ts';
import { engineColor } from '../../ui/engine-colors.ts';
import { useSimpleView } from '../../ui/report-detail/use-report-detail.ts';
import { allEnginesKey, enginesWithAnswers, visibilityPoints, weeklyPeriods } from './prompt-chart-rows.ts';

/** Ranges longer than this are drawn per week at first: one prompt has few answers per engine and day. */
const longestDailyByDefault = 14;

/**
 * The own brand's visibility in this prompt's answers per engine over the range (a line per engine that answered, in
 * its colour), and over all engines in the own brand's colour with its 95 % interval as a band; the tooltip gives
 * each value and the period's n. Per day or per ISO week (a switch; weeks only when the report itself is weekly).
 * Leads to the answers below.
 */
export function PromptVisibilityChart({
  report,
  loading,
}: {
  report: PromptReport | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const simple = useSimpleView();
  const [chosen, setChosen] = useState<'day' | 'week' | null>(null);
  const daily = report?.granularity === 'day';
  const grain = !daily ? 'week' : (chosen ?? (report.series.length > longestDailyByDefault ? 'week' : 'day'));
  const all: ChartSeries = { key: allEnginesKey, label: t('promptDetail.trend.all'), color: ownBrandColor };
  const series: ChartSeries[] = [
    all,
    ...(report ? enginesWithAnswers(report) : []).map((engine) => ({
      key: engine,
      label: engineName(t, engine),
      color: engineColor(engine),
    })),
  ];
  return (
    <ChartCard
      testId="prompt-trend"
      title={t('promptDetail.trend.title')}
      description={t(
        grain === 'week'
          ? simple
            ? 'promptDetail.trend.hintWeekSimple'
            : 'promptDetail.trend.hintWeek'
          : simple
            ? 'promptDetail.trend.hintDaySimple'
            : 'promptDetail.trend.hintDay',
      )}
      unit={t('charts.units.percent')}
      legend={series}
      band={all}
      loading={loading}
      emptyReason={report && report.n === 0 ? t('promptDetail.trend.empty') : null}
      link={{ href: '#prompt-answers', label: t('charts.showAnswers') }}
      controls={
        daily && (
          <SegmentedControl
            size="xs"
            aria-label={t('charts.grain')}
            data={(['day', 'week'] as const).map((g) => ({ value: g, label: t(`charts.grains.${g}`) }))}
            value={grain}
            onChange={(value) => setChosen(value as 'day' | 'week')}
            data-testid="prompt-trend-grain"
          />
        )
      }
    >
      {report && (
        <LazyLineIntervalChart
          points={visibilityPoints({
            series: grain === 'week' && daily ? weeklyPeriods(report.series) : report.series,
          })}
          series={series}
          bandKey={allEnginesKey}
          valueKind="percent"
          formatX={shortDay}
        />
      )}
    </ChartCard>
  );
}
