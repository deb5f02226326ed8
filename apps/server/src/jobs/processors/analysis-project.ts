import type { Job } from 'pg-boss';
import { reanalyzeProject } from '../../use-cases/collection/reanalyze-project.ts';
import type { ProcessorDeps } from '../processor-deps.ts';
import { parseJob, queues, ReanalyzeJob } from '../queues.ts';

/** `analysis-project`: analyses a project's stored answers again with its current profile. */
export async function processProjectReanalysis(
  { services, analyses }: ProcessorDeps,
  [job]: Job<unknown>[],
): Promise<void> {
  const { projectId } = parseJob(queues.reanalyze, ReanalyzeJob, job!.data);
  await reanalyzeProject(services, analyses, projectId, job!.signal);
}
