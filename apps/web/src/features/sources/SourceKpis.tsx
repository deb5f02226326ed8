import { SimpleGrid } from '@mantine/core';
import { wilsonInterval } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../../lib/format.ts';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';
import { serverChange } from '../../ui/metric-card/server-change.ts';
import type { SourceMeasures } from './source-measure-columns.tsx';

/**
 * A source's four numbers over the range: its citations (and their share of every citation), the answers citing it
 * over n with the 95 % interval and its tested change, its impression share, where it is first cited, and for a
 * site the answers that read one of its pages without citing it (retrieved beside cited).
 */
export function SourceKpis({
  row,
  n,
  loading,
  reading,
}: {
  row: SourceMeasures | undefined;
  n: number;
  loading: boolean;
  /** A site's answers that read one of its pages, and those that did not cite it (fan-out); a page has none. */
  reading?: { reading: number; readingNotCiting: number } | undefined;
}) {
  const { t } = useTranslation();
  const wilson = row ? wilsonInterval(row.answersCiting, n) : null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: reading ? 5 : 4 }} spacing="md" data-testid="source-kpis">
      <MetricCard
        label={t('sourceDetail.citations')}
        kind="count"
        value={row?.citations ?? null}
        n={n}
        detail={row ? t('sourceDetail.citationsDetail', { share: percent(row.share) }) : undefined}
        loading={loading}
        testId="source-kpi-citations"
        valueTestId="source-kpi-citations-value"
      />
      <MetricCard
        label={t('sourceDetail.rate')}
        hint={t('sourceDetail.rateHint')}
        kind="percent"
        value={row?.rate ?? null}
        n={n}
        interval={wilson}
        detail={row ? t('sources.ofAnswers', { x: count(row.answersCiting), n: count(n) }) : undefined}
        change={serverChange(row?.change)}
        loading={loading}
        testId="source-kpi-rate"
        valueTestId="source-kpi-rate-value"
      />
      <MetricCard
        label={t('sourceDetail.impressionShare')}
        hint={t('sourceDetail.impressionShareHint')}
        kind="percent"
        value={row?.impressionShare ?? null}
        n={n}
        needsMinimumN={false}
        loading={loading}
        testId="source-kpi-impression"
      />
      <MetricCard
        label={t('sourceDetail.position')}
        hint={t('sourceDetail.positionHint')}
        kind="decimal"
        value={row?.meanFirstPosition ?? null}
        n={row?.answersCiting ?? 0}
        needsMinimumN={false}
        loading={loading}
        testId="source-kpi-position"
      />
      {reading && (
        <MetricCard
          label={t('sourceDetail.readNotCited')}
          hint={t('sourceDetail.readNotCitedHint')}
          kind="count"
          value={reading.readingNotCiting}
          n={reading.reading}
          needsMinimumN={false}
          detail={t('sourceDetail.readNotCitedDetail', { reading: count(reading.reading) })}
          loading={loading}
          testId="source-kpi-read-not-cited"
          valueTestId="source-kpi-read-not-cited-value"
        />
      )}
    </SimpleGrid>
  );
}
