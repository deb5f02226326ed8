import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnalyticsFilter, promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupDailyDomains, rollupDomains, rollupMonthlyDomains } from '../schema/index.ts';
import { monthSplitConditions } from '../source-rows/month-split-conditions.ts';

/** One owned domain on one engine over a filter's range. */
export interface OwnedDomainSums {
  engine: string;
  domain: string;
  citations: number;
  /** Answers citing the domain. */
  answersCiting: number;
  /** Σ over those answers of the position (1 = cited first) of the domain's first citation. */
  firstPositionSum: number;
}

type DomainTable = typeof rollupDomains | typeof rollupDailyDomains | typeof rollupMonthlyDomains;

const columns = (t: DomainTable) => ({
  engine: t.engine,
  domain: t.domain,
  citations: t.citations,
  answersCiting: t.answersCiting,
  firstPositionSum: t.firstPositionSum,
});

/** The owned rows a read sums (as subquery `owned_rows`), from the rollups `sumOwnedDomainPositions` names. */
function ownedRows(db: Database, filter: AnalyticsFilter) {
  const owned = (t: DomainTable) => eq(t.sourceType, 'owned');
  if (filter.promptIds !== undefined) {
    const r = rollupDomains;
    return db
      .select(columns(r))
      .from(r)
      .where(and(promptFilterCondition(r, filter), owned(r)))
      .as('owned_rows');
  }
  const d = rollupDailyDomains;
  const m = rollupMonthlyDomains;
  const where = monthSplitConditions(filter, d, m);
  const daily = db
    .select(columns(d))
    .from(d)
    .where(and(where.days ?? undefined, owned(d)));
  const monthly = db
    .select(columns(m))
    .from(m)
    .where(and(where.months ?? undefined, owned(m)));
  if (where.months === null) return daily.as('owned_rows');
  return (where.days === null ? monthly : daily.unionAll(monthly)).as('owned_rows');
}

/**
 * The domains the analysis typed `owned`, per engine, with their citations, answers citing them and first-position
 * sums, from the domain rollups: per prompt under a prompt filter (`promptIds`, which tag, intent and branded
 * filters resolve to), else the range's whole months from the monthly rows and the days around them from the daily
 * ones (a year is ≈ 12 × engines rows per domain). The owned type comes from the analysis (owned media), never from
 * an organization's correction: a correction cannot claim or drop `owned`.
 */
export async function sumOwnedDomainPositions(
  db: Database,
  filter: AnalyticsFilter,
): Promise<OwnedDomainSums[]> {
  const r = ownedRows(db, filter);
  const total = (column: SQLWrapper) => sql<number>`sum(${column})`.mapWith(Number);
  const rows = await db
    .select({
      engine: r.engine,
      domain: r.domain,
      citations: total(r.citations),
      answersCiting: total(r.answersCiting),
      firstPositionSum: total(r.firstPositionSum),
    })
    .from(r)
    .groupBy(r.engine, r.domain)
    // Daily and monthly rows whose citations were all taken away stay, at zero.
    .having(sql`sum(${r.answersCiting}) > 0`);
  return rows.sort((a, b) => a.engine.localeCompare(b.engine) || a.domain.localeCompare(b.domain));
}
