import { and, asc, eq, sql } from 'drizzle-orm';
import { type MonthRange, monthRangeCondition } from '../costs/month-range.ts';
import type { Database } from '../database.ts';
import { chats, runs, sentimentJudgements } from '../schema/index.ts';

export interface EngineMonthCost {
  /** Local month of the answers, `YYYY-MM`. */
  month: string;
  engine: string;
  chats: number;
  inputTokens: number;
  outputTokens: number;
  /** USD; answers whose cost is unknown count as 0 and are counted in `unpriced`. */
  cost: number;
  unpriced: number;
  /**
   * Answers whose run was asked more than once because an attempt was cut off mid-question (a crash, an expired
   * job): the engine may have charged for the lost attempts as well.
   */
  interrupted: number;
  /** Estimated USD of those lost attempts, each priced like the answer that was kept (not included in `cost`). */
  interruptedCost: number;
  /** USD of judging these answers' tone with a model (not included in `cost`; the budget counts both). */
  judgeCost: number;
}

/** A project's tokens and cost per local month and engine, newest month first (optionally only some months). */
export async function sumCostsByEngineAndMonth(
  db: Database,
  projectId: number,
  range?: MonthRange,
): Promise<EngineMonthCost[]> {
  const month = sql<string>`to_char(${chats.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      engine: chats.engine,
      chats: sql<number>`count(*)`.mapWith(Number),
      inputTokens: sql<number>`coalesce(sum(${chats.inputTokens}), 0)`.mapWith(Number),
      outputTokens: sql<number>`coalesce(sum(${chats.outputTokens}), 0)`.mapWith(Number),
      cost: sql<number>`coalesce(sum(${chats.cost}), 0)`.mapWith(Number),
      unpriced: sql<number>`count(*) filter (where ${chats.cost} is null)`.mapWith(Number),
      interrupted: sql<number>`count(*) filter (where ${runs.interrupted} > 0)`.mapWith(Number),
      interruptedCost: sql<number>`coalesce(sum(${chats.cost} * ${runs.interrupted}), 0)`.mapWith(Number),
      judgeCost: sql<number>`coalesce(sum(${sentimentJudgements.cost}), 0)`.mapWith(Number),
    })
    .from(chats)
    .innerJoin(runs, eq(runs.id, chats.runId))
    .leftJoin(sentimentJudgements, eq(sentimentJudgements.chatId, chats.id))
    .where(and(eq(chats.projectId, projectId), monthRangeCondition(chats.day, range)))
    .groupBy(month, chats.engine)
    .orderBy(sql`1 desc`, asc(chats.engine));
  return rows;
}
