import type {
  EngineId,
  GroupBrandMetrics,
  ProportionChange,
  RangedReportFilter,
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
  /** The row's answers naming the brand (visibility's numerator), whatever the metric. */
  mentioning: number;
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
      mentioning: brand.visibility.mentioning,
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

/**
 * The answers a cell rests on, which it opens: a rate over the row's answers (visibility, top-1 rate) opens all of
 * them — as many as its n — with the brand marked in each; a share or a mean opens the row's answers naming the brand
 * (as many as a mean's n, a share of voice's numerator). `count` is how many answers the list holds.
 */
export function cellAnswers(
  metric: BrandMetric,
  row: Pick<MatrixRow, 'n'>,
  cell: Pick<MatrixCell, 'mentioning'>,
): { naming: boolean; count: number } {
  const overRow = metric === 'visibility' || metric === 'top1Rate';
  return overRow ? { naming: false, count: row.n } : { naming: true, count: cell.mentioning };
}

/** What a matrix is grouped by (a row is one engine, one intent, or branded / non-branded prompts). */
export type MatrixGroupBy = 'engine' | 'intent' | 'branded';

/** The answers list's filters of one row: the report's, narrowed to the row's group. */
export interface RowAnswers {
  filter: RangedReportFilter;
  /** The row's intent group (`none`: prompts without an intent), which `intents` cannot say. */
  intent?: string;
}

/**
 * The filters a row's number was computed with, as the answers list takes them: the report's filter narrowed to the
 * row's engine, intent (or prompts without one) or branded-ness; the total row keeps the report's filter as it is.
 */
export function rowAnswers(
  groupBy: MatrixGroupBy,
  filter: RangedReportFilter,
  row: Pick<MatrixRow, 'key' | 'total'>,
): RowAnswers {
  if (row.total) return { filter };
  if (groupBy === 'engine') return { filter: { ...filter, engines: [row.key as EngineId] } };
  if (groupBy === 'branded') return { filter: { ...filter, branded: row.key === 'branded' } };
  return { filter, intent: row.key };
}
