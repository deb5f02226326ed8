import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { filterCondition, promptFilterCondition } from '../analytics/analytics-filter.ts';
import { blockPieceConditions } from '../analytics/block-pieces.ts';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import type { Database } from '../database.ts';
import {
  rollupBlockUrls,
  rollupDailyUrls,
  rollupMonthlyUrls,
  rollupUrls,
  sourceUrls,
} from '../schema/index.ts';
import { pageContentType } from './page-types.ts';

/** Citations of one content type in one period: a day (`YYYY-MM-DD`) or a calendar month (`YYYY-MM`). */
export interface ContentTypePeriod {
  period: string;
  contentType: string;
  citations: number;
}

const shiftMonth = (month: string, by: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
};
const lastDayOf = (month: string) => {
  const date = new Date(`${shiftMonth(month, 1)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
};

/** The calendar months a range touches, each with its days inside the range and whether it is whole. */
function monthsOf(from: string, to: string) {
  const months: Array<{ month: string; from: string; to: string; whole: boolean }> = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = shiftMonth(month, 1)) {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    const piece = { month, from: from > first ? from : first, to: to < last ? to : last };
    months.push({ ...piece, whole: piece.from === first && piece.to === last });
  }
  return months;
}

/**
 * The citations of a filter's answers by content type per day or per calendar month, each page row typed through
 * `source_urls` (the correction first) and summed per period and type in one pass: under a prompt filter from the
 * per-prompt page rollups; else by day from the daily page rows, and by month from the monthly rows for whole months
 * and the page blocks and days of the partial ones (a year: about 12 months and 14 pieces of pages × engines rows,
 * not 365 days'). Each row carries its period as a date (the day, or the month's first day), formatted once per
 * result row, not per page row. Only periods and types with citations.
 */
export async function sumContentTypeTrend(
  db: Database,
  filter: PromptFilter,
  granularity: 'day' | 'month',
): Promise<ContentTypePeriod[]> {
  const rows = (period: SQL, table: typeof rollupDailyUrls, where: SQL | undefined) =>
    db
      .select({
        period: sql<string>`${period}`.as('period'),
        normalizedUrl: table.normalizedUrl,
        citations: table.citations,
      })
      .from(table)
      .where(where);
  type Part = ReturnType<typeof rows>;
  const parts: Part[] = [];
  const periodOf = (day: SQL) =>
    granularity === 'day' ? day : sql`cast(date_trunc('month', ${day}) as date)`;
  if (filter.promptIds !== undefined) {
    const r = rollupUrls as unknown as typeof rollupDailyUrls;
    parts.push(rows(periodOf(sql`${r.day}`), r, promptFilterCondition(rollupUrls, filter)));
  } else if (granularity === 'day') {
    const d = rollupDailyUrls;
    parts.push(rows(sql`${d.day}`, d, filterCondition(d, filter)));
  } else {
    const pieces = monthsOf(filter.from, filter.to);
    const whole = pieces.filter((piece) => piece.whole).map((piece) => `${piece.month}-01`);
    if (whole.length > 0) {
      const m = rollupMonthlyUrls;
      parts.push(
        rows(
          sql`${m.month}`,
          m as unknown as typeof rollupDailyUrls,
          and(
            eq(m.projectId, filter.projectId),
            inArray(m.month, whole),
            filter.engines === undefined
              ? undefined
              : filter.engines.length === 0
                ? sql`false`
                : inArray(m.engine, [...filter.engines]),
          ),
        ),
      );
    }
    for (const piece of pieces.filter((p) => !p.whole)) {
      const where = blockPieceConditions({ ...filter, ...piece }, rollupDailyUrls, rollupBlockUrls);
      const period = sql`cast(${`${piece.month}-01`} as date)`;
      if (where.days !== null) parts.push(rows(period, rollupDailyUrls, where.days));
      if (where.blocks !== null)
        parts.push(rows(period, rollupBlockUrls as unknown as typeof rollupDailyUrls, where.blocks));
    }
  }
  let union = parts[0]!;
  for (const part of parts.slice(1)) union = union.unionAll(part) as unknown as Part;
  const r = union.as('trend_rows');
  const su = sourceUrls;
  const result = await db
    .select({
      period: sql<string>`to_char(${r.period}, ${granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`,
      contentType: sql<string>`${pageContentType}`,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
    })
    .from(r)
    .leftJoin(su, and(eq(su.projectId, filter.projectId), eq(su.normalizedUrl, r.normalizedUrl)))
    .groupBy(r.period, pageContentType)
    .having(sql`sum(${r.citations}) > 0`);
  return result;
}
