import { localDay } from '@sightline/core';
import { listScheduledProjects } from '@sightline/db';
import type { Job } from 'pg-boss';
import type { ProcessorDeps } from '../processor-deps.ts';
import { DailyJob, parseJob, queues } from '../queues.ts';
import { planCollect } from './collect-plan.ts';

/** `collect-daily` (a project's schedule): plans today's collect, in the project's timezone, if it is active. */
export async function processCollectDaily(deps: ProcessorDeps, [job]: Job<unknown>[]): Promise<void> {
  const { projectId } = parseJob(queues.daily, DailyJob, job!.data);
  const [project] = await listScheduledProjects(deps.services.db, projectId);
  if (project?.status !== 'active') return;
  const day = localDay(new Date(), project.timezone);
  await planCollect(deps, { projectId: project.id, day, key: `daily:${day}`, trigger: 'schedule' });
}
