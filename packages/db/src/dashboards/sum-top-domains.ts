import { and, asc, between, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type AnalyticsFilter, promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupDailyDomains, rollupDomains, rollupMonthlyDomains } from '../schema/index.ts';
import { splitByMonths } from './month-split.ts';

export interface PromptFilter extends AnalyticsFilter {
  /** Only these prompts (a prompt-level filter); every prompt when absent. */
  promptIds?: readonly number[] | undefined;
}

export interface DomainSums {
  domain: string;
  sourceType: string;
  citations: number;
  answersCiting: number;
  impression: number;
}

export interface TopDomainSums {
  /** The most cited domains, most citations first (then by name). */
  domains: DomainSums[];
  /** Citations and impression of every domain of the filter (not only the listed ones). */
  citations: number;
  impression: number;
}

const total = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);

/** The filter's engines on a table with an engine column (every engine without the filter). */
const enginesOf = (engine: AnyPgColumn, filter: AnalyticsFilter) =>
  filter.engines ? inArray(engine, [...filter.engines]) : undefined;

/** The columns a top-domains read sums, from any of the three domain rollups. */
const summed = (t: typeof rollupDomains | typeof rollupDailyDomains | typeof rollupMonthlyDomains) => ({
  domain: t.domain,
  sourceType: t.sourceType,
  citations: t.citations,
  answersCiting: t.answersCiting,
  impression: t.impression,
});

/**
 * The rows a top-domains read sums: per prompt and day under a prompt filter; else whole months from
 * `rollup_monthly_domains` and the days around them from `rollup_daily_domains` (a year: 12 months × engines ×
 * domains rows plus the partial months' days, instead of 365 days' rows).
 */
function domainRows(db: Database, filter: PromptFilter) {
  if (filter.promptIds !== undefined) {
    const r = rollupDomains;
    return db.select(summed(r)).from(r).where(promptFilterCondition(r, filter)).as('rows');
  }
  const split = splitByMonths(filter.from, filter.to);
  const d = rollupDailyDomains;
  const m = rollupMonthlyDomains;
  const daily = db
    .select(summed(d))
    .from(d)
    .where(
      and(
        eq(d.projectId, filter.projectId),
        or(...split.days.map((range) => between(d.day, range.from, range.to))),
        enginesOf(d.engine, filter),
      ),
    );
  if (!split.months) return daily.as('rows');
  const monthly = db
    .select(summed(m))
    .from(m)
    .where(
      and(
        eq(m.projectId, filter.projectId),
        between(m.month, split.months.first, split.months.last),
        enginesOf(m.engine, filter),
      ),
    );
  return (split.days.length > 0 ? daily.unionAll(monthly) : monthly).as('rows');
}

/**
 * The `limit` most cited domains of the filter, with the totals over every domain as window sums of the same grouped
 * scan (one statement), from the rows of `domainRows`.
 */
export async function sumTopDomains(
  db: Database,
  filter: PromptFilter,
  limit: number,
): Promise<TopDomainSums> {
  const r = domainRows(db, filter);
  const rows = await db
    .select({
      domain: r.domain,
      sourceType: sql<string>`max(${r.sourceType})`,
      citations: total(r.citations),
      answersCiting: total(r.answersCiting),
      impression: total(r.impression),
      allCitations: sql<number>`sum(sum(${r.citations})) over ()`.mapWith(Number),
      allImpression: sql<number>`sum(sum(${r.impression})) over ()`.mapWith(Number),
    })
    .from(r)
    .groupBy(r.domain)
    // Daily and monthly rows whose citations were all taken away stay, at zero.
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(desc(sql`sum(${r.citations})`), asc(r.domain))
    .limit(limit);
  const [first] = rows;
  return {
    domains: rows.map(({ allCitations: _c, allImpression: _i, ...row }) => row),
    citations: first?.allCitations ?? 0,
    impression: first?.allImpression ?? 0,
  };
}
