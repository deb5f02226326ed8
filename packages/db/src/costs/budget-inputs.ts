import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import type { MonthCost } from './sum-month-cost.ts';

/** Which project, and its local days: today (`YYYY-MM-DD`), the first day of the cost window, the month (`YYYY-MM`). */
export interface BudgetInputsKey {
  projectId: number;
  today: string;
  from: string;
  month: string;
  /** Whether its engines' mean cost per answer is wanted (a simulated project costs nothing: not read). */
  averages: boolean;
}

export interface EngineAnswerCost {
  engine: string;
  /** Answers of the window whose cost is known. */
  priced: number;
  /** Mean USD per priced answer. */
  averageCost: number;
}

/** What a project's budget status is computed from. */
export interface BudgetInputs {
  /** The month of `today` so far: its answers' cost and what judging their sentiment cost. */
  spent: MonthCost;
  /**
   * Mean cost per answer per engine over `from`..`today`, from the answers whose cost is known; simulated answers
   * (which cost nothing) are left out, so a project switched from the simulator to real engines is not projected at
   * zero. Engines without a priced answer in the window are absent.
   */
  averages: EngineAnswerCost[];
  /** Whether the scheduled collect of `today` exists (planned, running, finished or refused). */
  collectedToday: boolean;
  /** When the "budget reached" mail of the month went out, or null. */
  notifiedAt: Date | null;
}

type Row = {
  project_id: number | string;
  cost: number | string;
  answers: number | string;
  unpriced: number | string;
  collected_today: boolean | string;
  notified_at: Date | string | null;
  averages: Array<{ engine: string; priced: number | string; average_cost: number | string }> | string;
};

/**
 * The inputs of every given project's budget status in ONE statement (each project read by its own indexes), so that
 * an organization's budgets cost one round trip however many projects it has. Projects are keyed by id.
 */
export async function loadBudgetInputs(
  db: Database,
  keys: readonly BudgetInputsKey[],
): Promise<Map<number, BudgetInputs>> {
  if (keys.length === 0) return new Map();
  const values = sql.join(
    keys.map(
      (k) =>
        sql`(${k.projectId}::bigint, ${k.today}::date, ${k.from}::date, ${k.month}::text, ${k.averages}::boolean)`,
    ),
    sql`, `,
  );
  const rows = rawRows<Row>(
    await db.execute(sql`
      select k.project_id, m.cost, m.answers, m.unpriced,
        exists (
          select 1 from collects co where co.project_id = k.project_id and co.key = 'daily:' || to_char(k.today, 'YYYY-MM-DD')
        ) as collected_today,
        (select n.sent_at from budget_notices n where n.project_id = k.project_id and n.month = k.month) as notified_at,
        coalesce((
          select json_agg(json_build_object('engine', a.engine, 'priced', a.priced, 'average_cost', a.average_cost)
            order by a.engine)
          from (
            select c.engine, count(*)::int as priced, avg(c.cost)::float8 as average_cost
            from chats c
            where k.averages and c.project_id = k.project_id and c.day between k.from_day and k.today
              and c.cost is not null and not c.simulated
            group by c.engine
          ) a
        ), '[]'::json) as averages
      from (values ${values}) as k(project_id, today, from_day, month, averages)
      cross join lateral (
        select (coalesce(sum(c.cost), 0) + coalesce(sum(j.cost), 0))::float8 as cost, count(*)::int as answers,
          (count(*) filter (where c.cost is null))::int as unpriced
        from chats c
        left join sentiment_judgements j on j.chat_id = c.id
        where c.project_id = k.project_id
          and c.day >= date_trunc('month', k.today)::date
          and c.day < (date_trunc('month', k.today) + interval '1 month')::date
      ) m`),
  );
  return new Map(
    rows.map((r) => {
      const averages = typeof r.averages === 'string' ? JSON.parse(r.averages) : r.averages;
      return [
        Number(r.project_id),
        {
          spent: { cost: Number(r.cost), answers: Number(r.answers), unpriced: Number(r.unpriced) },
          averages: (averages as Exclude<Row['averages'], string>).map((a) => ({
            engine: a.engine,
            priced: Number(a.priced),
            averageCost: Number(a.average_cost),
          })),
          collectedToday: r.collected_today === true || String(r.collected_today) === 'true',
          notifiedAt: r.notified_at === null ? null : new Date(r.notified_at),
        },
      ];
    }),
  );
}
