import type { Member, Project, RecentProject, User, Workspace } from '../api/types.ts';
import type { SelectionCalls } from './selection-calls.ts';

/**
 * What `GET /api/users/me?populate[]=selection` returns beside the user: the remembered member, workspace and project
 * (each null when it no longer belongs with the one before, checked by the server in the caller's organizations),
 * the recent projects of that member and workspace, and the lists the header's pickers show.
 */
export interface PreloadedSelection {
  member: Member | null;
  workspace: Workspace | null;
  project: Project | null;
  recentProjects: RecentProject[] | null;
  members: Member[];
  workspaces: Workspace[] | null;
  projects: Project[] | null;
}

export type UserWithSelection = User & { selection: PreloadedSelection };

const refused = (what: string) => Promise.reject(new Error(`${what} no longer belongs to this selection`));

/**
 * The selection calls answered from what `/users/me` returned, so that the setup after sign-in (initializeSelection)
 * makes no call when the remembered choices still hold. A remembered id the server refused is refused here too, as
 * its call would have been; anything else (a fallback's other member or workspace) goes to the server.
 */
export function preloadedCalls(
  calls: SelectionCalls,
  user: User,
  preload: PreloadedSelection,
): SelectionCalls {
  const { member, workspace, project } = preload;
  return {
    ...calls,
    getMember: (id) => {
      if (member?.id === id) return Promise.resolve(member);
      if (id === user.lastSelectedMemberId) return refused('member');
      return calls.getMember(id);
    },
    listMembers: (userId) =>
      userId === user.id ? Promise.resolve(preload.members) : calls.listMembers(userId),
    getWorkspace: (id) => {
      if (workspace?.id === id) return Promise.resolve(workspace);
      // Checked against the remembered member's organization: refused for that member only.
      if (member && id === user.lastSelectedWorkspaceId) return refused('workspace');
      return calls.getWorkspace(id);
    },
    listWorkspaces: (organizationId) =>
      preload.workspaces && member?.organizationId === organizationId
        ? Promise.resolve(preload.workspaces)
        : calls.listWorkspaces(organizationId),
    listRecentProjects: (memberId, workspaceId) =>
      preload.recentProjects && member?.id === memberId && workspace?.id === workspaceId
        ? Promise.resolve(preload.recentProjects)
        : calls.listRecentProjects(memberId, workspaceId),
    getProject: (id) => {
      if (project?.id === id) return Promise.resolve(project);
      if (workspace && id === user.lastSelectedProjectId) return refused('project');
      return calls.getProject(id);
    },
    listProjects: (workspaceId) =>
      preload.projects && workspace?.id === workspaceId
        ? Promise.resolve(preload.projects)
        : calls.listProjects(workspaceId),
  };
}
