import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { collects, projects, runs } from '../schema/index.ts';
import type { PlannedRun } from './plan-collect.ts';

/** Runs of unfinished collects that still need an answer: what a restarted worker must make sure is queued. */
export async function listUnfinishedRuns(db: Database, limit = 50_000): Promise<PlannedRun[]> {
  return db
    .select({
      id: runs.id,
      engine: runs.engine,
      promptId: runs.promptId,
      sampleIndex: runs.sampleIndex,
      simulated: projects.simulated,
    })
    .from(runs)
    .innerJoin(projects, eq(projects.id, runs.projectId))
    .innerJoin(
      collects,
      and(
        eq(collects.id, runs.collectId),
        inArray(collects.status, ['scheduled', 'running']),
        isNull(collects.finishedAt),
      ),
    )
    .where(inArray(runs.status, ['queued', 'running']))
    .orderBy(asc(runs.id))
    .limit(limit);
}
