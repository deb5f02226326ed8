import type {
  GroupBrandMetrics,
  ProportionChange,
  RatioBasis,
  TrackedBrandMetrics,
  TrackingGroup,
  TrackingReport,
} from '@sightline/contracts';
import {
  type BrandMetric,
  metricBasis,
  metricInterval,
  metricN,
  metricValue,
} from '../../ui/charts/brand-metrics.ts';

/** One brand's value of the chosen metric in a row of a matrix, with what it rests on. */
export interface MatrixCell {
  value: number | null;
  n: number;
  low: number | null;
  high: number | null;
  /** A rate's numerator and denominator as the API returned them (null for means). */
  basis: RatioBasis | null;
  /** Visibility's tested change against the previous period (only for visibility). */
  change: ProportionChange | null;
}

/** One row of a group × brand matrix: a group of the report (an engine, an intent, …) or the total. */
export interface MatrixRow {
  key: string;
  label: string;
  /** The row's successful answers. */
  n: number;
  total: boolean;
  /** By brand key, for each brand of the report. */
  cells: Record<string, MatrixCell>;
}

/** A brand of the whole report in the shape of a group's brand (for the matrix's total row). */
export function asGroupBrand(brand: TrackedBrandMetrics): GroupBrandMetrics {
  return {
    key: brand.key,
    visibility: brand.visibility,
    shareOfVoice: brand.shareOfVoice,
    mentionShareOfVoice: brand.mentionShareOfVoice,
    averagePosition: brand.averagePosition,
    top1Rate: brand.top1Rate,
    sentimentScore: brand.sentiment.score,
    basis: brand.basis,
    change: brand.change?.visibility ?? null,
  };
}

function rowOf(
  key: string,
  label: string,
  n: number,
  brands: readonly GroupBrandMetrics[],
  metric: BrandMetric,
  total: boolean,
): MatrixRow {
  const cells: Record<string, MatrixCell> = {};
  for (const brand of brands) {
    const interval = metricInterval(brand, metric);
    cells[brand.key] = {
      value: n > 0 ? metricValue(brand, metric) : null,
      n: metricN(brand, metric),
      basis: metricBasis(brand, metric),
      low: interval?.low ?? null,
      high: interval?.high ?? null,
      change: metric === 'visibility' ? brand.change : null,
    };
  }
  return { key, label, n, total, cells };
}

/**
 * The rows of a group × brand matrix for one metric: the report's total first (when asked), then each group in the
 * report's order, each brand's value with its n, 95 % bounds (rates) and, for visibility, its tested change.
 */
export function groupMatrixRows(
  report: TrackingReport,
  metric: BrandMetric,
  options: { totalLabel?: string; label?: (group: TrackingGroup) => string } = {},
): MatrixRow[] {
  const rows = report.groups.map((group) =>
    rowOf(group.key, options.label?.(group) ?? group.label, group.n, group.brands, metric, false),
  );
  if (options.totalLabel === undefined) return rows;
  const total = rowOf('total', options.totalLabel, report.n, report.brands.map(asGroupBrand), metric, true);
  return [total, ...rows];
}
