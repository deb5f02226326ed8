import type { Member, Project, User, Workspace } from '../api/types.ts';
import type { SelectionCalls } from './selection-calls.ts';
import { defaultWorkspace, projectsOfRecent, recentProjectsStorageKey } from './selection-rules.ts';

export interface Selection {
  member?: Member;
  workspace?: Workspace;
  project?: Project;
  recentProjects: Project[];
}

export interface SelectionEnvironment {
  calls: Pick<
    SelectionCalls,
    | 'getMember'
    | 'listMembers'
    | 'getWorkspace'
    | 'listWorkspaces'
    | 'listRecentProjects'
    | 'getProject'
    | 'saveSelection'
  >;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  warn: (message: string, error: unknown) => void;
}

/** Member: the remembered one if it still loads, else the user's first (persisted as the new choice). */
export async function initMember(env: SelectionEnvironment, user: User): Promise<Member | undefined> {
  if (user.lastSelectedMemberId) {
    const remembered = await env.calls.getMember(user.lastSelectedMemberId).catch(() => undefined);
    if (remembered) return remembered;
  }
  const [first] = await env.calls.listMembers(user.id);
  if (first) {
    await env.calls.saveSelection(user.id, {
      lastSelectedMemberId: first.id,
      lastSelectedOrganizationId: first.organizationId,
    });
  }
  return first;
}

/** Workspace: the remembered one (if it belongs to the member's organization), else the member's default. */
export async function initWorkspace(env: SelectionEnvironment, user: User, member: Member) {
  if (user.lastSelectedWorkspaceId) {
    const remembered = await env.calls.getWorkspace(user.lastSelectedWorkspaceId).catch(() => undefined);
    if (remembered && remembered.sightline_organization?.id === member.organizationId) return remembered;
  }
  const chosen = defaultWorkspace(member, await env.calls.listWorkspaces(member.organizationId));
  if (chosen) await env.calls.saveSelection(user.id, { lastSelectedWorkspaceId: chosen.id });
  return chosen;
}

/** Recent projects from the server, cached per workspace; a failure is logged and gives an empty list. */
export async function initRecentProjects(env: SelectionEnvironment, member: Member, workspace: Workspace) {
  try {
    const projects = projectsOfRecent(await env.calls.listRecentProjects(member.id, workspace.id));
    env.storage.setItem(recentProjectsStorageKey(workspace.id), JSON.stringify(projects));
    return projects;
  } catch (error) {
    env.warn('Loading recent projects failed', error);
    return [];
  }
}

/** Project: needs a remembered project and workspace; loads it; failures are ignored. */
export async function initProject(env: SelectionEnvironment, user: User, workspace: Workspace) {
  if (!user.lastSelectedProjectId || !user.lastSelectedWorkspaceId) return undefined;
  if (user.lastSelectedWorkspaceId !== workspace.id) return undefined;
  const project = await env.calls.getProject(user.lastSelectedProjectId).catch(() => undefined);
  return project && project.workspace?.id === workspace.id ? project : undefined;
}

/**
 * The setup after sign-in (docs/features/web.md): member → workspace → recent projects → project, each step
 * needing the previous one. Member and project failures are logged as "Store initialization failed".
 */
export async function initializeSelection(env: SelectionEnvironment, user: User): Promise<Selection> {
  let member: Member | undefined;
  try {
    member = await initMember(env, user);
  } catch (error) {
    env.warn('Store initialization failed', error);
    return { recentProjects: [] };
  }
  if (!member) return { recentProjects: [] };
  const workspace = await initWorkspace(env, user, member).catch((error: unknown) => {
    env.warn('Store initialization failed', error);
    return undefined;
  });
  if (!workspace) return { member, recentProjects: [] };
  const recentProjects = await initRecentProjects(env, member, workspace);
  let project: Project | undefined;
  try {
    project = await initProject(env, user, workspace);
  } catch (error) {
    env.warn('Store initialization failed', error);
  }
  return { member, workspace, recentProjects, ...(project ? { project } : {}) };
}
