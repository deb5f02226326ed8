import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { ownBrandKey } from '../analytics/find-analytics-project.ts';
import type { Database } from '../database.ts';
import { rollupDailyBrands } from '../schema/index.ts';
import { coveringSpan, type ProjectDays } from './workspace-days.ts';

export interface ProjectDayBrands {
  projectId: number;
  day: string;
  /** Answers mentioning the own brand. */
  ownMentioning: number;
  /** Sum of the own brand's ranks over those answers (mean = rankSum / ownMentioning). */
  ownRankSum: number;
  /** Σ over every brand key with data (tracked or deleted since) of answers mentioning it: share of voice's whole. */
  allMentioning: number;
}

/**
 * The own brand's mentions and every brand's answers mentioning it, per project × day over every engine, for several
 * projects in ONE scan of `rollup_daily_brands`. Days without any mention are absent.
 */
export async function sumWorkspaceBrands(
  db: Database,
  spans: readonly ProjectDays[],
): Promise<ProjectDayBrands[]> {
  const span = coveringSpan(spans);
  if (!span) return [];
  const r = rollupDailyBrands;
  const own = eq(r.brandKey, ownBrandKey);
  const rows = await db
    .select({
      projectId: r.projectId,
      day: r.day,
      ownMentioning: sql<number>`coalesce(sum(${r.answersMentioning}) filter (where ${own}), 0)`.mapWith(
        Number,
      ),
      ownRankSum: sql<number>`coalesce(sum(${r.rankSum}) filter (where ${own}), 0)`.mapWith(Number),
      allMentioning: sql<number>`sum(${r.answersMentioning})`.mapWith(Number),
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
    .having(sql`sum(${r.answersMentioning}) > 0`)
    .orderBy(asc(r.projectId), asc(r.day));
  return rows.map((row) => ({ ...row, projectId: Number(row.projectId) }));
}
