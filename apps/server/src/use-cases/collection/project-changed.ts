import { markReanalysisRequested } from '@sightline/db';
import type { Services } from '../../services.ts';

/**
 * After a project change has committed: keep its daily schedule in line (status, time, timezone) and re-analyze its
 * history when what the analysis depends on changed (brand, aliases, competitors, owned media, evaluation items).
 * Failures are logged, not thrown: the change itself is saved, and the worker reconciles schedules on start.
 */
export async function projectChanged(
  services: Services,
  projectId: number,
  what: { schedule?: boolean; profile?: boolean },
): Promise<void> {
  const jobs = services.jobs;
  if (!jobs) return;
  try {
    if (what.schedule) await jobs.syncSchedules(projectId);
    if (what.profile) {
      await jobs.requestReanalysis(projectId);
      // Shown at once ("re-analysing: 0 %"); the job counts the chats when it starts.
      await markReanalysisRequested(services.db, projectId);
    }
  } catch (error) {
    services.logger.error({ err: error, projectId }, 'could not queue the follow-up of a project change');
  }
}
