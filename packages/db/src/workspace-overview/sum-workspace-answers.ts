import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rollupDailyAnswers } from '../schema/index.ts';
import { coveringSpan, type ProjectDays } from './workspace-days.ts';

export interface ProjectDayAnswers {
  projectId: number;
  day: string;
  /** Successful answers (n). */
  answers: number;
}

/**
 * Successful answers per project × day over every engine, for several projects in ONE scan of `rollup_daily_answers`
 * (the span covering each project's days; callers pick each project's own days from it). Days without answers are
 * absent.
 */
export async function sumWorkspaceAnswers(
  db: Database,
  spans: readonly ProjectDays[],
): Promise<ProjectDayAnswers[]> {
  const span = coveringSpan(spans);
  if (!span) return [];
  const r = rollupDailyAnswers;
  const rows = await db
    .select({
      projectId: r.projectId,
      day: r.day,
      answers: sql<number>`sum(${r.answers})`.mapWith(Number),
    })
    .from(r)
    .where(
      and(
        inArray(
          r.projectId,
          spans.map((s) => s.projectId),
        ),
        between(r.day, span.from, span.to),
      ),
    )
    .groupBy(r.projectId, r.day)
    .having(sql`sum(${r.answers}) > 0`)
    .orderBy(asc(r.projectId), asc(r.day));
  return rows.map((row) => ({ ...row, projectId: Number(row.projectId) }));
}
