import { type GroupBrandMetrics, type Interval, wilsonInterval } from '@sightline/contracts';
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

/** The count behind a proportion: rate × n, which the API computed from whole counts (so rounding recovers them). */
const countOf = (rate: number, n: number) => Math.min(n, Math.max(0, Math.round(rate * n)));

/**
 * The 95 % Wilson interval of a brand's rate in a group, from the counts the group carries: visibility (the API's
 * bounds), answer-based share of voice (n = the group's answers mentioning any brand, summed per brand) and top-1
 * rate (n = the group's answers). Null for means (position, sentiment) and for mention-based share of voice, whose
 * mention counts a group does not carry.
 */
export function metricInterval(
  brand: GroupBrandMetrics,
  metric: BrandMetric,
  groupBrands: readonly GroupBrandMetrics[],
): Interval | null {
  if (metric === 'visibility') {
    const { low, high } = brand.visibility;
    return low === null || high === null ? null : { low, high };
  }
  if (metric === 'shareOfVoice') {
    const total = groupBrands.reduce((sum, b) => sum + b.visibility.mentioning, 0);
    return total > 0 ? wilsonInterval(brand.visibility.mentioning, total) : null;
  }
  if (metric === 'top1Rate') {
    const n = brand.visibility.n;
    return brand.top1Rate === null || n === 0 ? null : wilsonInterval(countOf(brand.top1Rate, n), n);
  }
  return null;
}

/** The n a brand's value in a group rests on: answers for rates, answers mentioning it for its mean position. */
export function metricN(
  brand: GroupBrandMetrics,
  metric: BrandMetric,
  groupBrands: readonly GroupBrandMetrics[],
) {
  if (metric === 'shareOfVoice') return groupBrands.reduce((sum, b) => sum + b.visibility.mentioning, 0);
  if (metric === 'averagePosition' || metric === 'sentimentScore') return brand.visibility.mentioning;
  return brand.visibility.n;
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
