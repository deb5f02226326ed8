import { type GroupBrandMetrics, type Interval, type RatioBasis, wilsonInterval } from '@sightline/contracts';
import type { BrandMetric } from './brand-metric-names.ts';
import type { ValueKind } from './chart-values.ts';
import type { HeatScale } from './heat-scale.ts';

export { type BrandMetric, brandMetrics, isBrandMetric } from './brand-metric-names.ts';

/** How a metric's values are written: rates as percentages, a rank and a 0–100 score as decimals. */
export const metricKind = (metric: BrandMetric): ValueKind =>
  metric === 'averagePosition' || metric === 'sentimentScore' ? 'decimal' : 'percent';

/** The unit a metric is drawn in (a key of `charts.units`). */
export const metricUnit = (metric: BrandMetric): 'percent' | 'rank' | 'score' =>
  metric === 'averagePosition' ? 'rank' : metric === 'sentimentScore' ? 'score' : 'percent';

/** A brand's value of a metric in a group, or null when the group has no answer for it. */
export function metricValue(brand: GroupBrandMetrics, metric: BrandMetric): number | null {
  if (metric === 'visibility') return brand.visibility.value;
  return brand[metric];
}

/** What a brand's rate in a group was computed from, as the API returned it; null for means. */
export function metricBasis(brand: GroupBrandMetrics, metric: BrandMetric): RatioBasis | null {
  if (metric === 'averagePosition' || metric === 'sentimentScore') return null;
  return brand.basis[metric];
}

/**
 * The 95 % Wilson interval of a brand's rate in a group: visibility's bounds from the API; answer-based share of
 * voice and top-1 rate from the numerator and denominator the API returned (answers over Σ brand-answers, answers
 * over n). Null for means (position, sentiment) and for mention-based share of voice (mentions of one answer are not
 * independent draws).
 */
export function metricInterval(brand: GroupBrandMetrics, metric: BrandMetric): Interval | null {
  if (metric === 'visibility') {
    const { low, high } = brand.visibility;
    return low === null || high === null ? null : { low, high };
  }
  if (metric === 'shareOfVoice' || metric === 'top1Rate') {
    const { numerator, denominator } = brand.basis[metric];
    return denominator > 0 ? wilsonInterval(numerator, denominator) : null;
  }
  return null;
}

/** The n a brand's value in a group rests on: a rate's denominator, or the answers a mean is over. */
export function metricN(brand: GroupBrandMetrics, metric: BrandMetric): number {
  if (metric === 'averagePosition') return brand.basis.averagePosition.answers;
  if (metric === 'sentimentScore') return brand.basis.sentiment.answers;
  return brand.basis[metric].denominator;
}

/**
 * The fixed colour domain of a metric in heat tables: rates on 0–100 %, the rank on 1…(number of brands) with 1
 * darkest, sentiment on 0–100 around the neutral 50.
 */
export function metricScale(metric: BrandMetric, brandCount: number): HeatScale {
  if (metric === 'averagePosition')
    return { kind: 'sequential', min: 1, max: Math.max(2, brandCount), reverse: true };
  if (metric === 'sentimentScore') return { kind: 'diverging', min: 0, mid: 50, max: 100 };
  return { kind: 'sequential', min: 0, max: 1 };
}
