import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupDailyAnswers, rollupSegmentAnswers } from '../schema/index.ts';
import {
  type AnalyticsFilter,
  filterCondition,
  promptFilterCondition,
  segmentFilterCondition,
} from './analytics-filter.ts';
import { promptRangeAnswers } from './prompt-range-rows.ts';
import { cutKey, dailyReport, type ReportReadOptions, rollupSource } from './report-cut.ts';

/** Sums of the answer rollups over a report's filter: `answers` is n (successful answers). */
export interface AnswerSums {
  answers: number;
  noAnswers: number;
  answersCitingOwned: number;
  citations: number;
  ownedCitations: number;
  impression: number;
  ownedImpression: number;
}

/** n and the answers citing an owned URL, for one day or one key of the cut. */
export interface AnswerCount {
  key: string;
  answers: number;
  answersCitingOwned: number;
}

export interface AnswerRollups {
  totals: AnswerSums;
  /** Per day with any answer, oldest first (keyed by the day; empty unless `days` was asked for). */
  byDay: AnswerCount[];
  /** Per key of the cut with any answer (empty without a cut). */
  byCut: AnswerCount[];
  /** Engines that answered (or failed to) within the filter. */
  engines: string[];
}

export const emptyAnswerSums = (): AnswerSums => ({
  answers: 0,
  noAnswers: 0,
  answersCitingOwned: 0,
  citations: 0,
  ownedCitations: 0,
  impression: 0,
  ownedImpression: 0,
});

/**
 * The answer rollups of a report in one scan, summed by the database per GROUPING SET: the totals, each engine,
 * each day (with `days`) and each key of the cut, only the columns each set is used for (every per-day or per-key
 * row carries n and owned-citing answers; the citation and impression sums come with the totals alone).
 * Reads the daily rollups, or the per-prompt ones with a prompt filter or a cut by prompt.
 */
export async function sumAnswerRollups(
  db: Database,
  filter: AnalyticsFilter,
  options: ReportReadOptions = dailyReport,
): Promise<AnswerRollups> {
  const cut = options.cut;
  const source = rollupSource(filter, options);
  // The tables share every column read here but the prompt or segment id; the query renders the chosen one's names.
  // Blocks are a subquery with the same column names (its conditions inside).
  const r =
    source === 'blocks'
      ? promptRangeAnswers(db, filter)
      : source === 'segment'
        ? rollupSegmentAnswers
        : source === 'prompt'
          ? rollupAnswers
          : rollupDailyAnswers;
  const where =
    source === 'blocks'
      ? undefined
      : source === 'segment'
        ? segmentFilterCondition(rollupSegmentAnswers, filter)
        : source === 'prompt'
          ? promptFilterCondition(rollupAnswers, filter)
          : filterCondition(rollupDailyAnswers, filter);
  const extra =
    cut === 'week' || cut === 'month' || cut === 'prompt' || cut === 'segment' ? cutKey(r, cut) : null;
  const byDay = options.days || cut === 'day';
  // A key absent from every set may not be selected: each key is selected (and tested) only with its set.
  const keys = [r.engine, ...(byDay ? [r.day] : []), ...(extra ? [extra] : [])];
  const sets = [sql`()`, ...keys.map((key) => sql`(${key})`)];
  const isTotal = sql.join(
    keys.map((key) => sql`${key} is null`),
    sql` and `,
  );
  const sum = (column: AnyPgColumn) => sql<number | null>`sum(${column})`;
  const totalOnly = (column: AnyPgColumn) => sql<number | null>`case when ${isTotal} then sum(${column}) end`;
  const rows = await db
    .select({
      day: byDay ? r.day : sql<string | null>`null`,
      engine: r.engine,
      cut: extra ? sql<string | null>`cast(${extra} as text)` : sql<string | null>`null`,
      answers: sum(r.answers),
      answersCitingOwned: sum(r.answersCitingOwned),
      noAnswers: totalOnly(r.noAnswers),
      citations: totalOnly(r.citations),
      ownedCitations: totalOnly(r.ownedCitations),
      impression: totalOnly(r.impression),
      ownedImpression: totalOnly(r.ownedImpression),
    })
    .from(r)
    .where(where)
    .groupBy(sql`grouping sets (${sql.join(sets, sql`, `)})`)
    // A key whose answers were all deleted (with their prompts) keeps a zeroed row.
    .having(sql`sum(${r.answers}) + sum(${r.noAnswers}) > 0`);
  const result: AnswerRollups = { totals: emptyAnswerSums(), byDay: [], byCut: [], engines: [] };
  for (const row of rows) {
    const count = {
      answers: Number(row.answers ?? 0),
      answersCitingOwned: Number(row.answersCitingOwned ?? 0),
    };
    if (row.day !== null) {
      result.byDay.push({ key: row.day, ...count });
      if (cut === 'day') result.byCut.push({ key: row.day, ...count });
    } else if (row.engine !== null) {
      result.engines.push(row.engine);
      if (cut === 'engine') result.byCut.push({ key: row.engine, ...count });
    } else if (row.cut !== null) {
      result.byCut.push({ key: row.cut, ...count });
    } else {
      result.totals = {
        ...count,
        noAnswers: Number(row.noAnswers ?? 0),
        citations: Number(row.citations ?? 0),
        ownedCitations: Number(row.ownedCitations ?? 0),
        impression: Number(row.impression ?? 0),
        ownedImpression: Number(row.ownedImpression ?? 0),
      };
    }
  }
  if (!options.days) result.byDay = [];
  result.byDay.sort((a, b) => a.key.localeCompare(b.key));
  result.engines.sort();
  return result;
}
