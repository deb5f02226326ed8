import type { PopulateInput, RestQuery } from '@sightline/contracts';
import { type AuthContext, findDocument, findDocuments, findRememberedSelection } from '@sightline/db';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';
import { publicUser } from '../auth/session-response.ts';
import { selectionPopulate as populate, withoutSelection } from './selection-populate.ts';

/**
 * `GET /api/users/me`: the caller, honouring `populate` and `fields`. With `populate` naming `selection`, also what
 * the web app sets up after sign-in, so that it needs no other call when the remembered choices still hold (see
 * `loadSelection`).
 */
export async function findMe(
  services: Services,
  auth: AuthContext,
  query: Pick<RestQuery, 'populate' | 'fields'>,
) {
  const split = withoutSelection(query.populate);
  const { populate: _asked, ...rest } = query;
  const user = await publicUser(services, auth.user.id, {
    ...rest,
    ...(split.populate === undefined ? {} : { populate: split.populate }),
  });
  if (!split.selection) return user;
  return { ...user, selection: await loadSelection(services, auth) };
}

/**
 * The caller's selection: the remembered member (with its organization), workspace and project, each only while it
 * still belongs with the one before and to the caller's organizations (else null, and the web app falls back as the
 * product spec says); the recent projects of that member and workspace; and the lists the header's pickers show:
 * the caller's members, the member's organization's workspaces, the workspace's projects (null when their owner is).
 */
export async function loadSelection(services: Services, auth: AuthContext) {
  const { db } = services;
  const tenant = tenantOf(auth);
  const ids = await findRememberedSelection(db, auth.user.id);
  const one = (name: string, id: number | null, query: { populate: PopulateInput }) =>
    id === null
      ? Promise.resolve(null)
      : findDocument(db, name, id, { tenant, query }).then((doc) => doc ?? null);
  const list = (name: string, query: RestQuery) =>
    findDocuments(db, name, { tenant, query }).then((r) => r.data);
  const { memberId, organizationId, workspaceId, projectId } = ids;
  const [member, workspace, project, members, workspaces, projects, recentProjects] = await Promise.all([
    one('sightline-members', memberId, { populate: populate.member }),
    one('workspaces', workspaceId, { populate: populate.workspace }),
    one('projects', projectId, { populate: populate.project }),
    list('sightline-members', {
      filters: { user: { id: { $eq: auth.user.id } } },
      populate: populate.member,
      sort: 'id:asc',
      pagination: { pageSize: 500 },
    }),
    organizationId === null
      ? null
      : list('workspaces', {
          filters: { sightline_organization: { id: { $eq: organizationId } } },
          populate: populate.workspace,
          sort: 'id:asc',
          pagination: { pageSize: 100 },
        }),
    workspaceId === null
      ? null
      : list('projects', {
          filters: { workspace: { id: { $eq: workspaceId } } },
          populate: populate.projectList,
          sort: 'id:asc',
          pagination: { pageSize: 100 },
        }),
    memberId === null || workspaceId === null
      ? null
      : list('recent-projects', {
          filters: { sightline_member: { id: { $eq: memberId } }, workspace: { id: { $eq: workspaceId } } },
          populate: populate.recentProject,
          sort: 'id:desc',
          pagination: { pageSize: 20 },
        }),
  ]);
  return { member, workspace, project, recentProjects, members, workspaces, projects };
}
