import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { rollupDailyAnswers } from '../schema/index.ts';
import { type AnalyticsFilter, filterCondition } from './analytics-filter.ts';

/** Sums of `rollup_answers`: `answers` is n (successful answers); citation counts are over those answers. */
export interface AnswerSums {
  answers: number;
  noAnswers: number;
  answersWithCitations: number;
  answersCitingOwned: number;
  citations: number;
  ownedCitations: number;
  impression: number;
  ownedImpression: number;
}

export interface AnswerRollups {
  totals: AnswerSums;
  /** Per day with any answer, oldest first. */
  byDay: Array<AnswerSums & { day: string }>;
  /** Engines that answered (or failed to) within the filter. */
  engines: string[];
}

export const emptyAnswerSums = (): AnswerSums => ({
  answers: 0,
  noAnswers: 0,
  answersWithCitations: 0,
  answersCitingOwned: 0,
  citations: 0,
  ownedCitations: 0,
  impression: 0,
  ownedImpression: 0,
});

const total = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);

/**
 * Answer rollups of the filter summed per day × engine in one scan of `rollup_daily_answers` (all prompts; a prompt,
 * tag or intent filter would read the per-prompt `rollup_answers`); per-day rows and totals are sums of those.
 */
export async function sumAnswerRollups(db: Database, filter: AnalyticsFilter): Promise<AnswerRollups> {
  const r = rollupDailyAnswers;
  const rows = await db
    .select({
      day: r.day,
      engine: r.engine,
      answers: total(r.answers),
      noAnswers: total(r.noAnswers),
      answersWithCitations: total(r.answersWithCitations),
      answersCitingOwned: total(r.answersCitingOwned),
      citations: total(r.citations),
      ownedCitations: total(r.ownedCitations),
      impression: total(r.impression),
      ownedImpression: total(r.ownedImpression),
    })
    .from(r)
    .where(filterCondition(r, filter))
    .groupBy(r.day, r.engine)
    // A day × engine whose answers were all deleted (with their prompts) keeps a zeroed row.
    .having(sql`sum(${r.answers}) + sum(${r.noAnswers}) > 0`)
    .orderBy(asc(r.day), asc(r.engine));
  const totals = emptyAnswerSums();
  const days = new Map<string, AnswerSums & { day: string }>();
  const engines = new Set<string>();
  for (const { day, engine, ...sums } of rows) {
    engines.add(engine);
    let into = days.get(day);
    if (!into) {
      into = { day, ...emptyAnswerSums() };
      days.set(day, into);
    }
    for (const key of Object.keys(sums) as Array<keyof AnswerSums>) {
      into[key] += sums[key];
      totals[key] += sums[key];
    }
  }
  return { totals, byDay: [...days.values()], engines: [...engines] };
}
