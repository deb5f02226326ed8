import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupDailyDomains, rollupDailyUrls, rollupDomains, rollupUrls } from '../schema/index.ts';
import type { PromptFilter } from '../source-rows/domain-rows.ts';

export type TrendGranularity = 'day' | 'week' | 'month';

export interface SourceTrendRow {
  /** The domain, or the page's normalized URL. */
  source: string;
  /** The period: the day, the ISO week's Monday, or `YYYY-MM`. */
  key: string;
  citations: number;
  answersCiting: number;
  impression: number;
}

/** The period of a day column, as text: the day, its ISO week's Monday, or its month. */
export function periodOf(day: AnyPgColumn, granularity: TrendGranularity): SQL<string> {
  if (granularity === 'week') return sql<string>`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`;
  if (granularity === 'month') return sql<string>`to_char(${day}, 'YYYY-MM')`;
  return sql<string>`to_char(${day}, 'YYYY-MM-DD')`;
}

/**
 * Citations, answers citing and impression of each listed domain (or page, by normalized URL) per period of the
 * range, from the daily domain or page rollups (per prompt under a prompt filter); only periods where it was cited.
 */
export async function sumSourceTrend(
  db: Database,
  filter: PromptFilter,
  kind: 'domains' | 'urls',
  sources: readonly string[],
  granularity: TrendGranularity,
): Promise<SourceTrendRow[]> {
  if (sources.length === 0) return [];
  const perPrompt = filter.promptIds !== undefined;
  const r =
    kind === 'domains'
      ? perPrompt
        ? rollupDomains
        : rollupDailyDomains
      : perPrompt
        ? rollupUrls
        : rollupDailyUrls;
  const source: AnyPgColumn =
    kind === 'domains'
      ? (r as typeof rollupDailyDomains).domain
      : (r as typeof rollupDailyUrls).normalizedUrl;
  const where = perPrompt
    ? promptFilterCondition(r as typeof rollupDomains, filter)
    : and(
        eq(r.projectId, filter.projectId),
        between(r.day, filter.from, filter.to),
        filter.engines ? inArray(r.engine, [...filter.engines]) : undefined,
      );
  const key = periodOf(r.day, granularity);
  return db
    .select({
      source: sql<string>`${source}`,
      key,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
      answersCiting: sql<number>`sum(${r.answersCiting})`.mapWith(Number),
      impression: sql<number>`sum(${r.impression})`.mapWith(Number),
    })
    .from(r)
    .where(and(where, inArray(source, [...sources])))
    .groupBy(source, key)
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(source, key);
}
