import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

export interface EngineAnswerCost {
  engine: string;
  /** Answers of the window whose cost is known. */
  priced: number;
  /** Mean USD per priced answer. */
  averageCost: number;
}

/**
 * A project's mean cost per answer per engine over the local days `from`..`to` (inclusive), from the answers whose
 * cost is known; simulated answers (which cost nothing) are left out, so a project switched from the simulator to
 * real engines is not projected at zero. Engines without a priced answer in the window are absent.
 */
export async function averageAnswerCosts(
  db: Database,
  projectId: number,
  from: string,
  to: string,
): Promise<EngineAnswerCost[]> {
  const rows = rawRows<{ engine: string; priced: number | string; average_cost: number | string }>(
    await db.execute(sql`
      select engine, count(*)::int as priced, avg(cost)::float8 as average_cost
      from chats
      where project_id = ${projectId} and day between ${from}::date and ${to}::date
        and cost is not null and not simulated
      group by engine
      order by engine`),
  );
  return rows.map((r) => ({
    engine: r.engine,
    priced: Number(r.priced),
    averageCost: Number(r.average_cost),
  }));
}
