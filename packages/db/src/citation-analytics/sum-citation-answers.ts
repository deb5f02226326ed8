import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type AnalyticsFilter,
  filterCondition,
  promptFilterCondition,
  segmentFilterCondition,
} from '../analytics/analytics-filter.ts';
import type { Database } from '../database.ts';
import { rollupAnswers, rollupDailyAnswers, rollupSegmentAnswers } from '../schema/index.ts';

/** The citation measures of the answer rollups, summed over one engine (and one day, when read by day). */
export interface CitationAnswerSums {
  engine: string;
  /** The local day; null when the read was not by day. */
  day: string | null;
  /** Successful answers (n). */
  answers: number;
  noAnswers: number;
  answersWithCitations: number;
  answersCitingOwned: number;
  citations: number;
  ownedCitations: number;
  impression: number;
  ownedImpression: number;
}

type AnswerTable = typeof rollupAnswers | typeof rollupDailyAnswers | typeof rollupSegmentAnswers;

/**
 * The answer rollups a filter reads: its segment's (tag, intent and branded filters, `filter.segmentId`), the
 * per-prompt ones under a list of prompts, else the daily ones (all prompts of a project × day × engine in one row).
 */
function source(filter: AnalyticsFilter): { table: AnswerTable; where: SQL | undefined } {
  if (filter.segmentId !== undefined) {
    return { table: rollupSegmentAnswers, where: segmentFilterCondition(rollupSegmentAnswers, filter) };
  }
  if (filter.promptIds !== undefined) {
    return { table: rollupAnswers, where: promptFilterCondition(rollupAnswers, filter) };
  }
  return { table: rollupDailyAnswers, where: filterCondition(rollupDailyAnswers, filter) };
}

/**
 * Every citation measure of the answer rollups within a filter, per engine and, with `byDay`, per local day too (a
 * year is at most 366 × engines rows). Engines or days whose results were all deleted keep zeroed rows: left out.
 */
export async function sumCitationAnswers(
  db: Database,
  filter: AnalyticsFilter,
  { byDay }: { byDay: boolean },
): Promise<CitationAnswerSums[]> {
  const { table: r, where } = source(filter);
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const rows = await db
    .select({
      engine: r.engine,
      day: byDay ? sql<string | null>`cast(${r.day} as text)` : sql<string | null>`null`,
      answers: sum(r.answers),
      noAnswers: sum(r.noAnswers),
      answersWithCitations: sum(r.answersWithCitations),
      answersCitingOwned: sum(r.answersCitingOwned),
      citations: sum(r.citations),
      ownedCitations: sum(r.ownedCitations),
      impression: sum(r.impression),
      ownedImpression: sum(r.ownedImpression),
    })
    .from(r)
    .where(where)
    .groupBy(...(byDay ? [r.engine, r.day] : [r.engine]))
    .having(sql`sum(${r.answers}) + sum(${r.noAnswers}) > 0`);
  return rows.sort((a, b) => (a.day ?? '').localeCompare(b.day ?? '') || a.engine.localeCompare(b.engine));
}
