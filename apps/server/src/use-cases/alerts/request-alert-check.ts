import type { Services } from '../../services.ts';
import { checkProjectAlerts } from './check-project-alerts.ts';

/**
 * After a collect finished: the project's alert rules are checked in the background (the `alerts-check` job, one
 * waiting per project); without a job queue, at once. Failures are logged, never the collect's.
 */
export async function requestAlertCheck(services: Services, projectId: number): Promise<void> {
  try {
    if (services.jobs) await services.jobs.requestAlertCheck(projectId);
    else await checkProjectAlerts(services, projectId);
  } catch (error) {
    services.logger.error({ err: error, projectId }, 'could not check the alerts of a finished collect');
  }
}
