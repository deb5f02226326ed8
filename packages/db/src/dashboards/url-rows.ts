import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promptFilterCondition, segmentFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupDailyUrls, rollupMonthlyUrls, rollupSegmentUrls, rollupUrls } from '../schema/index.ts';
import type { PromptFilter } from './domain-rows.ts';
import { monthSplitConditions } from './month-split-conditions.ts';

/** The columns a page read sums, from any of the three page rollups. */
const summed = (
  t: typeof rollupUrls | typeof rollupDailyUrls | typeof rollupMonthlyUrls | typeof rollupSegmentUrls,
) => ({
  engine: t.engine,
  normalizedUrl: t.normalizedUrl,
  domain: t.domain,
  citations: t.citations,
  answersCiting: t.answersCiting,
  impression: t.impression,
  firstPositionSum: t.firstPositionSum,
  answersCitingBrand: t.answersCitingBrand,
  answersCitingCompetitor: t.answersCitingCompetitor,
});

/** One period's page rows (see `urlRows`), each marked `current` or not. */
function periodRows(db: Database, filter: PromptFilter, domain: string | undefined, current: boolean) {
  const flag = { current: sql<boolean>`${sql.raw(current ? 'true' : 'false')}`.as('current') };
  const columns = (t: Parameters<typeof summed>[0]) => ({ ...summed(t), ...flag });
  const only = (column: AnyPgColumn) => (domain === undefined ? undefined : eq(column, domain));
  if (filter.segmentId !== undefined) {
    const r = rollupSegmentUrls;
    return [
      db
        .select(columns(r))
        .from(r)
        .where(and(segmentFilterCondition(r, filter), only(r.domain))),
    ];
  }
  if (filter.promptIds !== undefined) {
    const r = rollupUrls;
    return [
      db
        .select(columns(r))
        .from(r)
        .where(and(promptFilterCondition(r, filter), only(r.domain))),
    ];
  }
  const d = rollupDailyUrls;
  const m = rollupMonthlyUrls;
  const where = monthSplitConditions(filter, d, m);
  return [
    ...(where.days === null
      ? []
      : [
          db
            .select(columns(d))
            .from(d)
            .where(and(where.days, only(d.domain))),
        ]),
    ...(where.months === null
      ? []
      : [
          db
            .select(columns(m))
            .from(m)
            .where(and(where.months, only(m.domain))),
        ]),
  ];
}

/**
 * The rows a page read sums (as subquery `alias`), optionally only one domain's pages: per segment and day when the
 * filter's prompts have one, per prompt and day under another prompt filter; else whole months from
 * `rollup_monthly_urls` and the days around them from `rollup_daily_urls`, as `domainRows` reads domains — with
 * `previous`, that period's rows too, marked `current` false.
 */
export function urlRows(
  db: Database,
  filter: PromptFilter,
  domain: string | undefined,
  alias: string,
  previous?: PromptFilter,
) {
  type Part = ReturnType<typeof periodRows>[number];
  const parts: Part[] = [
    ...periodRows(db, filter, domain, true),
    ...(previous ? periodRows(db, previous, domain, false) : []),
  ];
  let union = parts[0]!;
  for (const part of parts.slice(1)) union = union.unionAll(part) as unknown as Part;
  return union.as(alias);
}
