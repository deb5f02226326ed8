import { describe, expect, it, vi } from 'vitest';
import type { Member, Project, RecentProject, User, Workspace } from '../api/types.ts';
import { initializeSelection, type SelectionEnvironment } from './initialize-selection.ts';
import { projectsOfRecent, recentProjectsStorageKey, withRecentProject } from './selection-rules.ts';

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
const project = (id: number, workspaceId = 10): Project =>
  ({ ...doc(id), name: `P${id}`, workspace: workspace(workspaceId, 100) }) as Project;
const user = (patch: Partial<User> = {}): User =>
  ({
    ...doc(1),
    username: 'minji',
    email: 'minji@example.com',
    lastSelectedOrganizationId: null,
    lastSelectedMemberId: null,
    lastSelectedWorkspaceId: null,
    lastSelectedProjectId: null,
    ...patch,
  }) as User;

function environment(overrides: Partial<SelectionEnvironment['calls']> = {}) {
  const storage = new Map<string, string>();
  const saved: unknown[] = [];
  const warnings: string[] = [];
  const env: SelectionEnvironment = {
    calls: {
      getMember: vi.fn(async (id: number) => {
        if (id === 5) return member(5, 100);
        throw new Error('404');
      }),
      listMembers: vi.fn(async () => [member(5, 100), member(6, 200)]),
      getWorkspace: vi.fn(async (id: number) => {
        if (id === 10) return workspace(10, 100);
        if (id === 20) return workspace(20, 200);
        throw new Error('404');
      }),
      listWorkspaces: vi.fn(async () => [workspace(11, 100), workspace(10, 100, 5)]),
      listRecentProjects: vi.fn(
        async (): Promise<RecentProject[]> => [
          { ...doc(1), touchedAt: '', project: project(3) },
          { ...doc(2), touchedAt: '', project: project(2) },
        ],
      ),
      getProject: vi.fn(async (id: number) => project(id)),
      saveSelection: vi.fn(async (_id: number, data: unknown) => {
        saved.push(data);
        return user();
      }),
      ...overrides,
    },
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    warn: (message) => void warnings.push(message),
  };
  return { env, storage, saved, warnings };
}

describe('selection setup', () => {
  it('uses the remembered member, workspace and project', async () => {
    const { env, saved, storage } = environment();
    const selection = await initializeSelection(
      env,
      user({ lastSelectedMemberId: 5, lastSelectedWorkspaceId: 10, lastSelectedProjectId: 3 }),
    );
    expect(selection.member?.id).toBe(5);
    expect(selection.workspace?.id).toBe(10);
    expect(selection.project?.id).toBe(3);
    expect(selection.recentProjects.map((p) => p.id)).toEqual([3, 2]);
    expect(saved).toEqual([]);
    expect(JSON.parse(storage.get(recentProjectsStorageKey(10))!).map((p: Project) => p.id)).toEqual([3, 2]);
  });

  it('falls back to the first member and the workspace it owns, and remembers them', async () => {
    const { env, saved } = environment();
    const selection = await initializeSelection(env, user({ lastSelectedMemberId: 999 }));
    expect(selection.member?.id).toBe(5);
    expect(selection.workspace?.id).toBe(10);
    expect(selection.project).toBeUndefined();
    expect(saved).toEqual([
      { lastSelectedMemberId: 5, lastSelectedOrganizationId: 100 },
      { lastSelectedWorkspaceId: 10 },
    ]);
  });

  it('ignores a remembered workspace of another organization', async () => {
    const { env } = environment();
    const selection = await initializeSelection(
      env,
      user({ lastSelectedMemberId: 5, lastSelectedWorkspaceId: 20 }),
    );
    expect(selection.workspace?.id).toBe(10);
  });

  it('needs both a remembered project and workspace, and ignores a failing project', async () => {
    const onlyProject = environment();
    expect(
      (
        await initializeSelection(
          onlyProject.env,
          user({ lastSelectedMemberId: 5, lastSelectedProjectId: 3 }),
        )
      ).project,
    ).toBeUndefined();
    const failing = environment({ getProject: vi.fn(async () => Promise.reject(new Error('gone'))) });
    const selection = await initializeSelection(
      failing.env,
      user({ lastSelectedMemberId: 5, lastSelectedWorkspaceId: 10, lastSelectedProjectId: 3 }),
    );
    expect(selection.project).toBeUndefined();
    expect(selection.workspace?.id).toBe(10);
  });

  it('logs a failing recent-project load and continues with an empty list', async () => {
    const { env, warnings } = environment({
      listRecentProjects: vi.fn(async () => Promise.reject(new Error('500'))),
    });
    const selection = await initializeSelection(
      env,
      user({ lastSelectedMemberId: 5, lastSelectedWorkspaceId: 10 }),
    );
    expect(selection.recentProjects).toEqual([]);
    expect(warnings).toEqual(['Loading recent projects failed']);
  });

  it('warns "Store initialization failed" when the member cannot be set up', async () => {
    const { env, warnings } = environment({
      listMembers: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    const selection = await initializeSelection(env, user());
    expect(selection).toEqual({ recentProjects: [] });
    expect(warnings).toEqual(['Store initialization failed']);
  });
});

describe('recent projects', () => {
  it('puts the opened project first, once, and keeps 6', () => {
    let list: Project[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7]) list = withRecentProject(list, project(id));
    expect(list.map((p) => p.id)).toEqual([7, 6, 5, 4, 3, 2]);
    list = withRecentProject(list, project(4));
    expect(list.map((p) => p.id)).toEqual([4, 7, 6, 5, 3, 2]);
  });

  it('reads entries newest first without duplicates or deleted projects', () => {
    const entries: RecentProject[] = [3, 2, 3, 0, 1].map((id, i) => ({
      ...doc(i + 1),
      touchedAt: '',
      project: id ? project(id) : null,
    }));
    expect(projectsOfRecent(entries).map((p) => p.id)).toEqual([3, 2, 1]);
  });
});
