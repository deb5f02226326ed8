import type { TrackingGroup } from '@sightline/contracts';
import { type BrandMetric, metricInterval, metricValue } from '../../ui/charts/brand-metrics.ts';
import type { IntervalPoint } from '../../ui/charts/LineIntervalChart.tsx';

/**
 * The trend of one metric per brand over the report's period groups (days, weeks or months, oldest first): each
 * brand's value, the band of `bandKey`'s 95 % interval where the metric has one, and the group's n. A period
 * without answers has no values (the line joins over it), never zeros.
 */
export function trendPoints(
  groups: readonly TrackingGroup[],
  metric: BrandMetric,
  bandKey: string,
): IntervalPoint[] {
  return groups.map((group) => {
    const answered = group.n > 0;
    const banded = group.brands.find((b) => b.key === bandKey);
    return {
      x: group.from ?? group.key,
      n: group.n,
      values: Object.fromEntries(group.brands.map((b) => [b.key, answered ? metricValue(b, metric) : null])),
      band: answered && banded ? metricInterval(banded, metric) : null,
    };
  });
}
