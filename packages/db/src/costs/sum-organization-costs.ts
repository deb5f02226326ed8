import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EngineMonthCost } from '../collection/sum-costs.ts';
import type { Database } from '../database.ts';
import { chats, projects, runs } from '../schema/index.ts';
import { type MonthRange, monthRangeCondition } from './month-range.ts';

export interface ProjectEngineMonthCost extends EngineMonthCost {
  projectId: number;
}

/**
 * Every project of an organization: tokens and cost per local month (each project's own timezone) and engine,
 * newest month first, the same sums as `sumCostsByEngineAndMonth` per project.
 */
export async function sumOrganizationCosts(
  db: Database,
  organizationId: number,
  range?: MonthRange,
): Promise<ProjectEngineMonthCost[]> {
  const month = sql<string>`to_char(${chats.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      projectId: chats.projectId,
      month,
      engine: chats.engine,
      chats: sql<number>`count(*)`.mapWith(Number),
      inputTokens: sql<number>`coalesce(sum(${chats.inputTokens}), 0)`.mapWith(Number),
      outputTokens: sql<number>`coalesce(sum(${chats.outputTokens}), 0)`.mapWith(Number),
      cost: sql<number>`coalesce(sum(${chats.cost}), 0)`.mapWith(Number),
      unpriced: sql<number>`count(*) filter (where ${chats.cost} is null)`.mapWith(Number),
      interrupted: sql<number>`count(*) filter (where ${runs.interrupted} > 0)`.mapWith(Number),
      interruptedCost: sql<number>`coalesce(sum(${chats.cost} * ${runs.interrupted}), 0)`.mapWith(Number),
    })
    .from(chats)
    .innerJoin(runs, eq(runs.id, chats.runId))
    // Through the organization's projects, so each project's chats are read by its (project, day) index.
    .where(
      and(
        inArray(
          chats.projectId,
          db.select({ id: projects.id }).from(projects).where(eq(projects.organizationId, organizationId)),
        ),
        monthRangeCondition(chats.day, range),
      ),
    )
    .groupBy(chats.projectId, month, chats.engine)
    .orderBy(sql`2 desc`, asc(chats.projectId), asc(chats.engine));
  return rows.map((r) => ({ ...r, projectId: Number(r.projectId) }));
}
