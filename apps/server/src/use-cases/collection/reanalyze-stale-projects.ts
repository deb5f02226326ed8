import { listOldestAnalysisKeys } from '@sightline/db';
import type { Services } from '../../services.ts';
import type { AnalysisCache } from './project-analysis.ts';
import { projectChanged } from './project-changed.ts';

/**
 * On a worker's start: queues the re-analysis of every project whose history was analysed with another key than
 * today's — after an upgrade that changed the analyzer or the engines' parser (the key covers both), history is
 * brought up to date without anyone editing a project. Returns the projects queued.
 */
export async function reanalyzeStaleProjects(services: Services, analyses: AnalysisCache): Promise<number[]> {
  const queued: number[] = [];
  for (const { projectId, analysisKey } of await listOldestAnalysisKeys(services.db)) {
    const current = await analyses.get(projectId);
    if (analysisKey === current.key) continue;
    await projectChanged(services, projectId, { profile: true });
    queued.push(projectId);
  }
  if (queued.length > 0)
    services.logger.info({ projects: queued }, 're-analysis queued: history analysed with an older analyzer');
  return queued;
}
