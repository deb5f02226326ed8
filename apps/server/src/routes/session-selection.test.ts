import {
  MemberDocument,
  ProjectDocument,
  RecentProjectDocument,
  UserDocument,
  WorkspaceDocument,
} from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { and, eq } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { leakedMarkers, seedThreeTenants, type ThreeTenants } from '#testing/three-tenants.ts';

/** The selection of `/users/me`, checked against the contracts' document schemas (objects are strict). */
const SessionSelection = z
  .object({
    member: MemberDocument.nullable(),
    workspace: WorkspaceDocument.nullable(),
    project: ProjectDocument.nullable(),
    recentProjects: z.array(RecentProjectDocument).nullable(),
    members: z.array(MemberDocument),
    workspaces: z.array(WorkspaceDocument).nullable(),
    projects: z.array(ProjectDocument).nullable(),
  })
  .strict();

/** `/users/me` with the selection: the user document as the contract has it, and the selection. */
const SessionUser = {
  parse(body: unknown) {
    const { selection, ...user } = body as { selection?: unknown };
    return { ...UserDocument.parse(user), selection: SessionSelection.parse(selection) };
  },
};

/** The calls of the web app's selection setup (lib/session/selection-calls.ts), which the selection stands in for. */
const calls = (
  userId: number,
  memberId: number,
  organizationId: number,
  workspaceId: number,
  projectId: number,
) => ({
  member: `/api/sightline-members/${memberId}?${qs.stringify({ populate: ['sightline_organization', 'user'] })}`,
  members: `/api/sightline-members?${qs.stringify({
    filters: { user: { id: { $eq: userId } } },
    populate: ['sightline_organization', 'user'],
    sort: 'id:asc',
    pagination: { pageSize: 500 },
  })}`,
  workspace: `/api/workspaces/${workspaceId}?${qs.stringify({ populate: ['owner', 'ownerMember', 'sightline_organization'] })}`,
  workspaces: `/api/workspaces?${qs.stringify({
    filters: { sightline_organization: { id: { $eq: organizationId } } },
    populate: ['owner', 'ownerMember', 'sightline_organization'],
    sort: 'id:asc',
    pagination: { pageSize: 100 },
  })}`,
  recentProjects: `/api/recent-projects?${qs.stringify({
    filters: { sightline_member: { id: { $eq: memberId } }, workspace: { id: { $eq: workspaceId } } },
    populate: { sightline_member: true, project: { populate: ['evaluationItems', 'queries', 'tags'] } },
    sort: 'id:desc',
    pagination: { pageSize: 20 },
  })}`,
  project: `/api/v1/projects/${projectId}`,
  projects: `/api/projects?${qs.stringify({
    filters: { workspace: { id: { $eq: workspaceId } } },
    populate: {
      owner: true,
      ownerMember: { populate: { user: { populate: ['avatar'] } } },
      workspace: true,
      evaluationItems: true,
      queries: true,
      featureImage: true,
      tags: true,
    },
    sort: 'id:asc',
    pagination: { pageSize: 100 },
  })}`,
});

