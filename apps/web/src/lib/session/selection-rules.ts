import type { Member, Project, RecentProject, Workspace } from '../api/types.ts';

/** At most this many recent projects per workspace (docs/features/web.md). */
export const recentProjectsLimit = 6;

/** The recent list after opening a project: it goes first, appears once, and the list keeps 6. */
export function withRecentProject(list: Project[], project: Project): Project[] {
  return [project, ...list.filter((p) => p.id !== project.id)].slice(0, recentProjectsLimit);
}

/** Projects of recent-project entries, newest first, without duplicates or missing projects. */
export function projectsOfRecent(entries: RecentProject[]): Project[] {
  const seen = new Set<number>();
  const projects: Project[] = [];
  for (const entry of entries) {
    const project = entry.project;
    if (!project || seen.has(project.id)) continue;
    seen.add(project.id);
    projects.push(project);
  }
  return projects.slice(0, recentProjectsLimit);
}

/** The workspace to use for a member when none is remembered: the first the member owns, else the first. */
export function defaultWorkspace(member: Member, workspaces: Workspace[]): Workspace | undefined {
  return workspaces.find((w) => w.ownerMember?.id === member.id) ?? workspaces[0];
}

/** localStorage key of the cached recent projects of a workspace. */
export function recentProjectsStorageKey(workspaceId: number): string {
  return `sightline:recent-projects:${workspaceId}`;
}
