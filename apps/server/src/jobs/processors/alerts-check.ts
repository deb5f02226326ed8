import type { Job } from 'pg-boss';
import { checkProjectAlerts } from '../../use-cases/alerts/check-project-alerts.ts';
import type { ProcessorDeps } from '../processor-deps.ts';
import { AlertsCheckJob, parseJob, queues } from '../queues.ts';

/** `alerts-check`: checks a project's alert rules (after one of its collects finished). */
export async function processAlertsCheck({ services }: ProcessorDeps, [job]: Job<unknown>[]): Promise<void> {
  const { projectId } = parseJob(queues.alertsCheck, AlertsCheckJob, job!.data);
  await checkProjectAlerts(services, projectId);
}
