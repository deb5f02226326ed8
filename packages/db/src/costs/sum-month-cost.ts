import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface MonthCost {
  /** USD of the month's answers whose cost is known (unknown ones count as 0). */
  cost: number;
  answers: number;
  /** Answers of the month whose cost is unknown (the provider reported none and no price is configured). */
  unpriced: number;
}

/**
 * What a project's answers of one local month cost so far: the month of `day` (`YYYY-MM-DD`, the project's local
 * day), read from the chats' recorded cost (the same numbers as `GET /projects/:id/costs`).
 */
export async function sumMonthCost(db: Database | Tx, projectId: number, day: string): Promise<MonthCost> {
  const [row] = rawRows<{ cost: number | string; answers: number | string; unpriced: number | string }>(
    await db.execute(sql`
      select coalesce(sum(cost), 0)::float8 as cost, count(*)::int as answers,
        (count(*) filter (where cost is null))::int as unpriced
      from chats
      where project_id = ${projectId}
        and day >= date_trunc('month', ${day}::date)::date
        and day < (date_trunc('month', ${day}::date) + interval '1 month')::date`),
  );
  return {
    cost: Number(row?.cost ?? 0),
    answers: Number(row?.answers ?? 0),
    unpriced: Number(row?.unpriced ?? 0),
  };
}
