import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';

/** What a project's budget status and month projection are computed from. */
export interface BudgetBasis {
  id: number;
  documentId: string;
  name: string;
  organizationId: number;
  timezone: string;
  status: 'active' | 'inactive';
  simulated: boolean;
  engines: string[];
  samplesPerRun: number;
  /** Local time of the daily collect, `HH:MM`. */
  scheduleTime: string;
  /** USD; null = no budget. */
  monthlyBudget: number | null;
  activePrompts: number;
}

interface Row {
  id: number | string;
  document_id: string;
  name: string;
  organization_id: number | string;
  timezone: string;
  status: 'active' | 'inactive';
  simulated: boolean;
  engines: string[];
  samples_per_run: number;
  schedule_time: string;
  monthly_budget: number | string | null;
  active_prompts: number | string;
}

/** One project's, or every project of an organization's, budget settings and collect size (by name). */
export async function listBudgetBases(
  db: Database,
  where: { projectId: number } | { organizationId: number },
): Promise<BudgetBasis[]> {
  const condition =
    'projectId' in where ? sql`p.id = ${where.projectId}` : sql`p.organization_id = ${where.organizationId}`;
  const rows = rawRows<Row>(
    await db.execute(sql`
      select p.id, p.document_id, p.name, p.organization_id, p.timezone, p.status, p.simulated, p.engines,
        p.samples_per_run, p.schedule_time, p.monthly_budget,
        (select count(*) from prompts q where q.project_id = p.id and q.active)::int as active_prompts
      from projects p
      where ${condition}
      order by p.name, p.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    documentId: r.document_id,
    name: r.name,
    organizationId: Number(r.organization_id),
    timezone: r.timezone,
    status: r.status,
    simulated: Boolean(r.simulated),
    engines: [...new Set(r.engines)],
    samplesPerRun: Number(r.samples_per_run),
    scheduleTime: r.schedule_time,
    monthlyBudget: r.monthly_budget === null ? null : Number(r.monthly_budget),
    activePrompts: Number(r.active_prompts),
  }));
}
