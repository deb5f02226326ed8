import { type SQL, sql } from 'drizzle-orm';
import {
  type AnalyticsFilter,
  filterCondition,
  promptFilterCondition,
} from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupBrands, rollupDailyBrands } from '../schema/index.ts';

/** Answers mentioning one brand on one day (every engine of the filter). */
export interface BrandMentionDay {
  day: string;
  brandKey: string;
  answersMentioning: number;
}

/**
 * Answers mentioning each brand per day of a filter (the numerator of its visibility, as the tracking report sums
 * it), from the daily brand rollups or the per-prompt ones when the filter lists prompts; only where it was named.
 */
export async function sumBrandMentionDays(db: Database, filter: AnalyticsFilter): Promise<BrandMentionDay[]> {
  const perPrompt = filter.promptIds !== undefined;
  const r = perPrompt ? rollupBrands : rollupDailyBrands;
  const where: SQL | undefined = perPrompt
    ? promptFilterCondition(rollupBrands, filter)
    : filterCondition(rollupDailyBrands, filter);
  const day = sql<string>`to_char(${r.day}, 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      brandKey: r.brandKey,
      answersMentioning: sql<number>`sum(${r.answersMentioning})`.mapWith(Number),
    })
    .from(r)
    .where(where)
    .groupBy(r.day, r.brandKey)
    .having(sql`sum(${r.answersMentioning}) > 0`)
    .orderBy(r.day, r.brandKey);
}
