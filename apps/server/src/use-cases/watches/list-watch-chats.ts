import { type ChatListQuery, type ChatListResponse, NotFoundError } from '@sightline/contracts';
import { type AuthContext, findProjectWatch } from '@sightline/db';
import type { Services } from '../../services.ts';
import { findReadableProject } from '../analytics/find-readable-project.ts';
import { listChats } from '../answer-list/list-chats.ts';

/**
 * `GET /api/v1/projects/:id/watches/:watchId/chats`: the answers a watch matched, within the answers list's filters
 * and pages (newest first). A watch of another project (or organization) is a 404.
 */
export async function listWatchChats(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  watchKey: string,
  query: ChatListQuery,
  now = new Date(),
): Promise<ChatListResponse> {
  const project = await findReadableProject(services, auth, projectKey);
  const watch = await findProjectWatch(services.db, project.id, watchKey);
  if (!watch) throw new NotFoundError('Watch not found');
  return listChats(services, auth, projectKey, query, now, { watchId: watch.id });
}
