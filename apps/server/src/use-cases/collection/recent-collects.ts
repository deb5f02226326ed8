import type { EngineId, RecentCollectsResponse } from '@sightline/contracts';
import { type AuthContext, listRecentCollects, type RecentCollectRow } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { needsEngineConnection } from './collects-of-day.ts';

/** How many collects the project details show. */
export const recentCollectsLimit = 7;

function recentView(row: RecentCollectRow): RecentCollectsResponse['data'][number] {
  const { failures, createdAt, finishedAt, ...collect } = row;
  return {
    ...collect,
    pending: Math.max(0, row.planned - row.succeeded - row.failed),
    createdAt: createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
    failures: failures.map((failure) => ({
      ...failure,
      engine: failure.engine as EngineId,
      needsEngineConnection: needsEngineConnection(failure.errorKind),
    })),
  };
}

/**
 * `GET /api/v1/projects/:id/collects/recent`: the project's newest collects with their counts, pending runs and
 * their failures by engine and kind (any member who can see the project), for the details page and for following a
 * "collect now" until it ends.
 */
export async function recentCollects(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<RecentCollectsResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const rows = await listRecentCollects(services.db, project.id, recentCollectsLimit);
  return { data: rows.map(recentView), meta: { timezone: project.timezone } };
}
