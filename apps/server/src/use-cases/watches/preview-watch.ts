import type { WatchPreviewBody, WatchPreviewResponse } from '@sightline/contracts';
import { type AuthContext, countDraftHits, findAnalyticsProject } from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { watchTarget } from './watch-target.ts';

/**
 * `POST /api/v1/projects/:id/watches/preview`: how many of the project's stored answers a draft watch would match
 * (the one definition of a hit), before an editor saves it.
 */
export async function previewWatch(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: WatchPreviewBody,
): Promise<WatchPreviewResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const brands = (await findAnalyticsProject(services.db, project.id))?.brands ?? [];
  const match = watchTarget(body.data, brands);
  const counts = await countDraftHits(services.db, project.id, match);
  return { data: { target: match.target, ...counts } };
}
