import { NotFoundError, type TrackingQuery, type TrackingReport } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  resolveDocument,
  sumAnswerRollups,
  sumBrandRollups,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';
import { buildTrackingReport } from './build-tracking-report.ts';
import { trackingRange } from './tracking-range.ts';

/**
 * `GET /api/v1/projects/:id/tracking`: visibility, share of voice, position, sentiment and citation rate per brand
 * over a range of local days (and optionally some engines), with the daily series. Any member may read it.
 */
export async function getTracking(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: TrackingQuery,
  now = new Date(),
): Promise<TrackingReport> {
  const found = await resolveDocument(services.db, 'projects', projectKey, tenantOf(auth));
  if (!found) throw new NotFoundError('Project not found');
  authorize(auth, found.organizationId, 'read');
  const project = await findAnalyticsProject(services.db, found.id);
  if (!project) throw new NotFoundError('Project not found');
  const range = trackingRange(query, localDay(now, project.timezone));
  const filter = { projectId: found.id, from: range.from, to: range.to, engines: range.engines };
  const [answers, brands, simulated] = await Promise.all([
    sumAnswerRollups(services.db, filter),
    sumBrandRollups(services.db, filter),
    hasSimulatedChats(services.db, filter),
  ]);
  return buildTrackingReport({ range, project, answers, brands, simulated });
}
