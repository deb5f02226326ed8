import { NotFoundError, RecentProjectsSync } from '@sightline/contracts';
import { type AuthContext, findDocuments, resolveDocument, syncRecentProjects } from '@sightline/db';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

/**
 * `POST /api/v1/recent-projects/sync`: the caller's member keeps these projects (newest first, at most 6,
 * no duplicates, only of that workspace) as its recent projects; answers the entries with their project.
 */
export async function syncRecentProjectsUseCase(services: Services, auth: AuthContext, body: unknown) {
  const input = parseInput(RecentProjectsSync, body);
  const tenant = tenantOf(auth);
  const member = await resolveDocument(services.db, 'sightline-members', input.member, tenant);
  if (!member || !auth.memberships.some((m) => m.memberId === member.id))
    throw new NotFoundError('Member not found');
  const workspace = await resolveDocument(services.db, 'workspaces', input.workspace, tenant);
  if (!workspace || workspace.organizationId !== member.organizationId)
    throw new NotFoundError('Workspace not found');
  const projectIds: number[] = [];
  for (const ref of input.projects) {
    const project = await resolveDocument(services.db, 'projects', ref, tenant);
    if (project) projectIds.push(project.id);
  }
  await syncRecentProjects(services.db, {
    organizationId: member.organizationId,
    memberId: member.id,
    workspaceId: workspace.id,
    projectIds,
  });
  const { data } = await findDocuments(services.db, 'recent-projects', {
    tenant,
    query: {
      filters: { sightline_member: { id: member.id }, workspace: { id: workspace.id } },
      populate: { project: { populate: ['evaluationItems', 'queries', 'tags'] } },
      sort: 'id:desc',
      pagination: { pageSize: 20 },
    },
  });
  return data;
}
