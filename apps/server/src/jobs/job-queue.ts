import { dailyCron } from '@sightline/core';
import { type DatabaseHandle, listScheduledProjects, type PlannedRun } from '@sightline/db';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { CollectionConfig } from '../config.ts';
import { jobIdFor } from './job-ids.ts';
import { PlanJob, parseJob, queues, runQueueNames, SegmentSourcesJob, SentimentJudgeJob } from './queues.ts';

/** Sends background work. Every process has one (an API process only sends); workers also consume it. */
export interface JobQueue {
  readonly boss: PgBoss;
  /** Queues a collect to be planned; the same key within a project plans once. */
  requestCollect(job: PlanJob): Promise<void>;
  /** Makes sure each run has its job; runs already queued are not queued twice. */
  enqueueRuns(runs: readonly PlannedRun[]): Promise<void>;
  /** Creates, moves or removes daily schedules to match the projects (one project, or all). */
  syncSchedules(projectId?: number): Promise<void>;
  /** Removes a deleted project's daily schedule. */
  unscheduleProject(documentId: string): Promise<void>;
  /** Re-analysis of a project's history after its profile changed (coalesced while one is waiting). */
  requestReanalysis(projectId: number): Promise<void>;
  /** Builds a segment's domain and page rows in the background (one job per project and filter at a time). */
  requestSegmentSources(job: SegmentSourcesJob): Promise<void>;
  /** Queues the judging of one stored answer's sentiment (once per chat while it waits). */
  requestSentimentJudgement(job: SentimentJudgeJob): Promise<void>;
  /** Matches a watch over its project's history (one waiting job per watch; an edit while one runs queues another). */
  requestWatchBackfill(watchId: number): Promise<void>;
  /** Checks a project's alert rules (one waiting job per project). */
  requestAlertCheck(projectId: number): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  database: DatabaseHandle;
  config: CollectionConfig;
  logger: FastifyBaseLogger;
  /** Whether this process runs the cron and maintenance duties (workers do; API-only processes do not). */
  supervise: boolean;
}

export async function startJobQueue({
  database,
  config,
  logger,
  supervise,
}: JobQueueOptions): Promise<JobQueue> {
  const connection = database.connection;
  const common = {
    schema: 'pgboss',
    schedule: supervise,
    supervise,
    superviseIntervalSeconds: config.superviseIntervalSeconds,
    monitorIntervalSeconds: config.superviseIntervalSeconds,
  };
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: connection.url, max: 4 });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  const heartbeatSeconds = config.heartbeatSeconds;
  const runOptions = {
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 600,
    expireInSeconds: Math.ceil(config.timeoutMs / 1000) * 4 + 60,
    heartbeatSeconds,
    deleteAfterSeconds: 7 * 86_400,
  };
  // Every queue has a heartbeat: a job whose worker died (kill -9, a lost machine) is retried once its heartbeat is
  // missed, instead of when it expires; a live job keeps beating however long its engine takes, so it is not handed
  // to a second worker while still in flight. Settings are applied to queues that already exist, too.
  const ensureQueue = async (name: string, options: Omit<Queue, 'name'>) => {
    await boss.createQueue(name, options);
    const { policy: _policy, ...changeable } = options;
    await boss.updateQueue(name, changeable);
  };
  for (const name of runQueueNames) await ensureQueue(name, runOptions);
  await ensureQueue(queues.plan, { retryLimit: 5, retryDelay: 2, retryBackoff: true, heartbeatSeconds });
  await ensureQueue(queues.daily, { retryLimit: 5, retryDelay: 10, retryBackoff: true, heartbeatSeconds });
  await ensureQueue(queues.reanalyze, {
    policy: 'stately',
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    heartbeatSeconds,
  });
  // Follow-up work of a project or a watch (segment rows, a watch's history, alert checks): one waiting job per key
  // (stately), a few retries, kept a day.
  const followUp = {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 10,
    retryBackoff: true,
    heartbeatSeconds,
    deleteAfterSeconds: 86_400,
  } as const;
  await ensureQueue(queues.segmentSources, followUp);
  await ensureQueue(queues.watchBackfill, followUp);
  await ensureQueue(queues.alertsCheck, followUp);
  // A paid call per answer: retried once after a pause (a rate limit, a malformed reply), then the answer keeps the
  // rules' sentiment; kept a week like runs.
  await ensureQueue(queues.sentimentJudge, {
    retryLimit: 1,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 600,
    heartbeatSeconds,
    deleteAfterSeconds: 7 * 86_400,
  });

  return {
    boss,
    async requestCollect(request) {
      const job = parseJob(queues.plan, PlanJob, request);
      await boss.send(queues.plan, job, { id: jobIdFor(`plan:${job.projectId}:${job.key}`) });
    },
    async enqueueRuns(runs) {
      const byEngine = new Map<string, PlannedRun[]>();
      // Runs go to the queue of the engine that will answer them: a simulated project's runs to the simulator's.
      for (const run of runs) {
        const engine = run.simulated ? 'simulated' : run.engine;
        const list = byEngine.get(engine) ?? [];
        list.push(run);
        byEngine.set(engine, list);
      }
      for (const [engine, list] of byEngine) {
        for (let i = 0; i < list.length; i += 500) {
          await boss.insert(
            queues.run(engine),
            list.slice(i, i + 500).map((run) => ({ id: jobIdFor(`run:${run.id}`), data: { runId: run.id } })),
          );
        }
      }
    },
    async syncSchedules(projectId) {
      for (const project of await listScheduledProjects(database.db, projectId)) {
        if (project.status === 'active') {
          await boss.schedule(
            queues.daily,
            dailyCron(project.scheduleTime),
            { projectId: project.id },
            { tz: project.timezone, key: project.documentId, missed: 'once' },
          );
        } else {
          await boss.unschedule(queues.daily, project.documentId);
        }
      }
    },
    async unscheduleProject(documentId) {
      await boss.unschedule(queues.daily, documentId);
    },
    async requestReanalysis(projectId) {
      // Starts after the workers' analysis cache (one second) has expired everywhere, so runs in flight are covered too.
      await boss.send(
        queues.reanalyze,
        { projectId },
        { singletonKey: `project:${projectId}`, startAfter: config.reanalysisDelaySeconds },
      );
    },
    async requestSegmentSources(request) {
      const job = parseJob(queues.segmentSources, SegmentSourcesJob, request);
      // Reads repeat while it builds: one waiting job per project and filter.
      await boss.send(queues.segmentSources, job, {
        singletonKey: `segment:${job.projectId}:${job.filterKey}`,
      });
    },
    async requestSentimentJudgement(request) {
      const job = parseJob(queues.sentimentJudge, SentimentJudgeJob, request);
      await boss.send(queues.sentimentJudge, job, { singletonKey: `judge:${job.chatId}` });
    },
    async requestWatchBackfill(watchId) {
      await boss.send(queues.watchBackfill, { watchId }, { singletonKey: `watch:${watchId}` });
    },
    async requestAlertCheck(projectId) {
      await boss.send(queues.alertsCheck, { projectId }, { singletonKey: `alerts:${projectId}` });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
