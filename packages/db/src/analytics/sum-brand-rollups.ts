import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { rollupDailyBrands } from '../schema/index.ts';
import { type AnalyticsFilter, filterCondition } from './analytics-filter.ts';

/** Sums of `rollup_brands` for one brand (see recompute-rollups.ts for what each counts). */
export interface BrandSums {
  answersMentioning: number;
  mentions: number;
  rankSum: number;
  rank1: number;
  sentimentSum: number;
  positive: number;
  neutral: number;
  negative: number;
  topThird: number;
  middleThird: number;
  bottomThird: number;
}

export interface BrandRollups {
  /** Per brand key over the whole filter. */
  totals: Map<string, BrandSums>;
  /** Per day and brand key, only where the brand was mentioned (days without rows had no mention). */
  byDay: Array<BrandSums & { day: string; brandKey: string }>;
}

const total = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);

export const emptyBrandSums = (): BrandSums => ({
  answersMentioning: 0,
  mentions: 0,
  rankSum: 0,
  rank1: 0,
  sentimentSum: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  topThird: 0,
  middleThird: 0,
  bottomThird: 0,
});

/**
 * Brand rollups of the filter summed per day × brand in one scan of `rollup_daily_brands`; the totals are the sums of
 * those rows (no second scan).
 */
export async function sumBrandRollups(db: Database, filter: AnalyticsFilter): Promise<BrandRollups> {
  const r = rollupDailyBrands;
  const byDay = await db
    .select({
      day: r.day,
      brandKey: r.brandKey,
      answersMentioning: total(r.answersMentioning),
      mentions: total(r.mentions),
      rankSum: total(r.rankSum),
      rank1: total(r.rank1),
      sentimentSum: total(r.sentimentSum),
      positive: total(r.positive),
      neutral: total(r.neutral),
      negative: total(r.negative),
      topThird: total(r.topThird),
      middleThird: total(r.middleThird),
      bottomThird: total(r.bottomThird),
    })
    .from(r)
    .where(filterCondition(r, filter))
    .groupBy(r.day, r.brandKey)
    .having(sql`sum(${r.answersMentioning}) > 0`)
    .orderBy(asc(r.day), asc(r.brandKey));
  const totals = new Map<string, BrandSums>();
  for (const { day: _day, brandKey, ...sums } of byDay) {
    const into = totals.get(brandKey) ?? emptyBrandSums();
    for (const key of Object.keys(sums) as Array<keyof BrandSums>) into[key] += sums[key];
    totals.set(brandKey, into);
  }
  return { totals, byDay };
}
