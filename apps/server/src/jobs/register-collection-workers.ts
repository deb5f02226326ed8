import { engineIds } from '@sightline/contracts';
import type { JobWithMetadata } from 'pg-boss';
import type { Services } from '../services.ts';
import { type EngineForRun, engineForRun } from '../use-cases/collection/engine-for-run.ts';
import { type AnalysisCache, createAnalysisCache } from '../use-cases/collection/project-analysis.ts';
import { EngineLimiter } from './engine-limiter.ts';
import type { JobQueue } from './job-queue.ts';
import type { ProcessorDeps } from './processor-deps.ts';
import { processAlertsCheck } from './processors/alerts-check.ts';
import { processProjectReanalysis } from './processors/analysis-project.ts';
import { processSentimentJudgement } from './processors/analysis-sentiment-judge.ts';
import { processSegmentSources } from './processors/analytics-segment-sources.ts';
import { processCollectDaily } from './processors/collect-daily.ts';
import { processCollectPlan } from './processors/collect-plan.ts';
import { processCollectRuns } from './processors/collect-run.ts';
import { processWatchBackfill } from './processors/watches-backfill.ts';
import { queues } from './queues.ts';

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

/**
 * Consumes the collection queues (planning, daily schedules, runs per engine) and their follow-up work (re-analysis,
 * sentiment judging, segment sources, watch backfills, alert checks): each queue's processor is in `processors/`.
 */
export async function registerCollectionWorkers(
  options: CollectionWorkerOptions,
): Promise<CollectionWorkers> {
  const { services, jobs } = options;
  const { boss } = jobs;
  const settings = services.config.collection;
  const analyses = createAnalysisCache(services.db);
  const deps: ProcessorDeps = {
    services,
    jobs,
    analyses,
    limiter: new EngineLimiter(settings.ratePerMinute),
    engineFor: options.engineFor ?? engineForRun(services),
  };

  await boss.work(queues.plan, { pollingIntervalSeconds: 0.5 }, (batch) => processCollectPlan(deps, batch));
  await boss.work(queues.daily, { pollingIntervalSeconds: 1 }, (batch) => processCollectDaily(deps, batch));
  // An engine's concurrency is its batch size: one worker fetches up to that many runs and runs them side by side.
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
      (batch: JobWithMetadata<unknown>[]) => processCollectRuns(deps, engine, batch),
    );
  }
  await boss.work(queues.reanalyze, { pollingIntervalSeconds: 1 }, (batch) =>
    processProjectReanalysis(deps, batch),
  );
  await boss.work(queues.sentimentJudge, { pollingIntervalSeconds: 1 }, (batch) =>
    processSentimentJudgement(deps, batch),
  );
  await boss.work(queues.segmentSources, { pollingIntervalSeconds: 1 }, (batch) =>
    processSegmentSources(deps, batch),
  );
  await boss.work(queues.watchBackfill, { pollingIntervalSeconds: 1 }, (batch) =>
    processWatchBackfill(deps, batch),
  );
  await boss.work(queues.alertsCheck, { pollingIntervalSeconds: 1 }, (batch) =>
    processAlertsCheck(deps, batch),
  );

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
