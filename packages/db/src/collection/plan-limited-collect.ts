import { sql } from 'drizzle-orm';
import { type BudgetRefusal, checkBudget } from '../costs/check-budget.ts';
import type { Database } from '../database.ts';
import { rawRows } from '../raw-rows.ts';
import { collects } from '../schema/index.ts';
import { engineFilter, type PlanCollectInput, type PlannedCollect, planCollectIn } from './plan-collect.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface CollectLimits {
  /** Runs one organization may plan per rolling 24 hours over all its projects (backfills do not count). */
  orgDailyRunQuota: number;
  /**
   * Run now only: refused while the project's previous run-now collect is unfinished, and for this many seconds
   * after it was planned.
   */
  runNowCooldownSeconds?: number;
  /** The text kept on a refused scheduled collect, shown in its day view. */
  describeRefusal?: (refusal: CollectRefusal) => string;
}

export type CollectRefusal =
  | { reason: 'run_now_in_progress'; collect: string; retryAfterSeconds: number }
  | { reason: 'run_now_cooldown'; collect: string; retryAfterSeconds: number }
  | {
      reason: 'quota_exceeded';
      /** Runs this collect would have planned. */
      wouldPlan: number;
      /** Runs the organization planned in the last 24 hours, and what is left of its quota. */
      used: number;
      remaining: number;
      quota: number;
      /** When enough of the window has passed for this collect to fit; null when it is larger than the quota. */
      retryAt: Date | null;
      retryAfterSeconds: number | null;
    }
  | BudgetRefusal;

export type LimitedPlan =
  | (PlannedCollect & { refused: null })
  | {
      refused: CollectRefusal;
      /** A scheduled collect over quota is kept as a failed collect (planning it again changes nothing). */
      recorded: { collectId: number; documentId: string } | null;
    };

/** Seconds "run now" asks a client to wait while the previous run-now collect is still running. */
export const runNowInProgressRetrySeconds = 30;

/**
 * `planCollect` with the project's monthly budget (a month whose answers already cost the budget starts no collect:
 * collection is paused until the budget is raised or removed, or the month ends), the organization's daily run quota
 * and, for run now, the guard against repeated clicks — checked
 * and planned under the project's row lock (and the organization's, for the quota), so concurrent requests cannot
 * both pass. A refused collect plans nothing; a refused scheduled collect is recorded as failed.
 */
export async function planLimitedCollect(
  db: Database,
  input: PlanCollectInput,
  limits: CollectLimits,
): Promise<LimitedPlan> {
  return db.transaction(async (tx) => {
    const [project] = rawRows<{ organization_id: number; existing: number | null }>(
      await tx.execute(sql`
        select organization_id,
          (select id from collects where project_id = ${input.projectId} and key = ${input.key}) as existing
        from projects where id = ${input.projectId} for update`),
    );
    if (!project) throw new Error(`project ${input.projectId} does not exist`);
    // Planning a key again (a retried job) is not a new collect: it only resumes the one that exists.
    if (project.existing === null) {
      const refused =
        (input.trigger === 'manual' && limits.runNowCooldownSeconds !== undefined
          ? await checkRunNowGuard(tx, input.projectId, limits.runNowCooldownSeconds)
          : null) ??
        // Every trigger, backfill included: the month's recorded cost against the project's monthly budget.
        (await checkBudget(tx, input.projectId, input.day)) ??
        (input.trigger === 'backfill'
          ? null
          : await checkQuota(tx, Number(project.organization_id), input, limits.orgDailyRunQuota));
      if (refused) {
        const recorded =
          input.trigger === 'schedule'
            ? await recordRefusedCollect(
                tx,
                Number(project.organization_id),
                input,
                limits.describeRefusal?.(refused) ?? refused.reason,
              )
            : null;
        return { refused, recorded };
      }
    }
    return { ...(await planCollectIn(tx, input)), refused: null };
  });
}

async function checkRunNowGuard(tx: Tx, projectId: number, cooldownSeconds: number) {
  const [running] = rawRows<{ document_id: string }>(
    await tx.execute(sql`
      select document_id from collects
      where project_id = ${projectId} and trigger = 'manual' and status in ('scheduled', 'running')
      order by id desc limit 1`),
  );
  if (running) {
    return {
      reason: 'run_now_in_progress' as const,
      collect: running.document_id,
      retryAfterSeconds: Math.max(cooldownSeconds, runNowInProgressRetrySeconds),
    };
  }
  const [recent] = rawRows<{ document_id: string; wait: number }>(
    await tx.execute(sql`
      select document_id,
        ceil(extract(epoch from (created_at + ${cooldownSeconds} * interval '1 second' - now())))::int as wait
      from collects where project_id = ${projectId} and trigger = 'manual'
      order by id desc limit 1`),
  );
  if (recent && Number(recent.wait) > 0) {
    return {
      reason: 'run_now_cooldown' as const,
      collect: recent.document_id,
      retryAfterSeconds: Number(recent.wait),
    };
  }
  return null;
}

async function checkQuota(tx: Tx, organizationId: number, input: PlanCollectInput, quota: number) {
  const promptFilter = input.promptIds
    ? sql`and p.id in (${sql.join(
        input.promptIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const [size] = rawRows<{ would_plan: number }>(
    await tx.execute(sql`
      select (select count(*) from prompts p where p.project_id = pr.id and p.active ${promptFilter})
        * (select count(distinct e) from unnest(pr.engines) as e where true ${engineFilter('e', input.engines)})
        * pr.samples_per_run as would_plan
      from projects pr where pr.id = ${input.projectId}`),
  );
  const wouldPlan = Number(size?.would_plan ?? 0);
  if (wouldPlan === 0) return null;
  // Serializes the quota check of every planner of this organization (no key update: chats and runs being written
  // meanwhile only hold key-share locks on the row, which this does not block).
  await tx.execute(sql`select id from organizations where id = ${organizationId} for no key update`);
  const window = rawRows<{ planned: number; frees_in_ms: number }>(
    await tx.execute(sql`
      select planned, extract(epoch from (created_at + interval '24 hours' - now())) * 1000 as frees_in_ms
      from collects
      where organization_id = ${organizationId} and trigger <> 'backfill' and planned > 0
        and created_at > now() - interval '24 hours'
      order by created_at`),
  );
  const used = window.reduce((sum, c) => sum + Number(c.planned), 0);
  if (used + wouldPlan <= quota) return null;
  let freesInMs: number | null = null;
  if (wouldPlan <= quota) {
    let left = used;
    for (const collect of window) {
      left -= Number(collect.planned);
      if (left + wouldPlan <= quota) {
        freesInMs = Math.max(0, Number(collect.frees_in_ms));
        break;
      }
    }
  }
  return {
    reason: 'quota_exceeded' as const,
    wouldPlan,
    used,
    remaining: Math.max(0, quota - used),
    quota,
    retryAt: freesInMs === null ? null : new Date(Date.now() + freesInMs),
    retryAfterSeconds: freesInMs === null ? null : Math.max(1, Math.ceil(freesInMs / 1000)),
  };
}

async function recordRefusedCollect(tx: Tx, organizationId: number, input: PlanCollectInput, error: string) {
  const [row] = await tx
    .insert(collects)
    .values({
      organizationId,
      projectId: input.projectId,
      day: input.day,
      key: input.key,
      trigger: input.trigger,
      status: 'failed',
      planned: 0,
      error,
      startedAt: sql`now()`,
      finishedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: [collects.projectId, collects.key] })
    .returning({ collectId: collects.id, documentId: collects.documentId });
  return row ?? null;
}
