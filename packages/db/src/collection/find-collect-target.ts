import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { projects, prompts } from '../schema/index.ts';

export interface CollectTarget {
  projectId: number;
  organizationId: number;
  status: 'active' | 'inactive';
  timezone: string;
  engines: string[];
  /** Every engine is answered by the simulator (no credentials needed). */
  simulated: boolean;
  activePrompts: number;
}

/** What "run now" checks before planning: the project's state, engines and how many prompts would run. */
export async function findCollectTarget(
  db: Database,
  projectId: number,
  promptId?: number,
): Promise<CollectTarget | null> {
  const [project] = await db
    .select({
      projectId: projects.id,
      organizationId: projects.organizationId,
      status: projects.status,
      timezone: projects.timezone,
      engines: projects.engines,
      simulated: projects.simulated,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prompts)
    .where(
      and(
        eq(prompts.projectId, projectId),
        eq(prompts.active, true),
        promptId === undefined ? undefined : eq(prompts.id, promptId),
      ),
    );
  return { ...project, activePrompts: Number(count?.n ?? 0) };
}

/** The project a prompt belongs to (prompts are resolved through the tenant-scoped REST layer first). */
export async function projectOfPrompt(db: Database, promptId: number): Promise<number | null> {
  const [row] = await db
    .select({ projectId: prompts.projectId })
    .from(prompts)
    .where(eq(prompts.id, promptId));
  return row?.projectId ?? null;
}
