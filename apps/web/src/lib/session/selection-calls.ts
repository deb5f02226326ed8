import { api, type ResourceList, type Single } from '../api/api-client.ts';
import type { Member, Project, RecentProject, User, Workspace } from '../api/types.ts';

const memberPopulate = ['sightline_organization', 'user'];
const workspacePopulate = ['owner', 'ownerMember', 'sightline_organization'];
const recentPopulate = {
  sightline_member: true,
  project: { populate: ['evaluationItems', 'queries', 'tags'] },
};

export const projectListPopulate = {
  owner: true,
  ownerMember: { populate: { user: { populate: ['avatar'] } } },
  workspace: true,
  evaluationItems: true,
  queries: true,
  featureImage: true,
  tags: true,
};

/** The calls of the selection setup (docs/features/web.md), with the spec's populate, sizes and order. */
export const selectionCalls = {
  getMember: (id: number) =>
    api<Single<Member>>(`/sightline-members/${id}`, {
      query: { populate: memberPopulate },
      silent: true,
    }).then((r) => r.data),
  listMembers: (userId: number) =>
    api<ResourceList<Member>>('/sightline-members', {
      query: {
        filters: { user: { id: { $eq: userId } } },
        populate: memberPopulate,
        sort: 'id:asc',
        pagination: { pageSize: 500 },
      },
    }).then((r) => r.data),
  getWorkspace: (id: number) =>
    api<Single<Workspace>>(`/workspaces/${id}`, {
      query: { populate: workspacePopulate },
      silent: true,
    }).then((r) => r.data),
  listWorkspaces: (organizationId: number) =>
    api<ResourceList<Workspace>>('/workspaces', {
      query: {
        filters: { sightline_organization: { id: { $eq: organizationId } } },
        populate: workspacePopulate,
        sort: 'id:asc',
        pagination: { pageSize: 100 },
      },
    }).then((r) => r.data),
  listRecentProjects: (memberId: number, workspaceId: number) =>
    api<ResourceList<RecentProject>>('/recent-projects', {
      query: {
        filters: { sightline_member: { id: { $eq: memberId } }, workspace: { id: { $eq: workspaceId } } },
        populate: recentPopulate,
        sort: 'id:desc',
        pagination: { pageSize: 20 },
      },
      silent: true,
    }).then((r) => r.data),
  syncRecentProjects: (memberId: number, workspaceId: number, projectIds: number[]) =>
    api<Single<RecentProject[]>>('/v1/recent-projects/sync', {
      json: { member: memberId, workspace: workspaceId, projects: projectIds },
    }).then((r) => r.data),
  getProject: (id: number) =>
    api<Single<Project>>(`/v1/projects/${id}`, { silent: true }).then((r) => r.data),
  listProjects: (workspaceId: number) =>
    api<ResourceList<Project>>('/projects', {
      query: {
        filters: { workspace: { id: { $eq: workspaceId } } },
        populate: projectListPopulate,
        sort: 'id:asc',
        pagination: { pageSize: 100 },
      },
    }).then((r) => r.data),
  saveSelection: (userId: number, data: Partial<Record<`lastSelected${string}Id`, number | null>>) =>
    api<User>(`/v1/users/${userId}`, { method: 'PUT', json: { data } }),
};

export type SelectionCalls = typeof selectionCalls;
