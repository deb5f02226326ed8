import { type RatioBasis, type TrackingReport, wilsonInterval } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import type { MetricExplanation } from './explanation.ts';
import type { MetricChange } from './metric-change.ts';
import { serverChange } from './server-change.ts';

/** The project-level numbers a tracking report gives metric cards (the own brand's, and the owned citation rate). */
export const reportMetrics = [
  'visibility',
  'shareOfVoice',
  'mentionShareOfVoice',
  'averagePosition',
  'top1Rate',
  'sentimentScore',
  'citationRate',
] as const;
export type ReportMetric = (typeof reportMetrics)[number];

/** Metrics whose definition names n: the simple view words it without (`metricCard.simpleMetricHints`). */
const hintsWithN: ReadonlySet<ReportMetric> = new Set(['visibility', 'top1Rate', 'citationRate']);

/** A card's definition on hover, in the report detail's words (the simple view never says "n"). */
export function metricHint(t: TFunction, metric: ReportMetric, simple: boolean): string {
  return simple && hintsWithN.has(metric)
    ? t(`metricCard.simpleMetricHints.${metric as 'visibility'}`)
    : t(`metricCard.metricHints.${metric}`);
}

/** What one card shows: the value and its n, the interval of a rate, and the change against the previous period. */
export interface ReportMetricValue {
  kind: 'percent' | 'decimal';
  value: number | null;
  /** The denominator of a rate, or the answers a mean is over (for "not enough data"). */
  n: number;
  interval: { low: number | null; high: number | null } | null;
  /** The server's tested change of a proportion; absent for means, which show `previousValue` untested. */
  change?: MetricChange;
  previousValue?: number | null;
  digits?: number;
  /** What the card's explanation line is rendered from: the API's basis, never recomputed. */
  explanation: MetricExplanation | null;
}

const noBasis: RatioBasis = {
  numerator: 0,
  denominator: 0,
  numeratorUnit: 'answers',
  denominatorUnit: 'answers',
};

/**
 * One metric of a tracking report (with `compare=previous`) for a card: the own brand's rates with their n (the
 * denominator the API returned with the value), the interval where the rate is a proportion of independent answers,
 * and the server's change; means (position, sentiment) with the answers they are over and their previous value,
 * never tested. Share of voice rests on Σ answers mentioning each tracked brand (answers) or Σ mentions (mentions),
 * as the API's basis says.
 */
export function reportMetric(report: TrackingReport | undefined, metric: ReportMetric): ReportMetricValue {
  const brand = report?.brands.find((b) => b.own);
  const change = brand?.change ?? null;
  const basis = brand?.basis;
  const ratioCard = (
    value: number | null,
    ratioBasis: RatioBasis | undefined,
    interval: ReportMetricValue['interval'],
    tested: MetricChange,
  ): ReportMetricValue => {
    const shown = ratioBasis ?? noBasis;
    return {
      kind: 'percent',
      value,
      n: shown.denominator,
      interval,
      change: tested,
      explanation: ratioBasis ? { kind: 'ratio', basis: ratioBasis } : null,
    };
  };
  switch (metric) {
    case 'visibility':
      return ratioCard(
        brand?.visibility.value ?? null,
        basis?.visibility,
        brand ? { low: brand.visibility.low, high: brand.visibility.high } : null,
        serverChange(change?.visibility),
      );
    case 'shareOfVoice': {
      const b = basis?.shareOfVoice;
      return ratioCard(
        brand?.shareOfVoice ?? null,
        b,
        b && b.denominator > 0 ? wilsonInterval(b.numerator, b.denominator) : null,
        serverChange(change?.shareOfVoice),
      );
    }
    case 'mentionShareOfVoice':
      // Mentions of one answer are not independent draws: no interval.
      return ratioCard(
        brand?.mentionShareOfVoice ?? null,
        basis?.mentionShareOfVoice,
        null,
        serverChange(change?.mentionShareOfVoice),
      );
    case 'top1Rate': {
      const b = basis?.top1Rate;
      return ratioCard(
        brand?.top1Rate ?? null,
        b,
        b && b.denominator > 0 ? wilsonInterval(b.numerator, b.denominator) : null,
        serverChange(change?.top1Rate),
      );
    }
    case 'averagePosition':
      return {
        kind: 'decimal',
        value: brand?.averagePosition ?? null,
        n: basis?.averagePosition.answers ?? 0,
        interval: null,
        previousValue: change?.averagePosition.previous ?? null,
        digits: 2,
        explanation: basis ? { kind: 'mean', answers: basis.averagePosition.answers } : null,
      };
    case 'sentimentScore':
      return {
        kind: 'decimal',
        value: brand?.sentiment.score ?? null,
        n: basis?.sentiment.answers ?? 0,
        interval: null,
        previousValue: change?.sentimentScore.previous ?? null,
        explanation: brand
          ? {
              kind: 'sentiment',
              answers: brand.basis.sentiment.answers,
              positive: brand.sentiment.positive,
              neutral: brand.sentiment.neutral,
              negative: brand.sentiment.negative,
            }
          : null,
      };
    case 'citationRate': {
      const rate = report?.citations.rate;
      return ratioCard(
        rate?.value ?? null,
        report?.citations.basis.rate,
        rate ? { low: rate.low, high: rate.high } : null,
        serverChange(report?.citations.change),
      );
    }
  }
}
