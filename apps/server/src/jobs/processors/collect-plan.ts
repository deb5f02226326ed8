import { type CollectRefusal, planLimitedCollect } from '@sightline/db';
import type { Job } from 'pg-boss';
import { budgetMessage, quotaMessage } from '../../use-cases/collection/collect-refused-error.ts';
import { notifyBudgetReached } from '../../use-cases/costs/notify-budget-reached.ts';
import type { ProcessorDeps } from '../processor-deps.ts';
import { PlanJob, parseJob, queues } from '../queues.ts';

/** Why a collect was refused, in words, for the refusals that have them (quota and budget). */
function explain(refused: CollectRefusal): string | null {
  return refused.reason === 'quota_exceeded'
    ? quotaMessage(refused)
    : refused.reason === 'budget_reached'
      ? budgetMessage(refused)
      : null;
}

/**
 * Plans one collect into runs and queues them. Every collect except the first-start demo backfill counts against the
 * organization's daily run quota; a scheduled one over it is kept as a failed collect, with the numbers in the log. A
 * project whose monthly budget is reached starts none (its scheduled collect is kept as failed, saying so) and its
 * owners and admins are mailed.
 */
export async function planCollect({ services, jobs }: ProcessorDeps, job: PlanJob): Promise<void> {
  const planned = await planLimitedCollect(services.db, job, {
    orgDailyRunQuota: services.config.collection.orgDailyRunQuota,
    describeRefusal: (refused) => {
      const why = explain(refused);
      return why ? `Not collected: ${why}` : 'Not collected';
    },
  });
  if (planned.refused) {
    const { refused } = planned;
    if (refused.reason === 'budget_reached') await notifyBudgetReached(services, job.projectId, refused);
    services.logger.warn(
      { projectId: job.projectId, day: job.day, trigger: job.trigger, ...refused },
      explain(refused) ?? 'collect refused',
    );
    return;
  }
  await jobs.enqueueRuns(planned.pending);
}

/** `collect-plan`: plans the requested collect (manual, backfill, or sent again after a restart). */
export async function processCollectPlan(deps: ProcessorDeps, [job]: Job<unknown>[]): Promise<void> {
  await planCollect(deps, parseJob(queues.plan, PlanJob, job!.data));
}
