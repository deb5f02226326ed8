import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface MonthCost {
  /**
   * USD of the month's answers whose cost is known (unknown ones count as 0), with what judging their sentiment cost
   * (issue 40: the judge's calls are spent from the same budget).
   */
  cost: number;
  answers: number;
  /** Answers of the month whose cost is unknown (the provider reported none and no price is configured). */
  unpriced: number;
}

/**
 * What a project's answers of one local month cost so far: the month of `day` (`YYYY-MM-DD`, the project's local
 * day), read from the chats' recorded cost and their sentiment judgements'.
 */
export async function sumMonthCost(db: Database | Tx, projectId: number, day: string): Promise<MonthCost> {
  const [row] = rawRows<{ cost: number | string; answers: number | string; unpriced: number | string }>(
    await db.execute(sql`
      select (coalesce(sum(c.cost), 0) + coalesce(sum(j.cost), 0))::float8 as cost, count(*)::int as answers,
        (count(*) filter (where c.cost is null))::int as unpriced
      from chats c
      left join sentiment_judgements j on j.chat_id = c.id
      where c.project_id = ${projectId}
        and c.day >= date_trunc('month', ${day}::date)::date
        and c.day < (date_trunc('month', ${day}::date) + interval '1 month')::date`),
  );
  return {
    cost: Number(row?.cost ?? 0),
    answers: Number(row?.answers ?? 0),
    unpriced: Number(row?.unpriced ?? 0),
  };
}
