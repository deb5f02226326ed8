import type { CollectProgressResponse } from '@sightline/contracts';
import { type AuthContext, findCollectProgress, findReanalysisProgress } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';

/**
 * `GET /api/v1/projects/:id/collect-progress`: the project's backfill, its unfinished collects and when its last
 * collect finished, and the re-analysis of its history while one is asked for or runs (any member of the project's
 * organization; another organization's project is not found). The web app's header polls it while work runs, to
 * show the backfill's and the re-analysis's progress and say when they end.
 */
export async function collectProgress(
  services: Services,
  auth: AuthContext,
  projectKey: string,
): Promise<CollectProgressResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'read');
  const [{ backfill, active, finishedAt }, reanalysis] = await Promise.all([
    findCollectProgress(services.db, project.id),
    findReanalysisProgress(services.db, project.id),
  ]);
  return {
    data: {
      backfill: backfill ? { ...backfill, finishedAt: backfill.finishedAt?.toISOString() ?? null } : null,
      active,
      finishedAt: finishedAt?.toISOString() ?? null,
      reanalysis: reanalysis && {
        percent:
          reanalysis.total > 0 ? Math.min(100, Math.floor((100 * reanalysis.done) / reanalysis.total)) : 0,
        done: Math.min(reanalysis.done, reanalysis.total),
        total: reanalysis.total,
        doneBefore: reanalysis.doneBefore,
        startedAt: reanalysis.startedAt?.toISOString() ?? null,
      },
    },
    meta: {},
  };
}
