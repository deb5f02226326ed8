import { engineIds } from '@sightline/contracts';

/** Queue names. Run queues are per engine so each engine gets its own concurrency, pacing and backlog. */
export const queues = {
  plan: 'collect-plan',
  daily: 'collect-daily',
  reanalyze: 'analysis-project',
  run: (engine: string) => `collect-run-${engine}`,
} as const;

export const runQueueNames = engineIds.map((engine) => queues.run(engine));

export interface PlanJob {
  projectId: number;
  day: string;
  key: string;
  trigger: 'schedule' | 'manual' | 'backfill';
  promptIds?: number[];
}

export interface RunJob {
  runId: number;
}

export interface DailyJob {
  projectId: number;
}

export interface ReanalyzeJob {
  projectId: number;
}
