import type { CollectMonthResponse } from '@sightline/contracts';
import { type AuthContext, summarizeCollectMonth } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { calendarMonth } from './calendar-parts.ts';

/**
 * `GET /api/v1/projects/:id/collects/:y/:m`: for the collect calendar, each local day of the month that has
 * collects, with their number, one status for the day, the planned/succeeded/failed runs and the cost.
 */
export async function collectMonth(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  parts: { y: string; m: string },
): Promise<CollectMonthResponse> {
  const { month, first, last } = calendarMonth(parts.y, parts.m);
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const data = await summarizeCollectMonth(services.db, project.id, first, last);
  return { data, meta: { month, timezone: project.timezone } };
}
