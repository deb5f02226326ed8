import { sql } from 'drizzle-orm';
import { type AnalyticsFilter, promptFilterCondition } from '../analytics/analytics-filter.ts';
import { blockPieceConditions } from '../analytics/block-pieces.ts';
import type { Database } from '../database.ts';
import {
  rollupDailyDomains,
  rollupDomains,
  rollupMonthlyDomains,
  rollupSegmentBlockDomains,
  rollupSegmentDomains,
} from '../schema/index.ts';
import { monthSplitConditions } from './month-split-conditions.ts';

export interface PromptFilter extends AnalyticsFilter {
  /** Only these prompts (a prompt-level filter); every prompt when absent. */
  promptIds?: readonly number[] | undefined;
}

/** The columns a domain read sums, from any of the three domain rollups. */
const summed = (
  t:
    | typeof rollupDomains
    | typeof rollupDailyDomains
    | typeof rollupMonthlyDomains
    | typeof rollupSegmentDomains
    | typeof rollupSegmentBlockDomains,
) => ({
  engine: t.engine,
  domain: t.domain,
  sourceType: t.sourceType,
  citations: t.citations,
  answersCiting: t.answersCiting,
  impression: t.impression,
  firstPositionSum: t.firstPositionSum,
  answersCitingBrand: t.answersCitingBrand,
  answersCitingCompetitor: t.answersCitingCompetitor,
});

/** One period's domain rows (see `domainRows`), each marked `current` or not. */
function periodRows(db: Database, filter: PromptFilter, current: boolean) {
  const flag = { current: sql<boolean>`${sql.raw(current ? 'true' : 'false')}`.as('current') };
  const columns = (t: Parameters<typeof summed>[0]) => ({ ...summed(t), ...flag });
  if (filter.segmentId !== undefined) {
    // The segment's whole aligned blocks and its few remaining days (about 7 pieces for 30 days). Typed as the day
    // table's rows: the block table has its columns.
    const d = rollupSegmentDomains;
    const b = rollupSegmentBlockDomains as unknown as typeof rollupSegmentDomains;
    const where = blockPieceConditions(filter, d, rollupSegmentBlockDomains);
    return [
      ...(where.days === null ? [] : [db.select(columns(d)).from(d).where(where.days)]),
      ...(where.blocks === null
        ? []
        : [db.select(columns(rollupSegmentBlockDomains)).from(b).where(where.blocks)]),
    ];
  }
  if (filter.promptIds !== undefined) {
    const r = rollupDomains;
    return [db.select(columns(r)).from(r).where(promptFilterCondition(r, filter))];
  }
  const d = rollupDailyDomains;
  const m = rollupMonthlyDomains;
  const where = monthSplitConditions(filter, d, m);
  return [
    ...(where.days === null ? [] : [db.select(columns(d)).from(d).where(where.days)]),
    ...(where.months === null ? [] : [db.select(columns(m)).from(m).where(where.months)]),
  ];
}

/**
 * The rows a domain read sums (as subquery `alias`): the segment's blocks and remaining days when the filter's prompts
 * have a segment (a tag, intent or branded filter); per prompt and day under another prompt filter; else whole months from
 * `rollup_monthly_domains` and the days around them from `rollup_daily_domains` (a year: 12 months × engines ×
 * domains rows plus the partial months' days, instead of 365 days' rows). With `previous`, the rows of that period
 * too, each row marked `current` or not, so one grouping sums both periods (no join of two groupings, which a planner
 * that misjudges a new segment's rows would run as a nested loop).
 */
export function domainRows(db: Database, filter: PromptFilter, alias = 'rows', previous?: PromptFilter) {
  type Part = ReturnType<typeof periodRows>[number];
  const parts: Part[] = [
    ...periodRows(db, filter, true),
    ...(previous ? periodRows(db, previous, false) : []),
  ];
  let union = parts[0]!;
  for (const part of parts.slice(1)) union = union.unionAll(part) as unknown as Part;
  return union.as(alias);
}
