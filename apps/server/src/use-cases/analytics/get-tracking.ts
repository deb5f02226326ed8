import { NotFoundError, type TrackingQuery, type TrackingReport } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import {
  type AuthContext,
  findAnalyticsProject,
  hasSimulatedChats,
  sumAnswerRollups,
  sumBrandRollups,
} from '@sightline/db';
import type { AnalyticsRead } from '../../analytics-cache/send-cached.ts';
import type { Services } from '../../services.ts';
import { buildTrackingReport } from './build-tracking-report.ts';
import { findReadableProject } from './find-readable-project.ts';
import { trackingRange } from './tracking-range.ts';

/**
 * `GET /api/v1/projects/:id/tracking`: visibility, share of voice, position, sentiment and citation rate per brand
 * over a range of local days (and optionally some engines), with the daily series. Any member may read it.
 *
 * Authorizes and validates at once; the report is computed by `load()`. Its key holds the resolved range, not the
 * query: "the last 30 days" asked today and tomorrow are different reports.
 */
export async function prepareTracking(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  query: TrackingQuery,
  now = new Date(),
): Promise<AnalyticsRead<TrackingReport>> {
  const found = await findReadableProject(services, auth, projectKey);
  const range = trackingRange(query, localDay(now, found.timezone));
  return {
    key: {
      projectId: found.id,
      dataVersion: found.dataVersion,
      endpoint: 'tracking',
      query: { from: range.from, to: range.to, engines: range.engines ?? null },
    },
    async load() {
      const project = await findAnalyticsProject(services.db, found.id);
      if (!project) throw new NotFoundError('Project not found');
      const filter = { projectId: found.id, from: range.from, to: range.to, engines: range.engines };
      const [answers, brands, simulated] = await Promise.all([
        sumAnswerRollups(services.db, filter),
        sumBrandRollups(services.db, filter),
        hasSimulatedChats(services.db, filter),
      ]);
      return buildTrackingReport({ range, project, answers, brands, simulated });
    },
  };
}
