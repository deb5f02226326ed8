import { SimpleGrid } from '@mantine/core';
import { type TrackingReport, wilsonInterval } from '@sightline/contracts';
import { useTranslation } from 'react-i18next';
import { count } from '../../lib/format.ts';
import { MetricCard } from '../../ui/metric-card/MetricCard.tsx';

interface Props {
  report: TrackingReport | undefined;
  /** The period of the same length before, for the change; undefined while it loads or when it failed. */
  previous: TrackingReport | undefined;
  loading: boolean;
  /** The previous period is still loading (the values show, their changes follow). */
  previousLoading: boolean;
}

const own = (report: TrackingReport | undefined) => report?.brands.find((b) => b.own);
/** Answers mentioning any tracked brand, counted per brand: the denominator of share of voice. */
const mentioningTotal = (report: TrackingReport | undefined) =>
  (report?.brands ?? []).reduce((sum, b) => sum + b.visibility.mentioning, 0);

/**
 * The own brand's key numbers over the chosen days: visibility, share of voice, average position, owned citation
 * rate and the answers they rest on, each against the period of the same length before.
 */
export function TrackingKpis({ report, previous, loading, previousLoading }: Props) {
  const { t } = useTranslation();
  const brand = own(report);
  const before = own(previous);
  const sovN = mentioningTotal(report);
  const sovInterval = brand && sovN > 0 ? wilsonInterval(brand.visibility.mentioning, sovN) : null;
  const previousSovN = mentioningTotal(previous);
  const citations = report?.citations.rate;
  const previousCitations = previous?.citations.rate;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" aria-label={t('trackingCharts.kpis')}>
      <MetricCard
        loading={loading}
        changeLoading={previousLoading}
        testId="kpi-visibility"
        label={t('tracking.visibility')}
        hint={t('tracking.visibilityHint')}
        kind="percent"
        value={brand?.visibility.value ?? null}
        n={brand?.visibility.n ?? 0}
        interval={brand ? { low: brand.visibility.low, high: brand.visibility.high } : null}
        {...(brand && {
          proportion: {
            current: { x: brand.visibility.mentioning, n: brand.visibility.n },
            previous: before ? { x: before.visibility.mentioning, n: before.visibility.n } : null,
          },
        })}
      />
      <MetricCard
        loading={loading}
        changeLoading={previousLoading}
        testId="kpi-share-of-voice"
        label={t('tracking.shareOfVoice')}
        hint={t('tracking.shareOfVoiceHint')}
        kind="percent"
        value={brand?.shareOfVoice ?? null}
        n={sovN}
        interval={sovInterval}
        {...(brand && {
          proportion: {
            current: { x: brand.visibility.mentioning, n: sovN },
            previous: before ? { x: before.visibility.mentioning, n: previousSovN } : null,
          },
        })}
      />
      <MetricCard
        loading={loading}
        changeLoading={previousLoading}
        testId="kpi-position"
        label={t('tracking.position')}
        hint={t('tracking.positionHint')}
        kind="decimal"
        value={brand?.averagePosition ?? null}
        n={brand?.visibility.mentioning ?? 0}
        previousValue={before?.averagePosition ?? null}
      />
      <MetricCard
        loading={loading}
        changeLoading={previousLoading}
        testId="kpi-citation-rate"
        label={t('tracking.citationRate')}
        hint={t('tracking.citationRateHint')}
        kind="percent"
        value={citations?.value ?? null}
        n={citations?.n ?? 0}
        interval={citations ? { low: citations.low, high: citations.high } : null}
        detail={t('tracking.citationCounts', {
          owned: count(report?.citations.owned ?? 0),
          total: count(report?.citations.total ?? 0),
        })}
        {...(citations && {
          proportion: {
            current: { x: citations.citing, n: citations.n },
            previous: previousCitations ? { x: previousCitations.citing, n: previousCitations.n } : null,
          },
        })}
      />
      <MetricCard
        loading={loading}
        changeLoading={previousLoading}
        testId="kpi-answers"
        valueTestId="tracking-n"
        label={t('tracking.answers')}
        kind="count"
        value={report?.n ?? 0}
        n={report?.n ?? 0}
        detail={t('tracking.noAnswers', {
          count: report?.noAnswers ?? 0,
          formatted: count(report?.noAnswers ?? 0),
        })}
        previousValue={previous?.n ?? null}
      />
    </SimpleGrid>
  );
}
