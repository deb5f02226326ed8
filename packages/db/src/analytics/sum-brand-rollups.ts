import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { rollupBrands, rollupDailyBrands, rollupSegmentBrands } from '../schema/index.ts';
import {
  type AnalyticsFilter,
  filterCondition,
  promptFilterCondition,
  segmentFilterCondition,
} from './analytics-filter.ts';
import { promptRangeBrands } from './prompt-range-rows.ts';
import { cutKey, dailyReport, type ReportReadOptions, rollupSource } from './report-cut.ts';

/** What a group of a report shows of a brand: answers mentioning it, its mentions, ranks and sentiment. */
export interface BrandCutSums {
  answersMentioning: number;
  mentions: number;
  rankSum: number;
  rank1: number;
  sentimentSum: number;
}

/** Sums of the brand rollups for one brand (see recompute-rollups.ts for what each counts). */
export interface BrandSums extends BrandCutSums {
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
  /** Answers mentioning each brand per day, only where it was mentioned (empty unless `days` was asked for). */
  byDay: Array<{ day: string; brandKey: string; answersMentioning: number }>;
  /** Per key of the cut and brand, only where the brand was mentioned (empty without a cut). */
  byCut: Array<BrandCutSums & { key: string; brandKey: string }>;
}

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

const number = (value: number | string | null) => Number(value ?? 0);

/**
 * The brand rollups of a report in one scan, summed by the database per GROUPING SET: per brand (every measure),
 * per brand and day (only answers mentioning it: the series; every group measure when the cut is by day), and per
 * brand and key of the cut (the group measures). Nothing is summed in JavaScript. Reads the daily rollups, or the
 * per-prompt ones with a prompt filter or a cut by prompt.
 */
export async function sumBrandRollups(
  db: Database,
  filter: AnalyticsFilter,
  options: ReportReadOptions = dailyReport,
): Promise<BrandRollups> {
  const cut = options.cut;
  const source = rollupSource(filter, options);
  // The tables share every column read here but the prompt or segment id; the query renders the chosen one's names.
  // Blocks are a subquery with the same column names (its conditions inside).
  const r =
    source === 'blocks'
      ? promptRangeBrands(db, filter)
      : source === 'segment'
        ? rollupSegmentBrands
        : source === 'prompt'
          ? rollupBrands
          : rollupDailyBrands;
  const where =
    source === 'blocks'
      ? undefined
      : source === 'segment'
        ? segmentFilterCondition(rollupSegmentBrands, filter)
        : source === 'prompt'
          ? promptFilterCondition(rollupBrands, filter)
          : filterCondition(rollupDailyBrands, filter);
  const byDay = options.days || cut === 'day';
  const other: SQL | AnyPgColumn | null =
    cut === 'engine'
      ? r.engine
      : cut === 'week' || cut === 'month' || cut === 'prompt' || cut === 'segment'
        ? cutKey(r, cut)
        : null;
  // A key absent from every set may not be selected: each is selected (and tested) only with its set.
  const keys = [...(byDay ? [r.day] : []), ...(other ? [other] : [])];
  const sets = [sql`(${r.brandKey})`, ...keys.map((key) => sql`(${key}, ${r.brandKey})`)];
  const isTotal = keys.length
    ? sql.join(
        keys.map((key) => sql`${key} is null`),
        sql` and `,
      )
    : sql`true`;
  // Per-day rows are the series (answers mentioning only), unless the groups are days too.
  const isGroup = byDay && cut !== 'day' ? sql`${r.day} is null` : sql`true`;
  const sum = (column: AnyPgColumn, when: SQL) =>
    sql<number | string | null>`case when ${when} then sum(${column}) end`;
  const rows = await db
    .select({
      day: byDay ? r.day : sql<string | null>`null`,
      cut: other ? sql<string | null>`cast(${other} as text)` : sql<string | null>`null`,
      brandKey: r.brandKey,
      answersMentioning: sql<number | string>`sum(${r.answersMentioning})`,
      mentions: sum(r.mentions, isGroup),
      rankSum: sum(r.rankSum, isGroup),
      rank1: sum(r.rank1, isGroup),
      // Per prompt the sum is a `real`: summed as double, as the daily rollups hold it.
      sentimentSum: sql<
        number | null
      >`case when ${isGroup} then sum(cast(${r.sentimentSum} as double precision)) end`,
      positive: sum(r.positive, isTotal),
      neutral: sum(r.neutral, isTotal),
      negative: sum(r.negative, isTotal),
      topThird: sum(r.topThird, isTotal),
      middleThird: sum(r.middleThird, isTotal),
      bottomThird: sum(r.bottomThird, isTotal),
    })
    .from(r)
    .where(where)
    .groupBy(sql`grouping sets (${sql.join(sets, sql`, `)})`)
    .having(sql`sum(${r.answersMentioning}) > 0`);
  const result: BrandRollups = { totals: new Map(), byDay: [], byCut: [] };
  for (const row of rows) {
    const group = {
      answersMentioning: number(row.answersMentioning),
      mentions: number(row.mentions),
      rankSum: number(row.rankSum),
      rank1: number(row.rank1),
      sentimentSum: number(row.sentimentSum),
    };
    const brandKey = row.brandKey;
    if (row.day !== null) {
      if (options.days)
        result.byDay.push({ day: row.day, brandKey, answersMentioning: group.answersMentioning });
      if (cut === 'day') result.byCut.push({ key: row.day, brandKey, ...group });
    } else if (row.cut !== null) {
      result.byCut.push({ key: row.cut, brandKey, ...group });
    } else {
      result.totals.set(brandKey, {
        ...group,
        positive: number(row.positive),
        neutral: number(row.neutral),
        negative: number(row.negative),
        topThird: number(row.topThird),
        middleThird: number(row.middleThird),
        bottomThird: number(row.bottomThird),
      });
    }
  }
  result.byDay.sort((a, b) => a.day.localeCompare(b.day) || a.brandKey.localeCompare(b.brandKey));
  return result;
}
