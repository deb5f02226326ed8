import { type TrackingReport, wilsonInterval } from '@sightline/contracts';
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

/** What one card shows: the value and its n, the interval of a rate, and the change against the previous period. */
export interface ReportMetricValue {
  kind: 'percent' | 'decimal';
  value: number | null;
  n: number;
  interval: { low: number | null; high: number | null } | null;
  /** The server's tested change of a proportion; absent for means, which show `previousValue` untested. */
  change?: MetricChange;
  previousValue?: number | null;
  digits?: number;
  /** Counts for the card's detail line. */
  detail:
    | { kind: 'ofAnswers'; mentioning: number; n: number }
    | { kind: 'namingAnswers'; n: number }
    | { kind: 'sentiment'; positive: number; neutral: number; negative: number }
    | { kind: 'citations'; owned: number; total: number }
    | null;
}

/** x of n as a whole count from a rate the API computed from whole counts (rounding recovers it). */
const countOf = (rate: number | null, n: number) => (rate === null ? 0 : Math.min(n, Math.round(rate * n)));

/**
 * One metric of a tracking report (with `compare=previous`) for a card: the own brand's rates with their n, the
 * Wilson interval and the server's change; means (position, sentiment) with their previous value, never tested.
 * Answer-based share of voice rests on the answers naming any tracked brand (Σ per brand); mention-based share of
 * voice on the mentions, which the report does not count, so it shows that same n of answers and no interval.
 */
export function reportMetric(report: TrackingReport | undefined, metric: ReportMetric): ReportMetricValue {
  const brand = report?.brands.find((b) => b.own);
  const change = brand?.change ?? null;
  const n = report?.n ?? 0;
  const mentioning = brand?.visibility.mentioning ?? 0;
  const naming = (report?.brands ?? []).reduce((sum, b) => sum + b.visibility.mentioning, 0);
  switch (metric) {
    case 'visibility':
      return {
        kind: 'percent',
        value: brand?.visibility.value ?? null,
        n: brand?.visibility.n ?? n,
        interval: brand ? { low: brand.visibility.low, high: brand.visibility.high } : null,
        change: serverChange(change?.visibility),
        detail: { kind: 'ofAnswers', mentioning, n },
      };
    case 'shareOfVoice':
      return {
        kind: 'percent',
        value: brand?.shareOfVoice ?? null,
        n: naming,
        interval: naming > 0 ? wilsonInterval(mentioning, naming) : null,
        change: serverChange(change?.shareOfVoice),
        detail: { kind: 'namingAnswers', n: naming },
      };
    case 'mentionShareOfVoice':
      return {
        kind: 'percent',
        value: brand?.mentionShareOfVoice ?? null,
        n: naming,
        interval: null,
        change: serverChange(change?.mentionShareOfVoice),
        detail: { kind: 'namingAnswers', n: naming },
      };
    case 'top1Rate': {
      const top1 = countOf(brand?.top1Rate ?? null, n);
      return {
        kind: 'percent',
        value: brand?.top1Rate ?? null,
        n,
        interval: brand && n > 0 ? wilsonInterval(top1, n) : null,
        change: serverChange(change?.top1Rate),
        detail: { kind: 'ofAnswers', mentioning: top1, n },
      };
    }
    case 'averagePosition':
      return {
        kind: 'decimal',
        value: brand?.averagePosition ?? null,
        n: mentioning,
        interval: null,
        previousValue: change?.averagePosition.previous ?? null,
        digits: 2,
        detail: null,
      };
    case 'sentimentScore':
      return {
        kind: 'decimal',
        value: brand?.sentiment.score ?? null,
        n: mentioning,
        interval: null,
        previousValue: change?.sentimentScore.previous ?? null,
        detail: {
          kind: 'sentiment',
          positive: brand?.sentiment.positive ?? 0,
          neutral: brand?.sentiment.neutral ?? 0,
          negative: brand?.sentiment.negative ?? 0,
        },
      };
    case 'citationRate': {
      const rate = report?.citations.rate;
      return {
        kind: 'percent',
        value: rate?.value ?? null,
        n: rate?.n ?? n,
        interval: rate ? { low: rate.low, high: rate.high } : null,
        change: serverChange(report?.citations.change),
        detail: {
          kind: 'citations',
          owned: report?.citations.owned ?? 0,
          total: report?.citations.total ?? 0,
        },
      };
    }
  }
}
