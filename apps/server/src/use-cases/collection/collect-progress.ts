import type { CollectProgressResponse } from '@sightline/contracts';
import { type AuthContext, findCollectProgress } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/**
 * `GET /api/v1/projects/:id/collect-progress`: the project's backfill, its unfinished collects and when its last
 * collect finished (any member of the project's organization; another organization's project is not found). The
 * web app's header polls it while work runs, to show the backfill's progress and say when it ends.
 */
export async function collectProgress(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<CollectProgressResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const { backfill, active, finishedAt } = await findCollectProgress(services.db, project.id);
  return {
    data: {
      backfill: backfill ? { ...backfill, finishedAt: backfill.finishedAt?.toISOString() ?? null } : null,
      active,
      finishedAt: finishedAt?.toISOString() ?? null,
    },
    meta: {},
  };
}
