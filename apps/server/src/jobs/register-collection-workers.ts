import { engineIds } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  backfillWatchHits,
  type CollectRefusal,
  ensureSegments,
  listScheduledProjects,
  planLimitedCollect,
} from '@sightline/db';
import type { JobWithMetadata } from 'pg-boss';
import type { Services } from '../services.ts';
import { checkProjectAlerts } from '../use-cases/alerts/check-project-alerts.ts';
import { budgetMessage, quotaMessage } from '../use-cases/collection/collect-refused-error.ts';
import { type EngineForRun, engineForRun } from '../use-cases/collection/engine-for-run.ts';
import { executeRun } from '../use-cases/collection/execute-run.ts';
import { type AnalysisCache, createAnalysisCache } from '../use-cases/collection/project-analysis.ts';
import { reanalyzeProject } from '../use-cases/collection/reanalyze-project.ts';
import { notifyBudgetReached } from '../use-cases/costs/notify-budget-reached.ts';
import { judgeChat } from '../use-cases/sentiment-judge/judge-chat.ts';
import { EngineLimiter } from './engine-limiter.ts';
import type { JobQueue } from './job-queue.ts';
import {
  AlertsCheckJob,
  DailyJob,
  MalformedJobError,
  PlanJob,
  parseJob,
  queues,
  ReanalyzeJob,
  RunJob,
  SegmentSourcesJob,
  SentimentJudgeJob,
  WatchBackfillJob,
} from './queues.ts';

export interface CollectionWorkerOptions {
  services: Services;
  jobs: JobQueue;
  /** Replaces how runs get their engine (tests script failures with it). */
  engineFor?: EngineForRun;
}

export interface CollectionWorkers {
  analyses: AnalysisCache;
  stop(): Promise<void>;
}

/** Consumes the collection queues: planning, daily schedules, runs per engine, and re-analysis. */
export async function registerCollectionWorkers(
  options: CollectionWorkerOptions,
): Promise<CollectionWorkers> {
  const { services, jobs } = options;
  const { boss } = jobs;
  const settings = services.config.collection;
  const analyses = createAnalysisCache(services.db);
  const limiter = new EngineLimiter(settings.ratePerMinute);
  const deps = { services, analyses, limiter, engineFor: options.engineFor ?? engineForRun(services) };

  // Every collect except the first-start demo backfill counts against the organization's daily run quota; a
  // scheduled one over it is kept as a failed collect, with the numbers in the log. A project whose monthly budget
  // is reached starts none (its scheduled collect is kept as failed, saying so) and its owners and admins are mailed.
  const explain = (refused: CollectRefusal) =>
    refused.reason === 'quota_exceeded'
      ? quotaMessage(refused)
      : refused.reason === 'budget_reached'
        ? budgetMessage(refused)
        : null;
  const plan = async (job: PlanJob) => {
    const planned = await planLimitedCollect(services.db, job, {
      orgDailyRunQuota: settings.orgDailyRunQuota,
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
  };

  await boss.work(queues.plan, { pollingIntervalSeconds: 0.5 }, async ([job]) =>
    plan(parseJob(queues.plan, PlanJob, job!.data)),
  );

  await boss.work(queues.daily, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { projectId } = parseJob(queues.daily, DailyJob, job!.data);
    const [project] = await listScheduledProjects(services.db, projectId);
    if (project?.status !== 'active') return;
    const day = localDay(new Date(), project.timezone);
    await plan({ projectId: project.id, day, key: `daily:${day}`, trigger: 'schedule' });
  });

  for (const engine of engineIds) {
    const concurrency = Math.max(1, settings.concurrency[engine] ?? 1);
    await boss.work(
      queues.run(engine),
      {
        batchSize: concurrency,
        includeMetadata: true,
        perJobResults: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 0.5,
      },
      async (batch: JobWithMetadata<unknown>[]) =>
        Promise.all(
          batch.map(async (job) => {
            const payload = RunJob.safeParse(job.data);
            // A malformed run job cannot get better by retrying: it goes to the dead letters with the reason.
            if (!payload.success) {
              const error = new MalformedJobError(queues.run(engine), payload.error);
              services.logger.error({ jobId: job.id, data: job.data }, error.message);
              return { id: job.id, status: 'deadletter' as const, output: { message: error.message } };
            }
            const outcome = await executeRun(deps, payload.data.runId, {
              queueEngine: engine,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              signal: job.signal,
            });
            return { id: job.id, status: outcome === 'retry' ? ('failed' as const) : ('completed' as const) };
          }),
        ),
    );
  }

  await boss.work(queues.reanalyze, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { projectId } = parseJob(queues.reanalyze, ReanalyzeJob, job!.data);
    await reanalyzeProject(services, analyses, projectId, job!.signal);
  });

  await boss.work(queues.sentimentJudge, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { chatId } = parseJob(queues.sentimentJudge, SentimentJudgeJob, job!.data);
    await judgeChat(services, analyses, chatId, job!.signal);
  });

  await boss.work(queues.segmentSources, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { projectId, filterKey, promptIds } = parseJob(queues.segmentSources, SegmentSourcesJob, job!.data);
    // The day it was read, as reports record it (UTC, see reportSegments).
    const today = new Date().toISOString().slice(0, 10);
    await ensureSegments(services.db, projectId, [{ filterKey, promptIds, sources: true }], today);
  });

  await boss.work(queues.watchBackfill, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { watchId } = parseJob(queues.watchBackfill, WatchBackfillJob, job!.data);
    await backfillWatchHits(services.db, watchId, job!.signal);
  });

  await boss.work(queues.alertsCheck, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { projectId } = parseJob(queues.alertsCheck, AlertsCheckJob, job!.data);
    await checkProjectAlerts(services, projectId);
  });

  return {
    analyses,
    async stop() {
      for (const name of [
        queues.plan,
        queues.daily,
        queues.reanalyze,
        queues.segmentSources,
        queues.sentimentJudge,
        queues.watchBackfill,
        queues.alertsCheck,
        ...engineIds.map(queues.run),
      ]) {
        await boss.offWork(name, { wait: false }).catch(() => {});
      }
    },
  };
}
