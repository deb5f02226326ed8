import { describe, expect, it, vi } from 'vitest';
import type { Member, Project, RecentProject, User, Workspace } from '../api/types.ts';
import { initializeSelection } from './initialize-selection.ts';
import type { SelectionCalls } from './selection-calls.ts';
import { type PreloadedSelection, preloadedCalls } from './session-preload.ts';

const doc = (id: number) => ({ id, documentId: `doc${id}`.padEnd(24, '0'), createdAt: '', updatedAt: '' });
const member = (id: number, organizationId: number): Member => ({
  ...doc(id),
  role: 'owner',
  organizationId,
  userId: 1,
});
const workspace = (id: number, organizationId: number, ownerMemberId?: number): Workspace => ({
  ...doc(id),
  name: `W${id}`,
  sightline_organization: { ...doc(organizationId), name: `O${organizationId}` },
  ownerMember: ownerMemberId ? member(ownerMemberId, organizationId) : null,
});
const project = (id: number, workspaceId: number): Project =>
  ({ ...doc(id), name: `P${id}`, workspace: workspace(workspaceId, 100) }) as Project;
const entry = (id: number, p: Project): RecentProject => ({ ...doc(id), touchedAt: '', project: p });
const user = (patch: Partial<User> = {}): User =>
  ({
    ...doc(1),
    username: 'minji',
    email: 'minji@example.com',
    lastSelectedOrganizationId: null,
    lastSelectedMemberId: 5,
    lastSelectedWorkspaceId: 10,
    lastSelectedProjectId: 3,
    ...patch,
  }) as User;

/** Server calls that answer like the server and record each call by name. */
function serverCalls() {
  const made: string[] = [];
  const record =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    async (...args: A) => {
      made.push(name);
      return answer(...args);
    };
  const calls = {
    getMember: record('getMember', (id: number) => {
      if (id === 5) return member(5, 100);
      throw new Error('404');
    }),
    listMembers: record('listMembers', () => [member(5, 100), member(6, 200)]),
    getWorkspace: record('getWorkspace', (id: number) => workspace(id, id === 20 ? 200 : 100)),
    listWorkspaces: record('listWorkspaces', (organizationId: number) => [workspace(11, organizationId, 6)]),
    listRecentProjects: record('listRecentProjects', () => [entry(1, project(7, 11))]),
    syncRecentProjects: record('syncRecentProjects', () => []),
    getProject: record('getProject', (id: number) => project(id, 10)),
    listProjects: record('listProjects', () => []),
    saveSelection: record('saveSelection', () => user()),
  } as unknown as SelectionCalls;
  return { calls, made };
}

const valid = (): PreloadedSelection => ({
  member: member(5, 100),
  workspace: workspace(10, 100, 5),
  project: project(3, 10),
  recentProjects: [entry(2, project(3, 10)), entry(1, project(2, 10))],
  members: [member(5, 100), member(6, 200)],
  workspaces: [workspace(10, 100, 5), workspace(12, 100)],
  projects: [project(2, 10), project(3, 10)],
});

function setUp(preload: PreloadedSelection, u = user()) {
  const server = serverCalls();
  const env = {
    calls: preloadedCalls(server.calls, u, preload),
    storage: { getItem: () => null, setItem: vi.fn() },
    warn: vi.fn(),
  };
  return { run: () => initializeSelection(env, u), made: server.made };
}

describe('the selection set up from what /users/me returned', () => {
  it('makes no call when the remembered member, workspace and project still hold', async () => {
    const { run, made } = setUp(valid());
    const selection = await run();
    expect(selection.member?.id).toBe(5);
    expect(selection.workspace?.id).toBe(10);
    expect(selection.project?.id).toBe(3);
    expect(selection.recentProjects.map((p) => p.id)).toEqual([3, 2]);
    expect(made).toEqual([]);
  });

  it('refuses a remembered member the server refused and falls back to the first, calling only to remember it', async () => {
    const preload = { ...valid(), member: null, workspace: null, project: null, recentProjects: null };
    const { run, made } = setUp(
      { ...preload, workspaces: null, projects: null },
      user({ lastSelectedMemberId: 999 }),
    );
    const selection = await run();
    expect(selection.member?.id).toBe(5);
    // The remembered workspace is asked for again: the server judged it against the refused member only.
    expect(selection.workspace?.id).toBe(10);
    expect(made).toEqual(['saveSelection', 'getWorkspace', 'listRecentProjects', 'getProject']);
  });

  it('takes the member’s default workspace from the preloaded list when the remembered one was refused', async () => {
    const preload = { ...valid(), workspace: null, project: null, recentProjects: null, projects: null };
    const { run, made } = setUp(preload, user({ lastSelectedWorkspaceId: 20 }));
    const selection = await run();
    expect(selection.workspace?.id).toBe(10);
    expect(selection.project).toBeUndefined();
    // Remembering the default and reading its recent projects; never the refused workspace or project.
    expect(made).toEqual(['saveSelection', 'listRecentProjects']);
  });

  it('refuses a remembered project the server refused without asking for it', async () => {
    const { run, made } = setUp({ ...valid(), project: null });
    const selection = await run();
    expect(selection.project).toBeUndefined();
    expect(selection.workspace?.id).toBe(10);
    expect(made).toEqual([]);
  });

  it('answers the pickers’ lists only for the member and workspace they belong to', async () => {
    const server = serverCalls();
    const calls = preloadedCalls(server.calls, user(), valid());
    expect((await calls.listWorkspaces(100)).map((w) => w.id)).toEqual([10, 12]);
    expect((await calls.listProjects(10)).map((p) => p.id)).toEqual([2, 3]);
    expect(server.made).toEqual([]);
    await calls.listWorkspaces(200);
    await calls.listProjects(11);
    await calls.listRecentProjects(6, 10);
    await calls.listMembers(2);
    expect(server.made).toEqual(['listWorkspaces', 'listProjects', 'listRecentProjects', 'listMembers']);
  });
});