describe.each(testDatabaseKinds())('GET /api/users/me with the session selection on %s', (kind) => {
  let t: TestApp;
  let tenants: ThreeTenants;

  async function get(jwt: string, url: string) {
    const res = await t.as(jwt, { method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  }
  const me = (jwt: string) => get(jwt, '/api/users/me?populate[0]=avatar&populate[1]=selection');
  const remember = (userId: number, values: Partial<typeof schema.users.$inferInsert>) =>
    t.database.db.update(schema.users).set(values).where(eq(schema.users.id, userId));

  beforeAll(async () => {
    t = await createTestApp(kind);
    tenants = await seedThreeTenants(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    const { alice } = tenants;
    await remember(alice.userId, {
      lastSelectedOrganizationId: alice.organizationId,
      lastSelectedMemberId: alice.memberId,
      lastSelectedWorkspaceId: alice.workspaceId,
      lastSelectedProjectId: alice.projectId,
    });
  });

  it('answers, in one call, exactly what each call of the selection setup and the header pickers would', async () => {
    const { alice } = tenants;
    await t.as(alice.jwt, {
      method: 'POST',
      url: '/api/v1/recent-projects/sync',
      payload: { member: alice.memberId, workspace: alice.workspaceId, projects: [alice.projectId] },
    });
    const user = SessionUser.parse(await me(alice.jwt));
    const { selection } = user;
    expect(selection.member?.sightline_organization?.name).toBe('Alpha Org');
    expect(selection.workspace?.name).toBe('Alpha Org workspace');
    expect(selection.project?.documentId).toBe(alice.projectDocumentId);
    expect(selection.recentProjects?.map((entry) => entry.project?.id)).toEqual([alice.projectId]);
    expect(selection.members.map((m) => m.sightline_organization?.name)).toEqual(['Alpha Org', 'Bravo Org']);

    const urls = calls(
      alice.userId,
      alice.memberId,
      alice.organizationId,
      alice.workspaceId,
      alice.projectId,
    );
    expect(selection.member).toEqual((await get(alice.jwt, urls.member)).data);
    expect(selection.members).toEqual((await get(alice.jwt, urls.members)).data);
    expect(selection.workspace).toEqual((await get(alice.jwt, urls.workspace)).data);
    expect(selection.workspaces).toEqual((await get(alice.jwt, urls.workspaces)).data);
    expect(selection.recentProjects).toEqual((await get(alice.jwt, urls.recentProjects)).data);
    expect(selection.project).toEqual((await get(alice.jwt, urls.project)).data);
    expect(selection.projects).toEqual((await get(alice.jwt, urls.projects)).data);

    // The rest of the user is what /users/me answers without the selection.
    const { selection: _selection, ...rest } = user;
    expect(rest).toEqual(await get(alice.jwt, '/api/users/me?populate[0]=avatar'));
  });

  it('is asked for by name in a list or an object, and is absent otherwise', async () => {
    const { alice } = tenants;
    const byObject = await get(alice.jwt, '/api/users/me?populate[selection]=true&populate[avatar]=true');
    expect(byObject.selection.member.id).toBe(alice.memberId);
    expect(await get(alice.jwt, '/api/users/me?populate=selection')).toHaveProperty('selection');
    expect(await get(alice.jwt, '/api/users/me')).not.toHaveProperty('selection');
    expect(await get(alice.jwt, '/api/users/me?populate[0]=members')).not.toHaveProperty('selection');
  });

  it('drops a workspace of another organization and a project of another workspace, keeping the member', async () => {
    const { alice, bob } = tenants;
    // Both are Alice's to see (she is an editor in Bravo Org), but they do not belong with her Alpha member.
    await remember(alice.userId, {
      lastSelectedWorkspaceId: bob.workspaceId,
      lastSelectedProjectId: bob.projectId,
    });
    const { selection } = SessionUser.parse(await me(alice.jwt));
    expect(selection.member?.id).toBe(alice.memberId);
    expect(selection.workspace).toBeNull();
    expect(selection.project).toBeNull();
    expect(selection.recentProjects).toBeNull();
    expect(selection.projects).toBeNull();
    // What the fallback (the member's default workspace) needs is there.
    expect(selection.workspaces?.map((w) => w.id)).toEqual([alice.workspaceId]);

    await remember(alice.userId, {
      lastSelectedWorkspaceId: alice.workspaceId,
      lastSelectedProjectId: bob.projectId,
    });
    const sameWorkspace = SessionUser.parse(await me(alice.jwt)).selection;
    expect(sameWorkspace.workspace?.id).toBe(alice.workspaceId);
    expect(sameWorkspace.project).toBeNull();
  });

  it('returns nothing of another tenant from remembered ids that point there', async () => {
    const { alice, zed, zuluMarkers } = tenants;
    const [zedMember] = await t.database.db
      .select({ id: schema.members.id })
      .from(schema.members)
      .where(eq(schema.members.userId, zed.userId));
    await remember(alice.userId, {
      lastSelectedOrganizationId: zed.organizationId,
      lastSelectedMemberId: zedMember!.id,
      lastSelectedWorkspaceId: zed.workspaceId,
      lastSelectedProjectId: zed.projectId,
    });
    const res = await t.as(alice.jwt, { method: 'GET', url: '/api/users/me?populate[0]=selection' });
    expect(res.statusCode).toBe(200);
    expect(leakedMarkers(res.body, zuluMarkers)).toEqual([]);
    const { selection } = SessionUser.parse(res.json());
    expect(selection).toMatchObject({ member: null, workspace: null, project: null, recentProjects: null });
    expect(selection.workspaces).toBeNull();
    expect(selection.projects).toBeNull();
    expect(selection.members.map((m) => m.id).sort()).toEqual(
      [alice.memberId, tenants.aliceInBravoMemberId].sort(),
    );
  });

  it('after leaving an organization, its remembered workspace and project are not returned', async () => {
    const { bob, zed, zuluMarkers } = tenants;
    // Bob is a viewer in Zulu Org and last looked at it; then he leaves it.
    const [membership] = await t.database.db
      .select({ id: schema.members.id })
      .from(schema.members)
      .where(
        and(eq(schema.members.organizationId, zed.organizationId), eq(schema.members.userId, bob.userId)),
      );
    await remember(bob.userId, {
      lastSelectedOrganizationId: zed.organizationId,
      lastSelectedMemberId: membership!.id,
      lastSelectedWorkspaceId: zed.workspaceId,
      lastSelectedProjectId: zed.projectId,
    });
    const before = SessionUser.parse(await me(bob.jwt)).selection;
    expect(before.workspace?.id).toBe(zed.workspaceId);
    expect(before.project?.id).toBe(zed.projectId);

    await t.database.db.delete(schema.members).where(eq(schema.members.id, membership!.id));
    const res = await t.as(bob.jwt, { method: 'GET', url: '/api/users/me?populate[0]=selection' });
    expect(res.statusCode).toBe(200);
    expect(leakedMarkers(res.body, zuluMarkers)).toEqual([]);
    const { selection } = SessionUser.parse(res.json());
    expect(selection).toMatchObject({ member: null, workspace: null, project: null, workspaces: null });
    expect(selection.members.map((m) => m.id)).toEqual([bob.memberId]);
  });
});
