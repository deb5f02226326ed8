import { sql } from 'drizzle-orm';
import { filterCondition, promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupContentTypes, rollupDailyContentTypes } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';

/** Citations of one content type in one period: a day (`YYYY-MM-DD`) or a calendar month (`YYYY-MM`). */
export interface ContentTypePeriod {
  period: string;
  contentType: string;
  citations: number;
}

/**
 * The citations of a filter's answers by content type (each citation typed as its page's correction, else as
 * analysed) per day or per calendar month, from the content-type rollups: under a prompt filter the per-prompt rows
 * of its prompts, else the rows per day × engine × type (a year: 365 × engines × at most 10 types). Only periods and
 * types with citations.
 */
export async function sumContentTypeTrend(
  db: Database,
  filter: PromptFilter,
  granularity: 'day' | 'month',
): Promise<ContentTypePeriod[]> {
  const t = filter.promptIds === undefined ? rollupDailyContentTypes : rollupContentTypes;
  const where =
    filter.promptIds === undefined
      ? filterCondition(rollupDailyContentTypes, filter)
      : promptFilterCondition(rollupContentTypes, filter);
  // Grouped by the day or the month's first day, formatted once per result row (not per rollup row).
  const period = granularity === 'day' ? sql`${t.day}` : sql`date_trunc('month', ${t.day})`;
  const format = granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return db
    .select({
      period: sql<string>`to_char(${period}, ${sql.raw(`'${format}'`)})`,
      contentType: t.contentType,
      citations: sql<number>`sum(${t.citations})`.mapWith(Number),
    })
    .from(t)
    .where(where)
    .groupBy(period, t.contentType)
    .having(sql`sum(${t.citations}) > 0`);
}
