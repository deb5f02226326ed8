import type { EngineId, ProportionChange, TrackingReport } from '@sightline/contracts';
import { isBrandMetric } from '../charts/brand-metric-names.ts';

/** The metrics a change of the week is about: a brand's proportions, and the project's owned citation rate. */
export type ChangeMetric =
  | 'visibility'
  | 'shareOfVoice'
  | 'mentionShareOfVoice'
  | 'top1Rate'
  | 'citationRate';

/** One tested change against the previous period: a brand's metric overall, or its visibility on one engine. */
export interface WeeklyChange {
  /** Stable id: `metric|brand|engine`. */
  id: string;
  brand: { key: string; name: string; own: boolean };
  metric: ChangeMetric;
  /** Set for a brand × engine change (visibility on that engine). */
  engine: EngineId | null;
  value: number | null;
  n: number;
  previous: number;
  previousN: number;
  delta: number;
  pValue: number;
  significant: boolean;
}

const brandMetrics = ['visibility', 'shareOfVoice', 'mentionShareOfVoice', 'top1Rate'] as const;

type TestedChange = ProportionChange & { delta: number; pValue: number; previous: number };

/** A change the server could test (both periods have answers), else null. */
function tested(change: ProportionChange | null | undefined): TestedChange | null {
  return change && change.delta !== null && change.pValue !== null && change.previous !== null
    ? (change as TestedChange)
    : null;
}

/**
 * Every tested change of a tracking report asked with `compare=previous` and `groupBy=engine`: each brand × metric
 * (visibility, share of voice by answers and by mentions, named-first rate), the owned citation rate, and each brand
 * × engine visibility. Means are left out: the API does not test them.
 */
export function weeklyChanges(report: TrackingReport): WeeklyChange[] {
  const changes: WeeklyChange[] = [];
  for (const brand of report.brands) {
    const who = { key: brand.key, name: brand.name, own: brand.own };
    for (const metric of brandMetrics) {
      const change = tested(brand.change?.[metric]);
      if (!change) continue;
      const value = metric === 'visibility' ? brand.visibility.value : brand[metric];
      // The denominator the API returned with the rate (Σ brand-answers, Σ mentions, answers): never recomputed.
      const n = brand.basis[metric].denominator;
      changes.push(entry(who, metric, null, value, n, change));
    }
  }
  const own = report.brands.find((b) => b.own);
  const citation = tested(report.citations.change);
  if (own && citation) {
    const who = { key: own.key, name: own.name, own: true };
    changes.push(
      entry(who, 'citationRate', null, report.citations.rate.value, report.citations.rate.n, citation),
    );
  }
  for (const group of report.groupBy === 'engine' ? report.groups : []) {
    for (const groupBrand of group.brands) {
      const change = tested(groupBrand.change);
      const brand = report.brands.find((b) => b.key === groupBrand.key);
      if (!change || !brand) continue;
      const who = { key: brand.key, name: brand.name, own: brand.own };
      const engine = group.key as EngineId;
      changes.push(
        entry(who, 'visibility', engine, groupBrand.visibility.value, groupBrand.visibility.n, change),
      );
    }
  }
  return changes;
}

function entry(
  brand: WeeklyChange['brand'],
  metric: ChangeMetric,
  engine: EngineId | null,
  value: number | null,
  n: number,
  change: TestedChange,
): WeeklyChange {
  return {
    id: `${metric}|${brand.key}|${engine ?? ''}`,
    brand,
    metric,
    engine,
    value,
    n,
    previous: change.previous,
    previousN: change.previousN,
    delta: change.delta,
    pValue: change.pValue,
    significant: change.significant,
  };
}

/**
 * The most significant changes first: significant ones by p value (smallest first; ties by the larger move, then the
 * own brand first, then by id so the order is stable), at most `limit` of them. An empty list means no change of the
 * week is significant at 95 %.
 */
export function rankSignificantChanges(changes: readonly WeeklyChange[], limit = 6): WeeklyChange[] {
  return changes
    .filter((c) => c.significant)
    .sort(
      (a, b) =>
        a.pValue - b.pValue ||
        Math.abs(b.delta) - Math.abs(a.delta) ||
        Number(b.brand.own) - Number(a.brand.own) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}

/**
 * The tracking screen's search narrowed to a change: the days and filters given (`base`), the change's metric when it
 * is a brand metric of the trend, its engine, and its brand unless it is the own brand.
 */
export function changeSearch<T extends object>(base: T, change: WeeklyChange) {
  return {
    ...base,
    ...(isBrandMetric(change.metric) ? { metric: change.metric } : {}),
    ...(change.engine ? { engines: [change.engine] } : {}),
    ...(change.brand.own ? {} : { brand: change.brand.key }),
  };
}
