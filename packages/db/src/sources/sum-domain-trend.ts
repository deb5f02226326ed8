import { and, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { promptFilterCondition } from '../analytics/analytics-filter.ts';
import type { PromptFilter } from '../dashboards/domain-rows.ts';
import type { Database } from '../database.ts';
import { rollupDailyDomains, rollupDomains } from '../schema/index.ts';

export type TrendGranularity = 'day' | 'week' | 'month';

export interface DomainTrendRow {
  domain: string;
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
 * Citations, answers citing and impression of each listed domain per period of the range, from the daily domain
 * rollups (per prompt under a prompt filter); only periods where the domain was cited.
 */
export async function sumDomainTrend(
  db: Database,
  filter: PromptFilter,
  domains: readonly string[],
  granularity: TrendGranularity,
): Promise<DomainTrendRow[]> {
  if (domains.length === 0) return [];
  const perPrompt = filter.promptIds !== undefined;
  const r = perPrompt ? rollupDomains : rollupDailyDomains;
  const where = perPrompt
    ? promptFilterCondition(rollupDomains, filter)
    : and(
        eq(rollupDailyDomains.projectId, filter.projectId),
        between(rollupDailyDomains.day, filter.from, filter.to),
        filter.engines ? inArray(rollupDailyDomains.engine, [...filter.engines]) : undefined,
      );
  const key = periodOf(r.day, granularity);
  const rows = await db
    .select({
      domain: r.domain,
      key,
      citations: sql<number>`sum(${r.citations})`.mapWith(Number),
      answersCiting: sql<number>`sum(${r.answersCiting})`.mapWith(Number),
      impression: sql<number>`sum(${r.impression})`.mapWith(Number),
    })
    .from(r)
    .where(and(where, inArray(r.domain, [...domains])))
    .groupBy(r.domain, key)
    .having(sql`sum(${r.citations}) > 0`)
    .orderBy(r.domain, key);
  return rows;
}
