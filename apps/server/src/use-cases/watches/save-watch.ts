import {
  maxWatchesPerProject,
  NotFoundError,
  ValidationError,
  type WatchBody,
  type WatchResponse,
} from '@sightline/contracts';
import {
  type AuthContext,
  findAnalyticsProject,
  findProjectWatch,
  insertWatch,
  listProjectWatches,
  updateWatch,
} from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import type { Services } from '../../services.ts';
import { buildWatch } from './build-watch.ts';
import { countWatchHistory } from './count-watch-history.ts';
import { watchRange } from './watch-range.ts';
import { watchTarget } from './watch-target.ts';

/**
 * `POST /api/v1/projects/:id/watches` (without `watchKey`) and `PUT …/watches/:watchId`: an editor creates or
 * changes a watch. The target is checked and stored matchable (see watchTarget); a project holds at most
 * `maxWatchesPerProject`. A new watch, or one whose kind, target or engines changed, has its history matched in the
 * background (`counting` until then); a renamed one keeps its hits.
 */
export async function saveWatch(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  watchKey: string | undefined,
  body: WatchBody,
  now = new Date(),
): Promise<WatchResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const brands = (await findAnalyticsProject(services.db, project.id))?.brands ?? [];
  const match = watchTarget(body.data, brands);
  const name = body.data.name;
  let row: Awaited<ReturnType<typeof insertWatch>>;
  let rematch = true;
  if (watchKey === undefined) {
    const existing = await listProjectWatches(services.db, project.id);
    if (existing.length >= maxWatchesPerProject) {
      throw new ValidationError(`A project has at most ${maxWatchesPerProject} watches; delete one first`);
    }
    row = await insertWatch(services.db, {
      ...match,
      name,
      organizationId: project.organizationId,
      projectId: project.id,
      createdBy: auth.user.id,
    });
  } else {
    const current = await findProjectWatch(services.db, project.id, watchKey);
    if (!current) throw new NotFoundError('Watch not found');
    row = await updateWatch(services.db, current, { ...match, name });
    rematch = row.matchVersion !== current.matchVersion;
  }
  if (rematch) await countWatchHistory(services, row.id);
  const fresh = (await findProjectWatch(services.db, project.id, row.documentId)) ?? row;
  const range = watchRange({}, project.timezone, now);
  return { data: buildWatch(fresh, range, [], [], undefined, brands) };
}
