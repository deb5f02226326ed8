import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { collects, projects, runs } from '../schema/index.ts';
import { refreshCollect } from './refresh-collect.ts';

export interface PlanCollectInput {
  projectId: number;
  /** Local date in the project's timezone, `YYYY-MM-DD`. */
  day: string;
  /** Idempotency key within the project: the same key never plans a second collect. */
  key: string;
  trigger: 'schedule' | 'manual' | 'backfill';
  /** Only these prompts (run now for one prompt); all active prompts when absent. */
  promptIds?: readonly number[];
  /** Only these of the project's engines (run now for the engines that have credentials); all when absent. */
  engines?: readonly string[];
}

/** `and <column> in (…engines)` when the input names engines, else nothing. */
export function engineFilter(column: string, engines: readonly string[] | undefined) {
  if (!engines) return sql``;
  return sql`and ${sql.identifier(column)} in (${sql.join(
    engines.map((engine) => sql`${engine}`),
    sql`, `,
  )})`;
}

export interface PlannedRun {
  id: number;
  engine: string;
  promptId: number;
  sampleIndex: number;
  /** The project is simulated: the simulator answers this run, whatever engine it imitates. */
  simulated: boolean;
}

export interface PlannedCollect {
  collectId: number;
  documentId: string;
  created: boolean;
  planned: number;
  /** Runs not finished yet (all of them for a new collect). */
  pending: PlannedRun[];
}

/**
 * Creates the collect of `key` with one run per active prompt × project engine × sample, all or nothing. Planning
 * an existing key changes nothing and returns its unfinished runs, so a crashed planner can simply run again.
 */
export async function planCollect(db: Database, input: PlanCollectInput): Promise<PlannedCollect> {
  return db.transaction((tx) => planCollectIn(tx, input));
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `planCollect` inside a transaction the caller holds (which may already have checked limits under the same locks). */
export async function planCollectIn(tx: Tx, input: PlanCollectInput): Promise<PlannedCollect> {
  const [project] = rawRows<{ organization_id: number }>(
    await tx.execute(sql`select organization_id from projects where id = ${input.projectId} for update`),
  );
  if (!project) throw new Error(`project ${input.projectId} does not exist`);
  const inserted = await tx
    .insert(collects)
    .values({
      organizationId: Number(project.organization_id),
      projectId: input.projectId,
      day: input.day,
      key: input.key,
      trigger: input.trigger,
    })
    .onConflictDoNothing({ target: [collects.projectId, collects.key] })
    .returning({ id: collects.id, documentId: collects.documentId });
  let collect = inserted[0];
  const created = Boolean(collect);
  if (!collect) {
    [collect] = await tx
      .select({ id: collects.id, documentId: collects.documentId })
      .from(collects)
      .where(and(eq(collects.projectId, input.projectId), eq(collects.key, input.key)));
  }
  if (!collect) throw new Error('collect vanished while planning');
  if (created) {
    const promptFilter = input.promptIds
      ? sql`and p.id in (${sql.join(
          input.promptIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    await tx.execute(sql`
      insert into runs (organization_id, project_id, collect_id, prompt_id, engine, sample_index)
      select pr.organization_id, pr.id, ${collect.id}, p.id, e.engine, s.sample
      from projects pr
      join prompts p on p.project_id = pr.id and p.active ${promptFilter}
      cross join lateral unnest(pr.engines) as e(engine)
      cross join lateral generate_series(0, pr.samples_per_run - 1) as s(sample)
      where pr.id = ${input.projectId} ${engineFilter('engine', input.engines)}
      order by p.id, e.engine, s.sample
      on conflict do nothing`);
    await tx.execute(sql`
      update collects set planned = (select count(*) from runs where collect_id = ${collect.id})
      where id = ${collect.id}`);
  }
  const pending = await tx
    .select({
      id: runs.id,
      engine: runs.engine,
      promptId: runs.promptId,
      sampleIndex: runs.sampleIndex,
      simulated: projects.simulated,
    })
    .from(runs)
    .innerJoin(projects, eq(projects.id, runs.projectId))
    .where(and(eq(runs.collectId, collect.id), inArray(runs.status, ['queued', 'running'])))
    .orderBy(runs.id);
  const [{ planned } = { planned: 0 }] = await tx
    .select({ planned: collects.planned })
    .from(collects)
    .where(eq(collects.id, collect.id));
  if (created && planned === 0) await refreshCollect(tx, collect.id);
  return { collectId: collect.id, documentId: collect.documentId, created, planned, pending };
}
