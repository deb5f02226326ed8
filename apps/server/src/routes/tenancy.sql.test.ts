import { AuthResponse } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

interface Account {
  jwt: string;
  userId: number;
  memberId: number;
  workspaceId: number;
  organizationId: number;
}

describe.each(testDatabaseKinds())('tenant isolation and roles on %s', (kind) => {
  let t: TestApp;
  let owner: Account;
  let outsider: Account;
  let project: {
    id: number;
    documentId: string;
    featureImage: { id: number };
    queries: Array<{ documentId: string }>;
  };

  async function signUp(username: string): Promise<Account> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
    });
    const { jwt, user } = AuthResponse.parse(res.json());
    return {
      jwt,
      userId: user.id,
      memberId: user.lastSelectedMemberId!,
      workspaceId: user.lastSelectedWorkspaceId!,
      organizationId: user.lastSelectedOrganizationId!,
    };
  }
  const call = (who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.as(who.jwt, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeEach(async () => {
    t = await createTestApp(kind);
    owner = await signUp('owner');
    outsider = await signUp('outsider');
    const res = await t.as(owner.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody(
        {
          member: owner.memberId,
          workspace: owner.workspaceId,
          name: 'Secret project',
          brandName: 'Secret',
          queries: [{ text: 'secret prompt' }],
        },
        { featureImage: { name: 'a.png', type: 'image/png', bytes: pngImage(2, 2) } },
      ),
    });
    project = res.json().data;
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers 404 for another organization's project, workspace, member, prompt and file, on every verb", async () => {
    const prompt = project.queries[0]!.documentId;
    const attempts: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/v1/projects/${project.documentId}`],
      ['GET', `/api/projects/${project.id}`],
      ['PUT', `/api/v1/projects/${project.documentId}`, { data: { name: 'mine now' } }],
      ['POST', `/api/v1/projects/${project.documentId}/deactivate`, {}],
      ['PUT', `/api/v1/projects/${project.documentId}/owned-media`, { data: [] }],
      ['GET', `/api/workspaces/${owner.workspaceId}`],
      ['PUT', `/api/v1/workspaces/${owner.workspaceId}`, { data: { name: 'x' } }],
      ['GET', `/api/sightline-members/${owner.memberId}`],
      ['PUT', `/api/v1/sightline-members/${owner.memberId}`, { data: { role: 'viewer' } }],
      ['DELETE', `/api/v1/sightline-members/${owner.memberId}`],
      ['GET', `/api/prompts/${prompt}`],
      ['PUT', `/api/prompts/${prompt}`, { data: { text: 'changed' } }],
      ['DELETE', `/api/prompts/${prompt}`],
      ['POST', '/api/prompts', { data: { project: project.documentId, text: 'planted' } }],
      ['GET', `/api/upload/files/${project.featureImage.id}`],
      [
        'POST',
        `/api/v1/organizations/${owner.organizationId}/invitations`,
        { data: { email: 'x@example.com', role: 'viewer' } },
      ],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(outsider, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body, `${method} ${url}`).not.toContain('Secret');
      expect(res.json().error.name).toBe('NotFoundError');
    }
    for (const list of [
      '/api/projects',
      '/api/prompts',
      '/api/workspaces',
      '/api/sightline-members?populate=*',
    ]) {
      const res = await call(outsider, 'GET', list);
      expect(res.body, list).not.toMatch(/Secret|secret prompt|"owner@example.com"/);
    }
    const byRelation = await call(outsider, 'GET', `/api/prompts?filters[project][id][$eq]=${project.id}`);
    expect(byRelation.json().data).toEqual([]);
    const sync = await call(outsider, 'POST', '/api/v1/recent-projects/sync', {
      member: outsider.memberId,
      workspace: outsider.workspaceId,
      projects: [project.id],
    });
    expect(sync.json().data).toEqual([]);
    const remember = await call(outsider, 'PUT', `/api/v1/users/${outsider.userId}`, {
      data: { lastSelectedProjectId: project.id },
    });
    expect(remember.statusCode).toBe(404);
    const otherUser = await call(outsider, 'PUT', `/api/v1/users/${owner.userId}`, {
      data: { username: 'pwned' },
    });
    expect(otherUser.statusCode).toBe(403);
  });

  it('treats filter values with SQL metacharacters as data and rejects unknown filter fields', async () => {
    for (const value of ["' OR 1=1 --", '"; drop table projects; --', '%', '_', '\\']) {
      const res = await call(
        owner,
        'GET',
        `/api/projects?filters[name][$containsi]=${encodeURIComponent(value)}`,
      );
      expect(res.statusCode, value).toBe(200);
      expect(res.json().data, value).toEqual([]);
    }
    const unknown = await call(owner, 'GET', '/api/projects?filters[password_hash][$eq]=x');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ name: 'ValidationError' });
    expect(unknown.json().error.message).toContain('password_hash');
    const topLevel = await call(owner, 'GET', '/api/projects?where=1');
    expect(topLevel.statusCode).toBe(400);
    expect(topLevel.json().error.message).toContain('where');
    expect((await call(owner, 'GET', '/api/projects')).json().data).toHaveLength(1);
  });

  it('invites a viewer who can read but not write, then promotes them to editor', async () => {
    const invite = await call(owner, 'POST', `/api/v1/organizations/${owner.organizationId}/invitations`, {
      data: { email: 'outsider@example.com', role: 'viewer' },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = /invitations\/accept\?token=(\S+)/.exec(
      t.mailer.last('outsider@example.com')?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    const stranger = await signUp('stranger');
    expect((await call(stranger, 'POST', '/api/v1/invitations/accept', { token })).statusCode).toBe(400);
    const accepted = await call(outsider, 'POST', '/api/v1/invitations/accept', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const viewerMember = accepted.json().data;
    expect(viewerMember).toMatchObject({
      role: 'viewer',
      sightline_organization: { id: owner.organizationId },
    });
    expect((await call(outsider, 'POST', '/api/v1/invitations/accept', { token })).statusCode).toBe(400);

    expect((await call(outsider, 'GET', `/api/v1/projects/${project.documentId}`)).statusCode).toBe(200);
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['PUT', `/api/v1/projects/${project.documentId}`, { data: { name: 'viewer edit' } }],
      ['POST', '/api/prompts', { data: { project: project.id, text: 'viewer prompt' } }],
      ['DELETE', `/api/prompts/${project.queries[0]!.documentId}`],
      ['POST', `/api/v1/projects/${project.documentId}/deactivate`, {}],
      ['POST', '/api/v1/workspaces', { data: { name: 'W', organization: owner.organizationId } }],
      ['PUT', `/api/v1/sightline-members/${owner.memberId}`, { data: { role: 'viewer' } }],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(outsider, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.name).toBe('ForbiddenError');
    }

    const promote = await call(owner, 'PUT', `/api/v1/sightline-members/${viewerMember.id}`, {
      data: { role: 'editor' },
    });
    expect(promote.json().data.role).toBe('editor');
    const prompt = await call(outsider, 'POST', '/api/prompts', {
      data: { project: project.id, text: 'editor prompt' },
    });
    expect(prompt.statusCode).toBe(200);
    expect((await call(outsider, 'POST', `/api/v1/projects/${project.id}/deactivate`, {})).statusCode).toBe(
      403,
    );
  });

  it('keeps an owner: admins cannot make or remove owners, the last owner cannot leave', async () => {
    const invite = await call(owner, 'POST', `/api/v1/organizations/${owner.organizationId}/invitations`, {
      data: { email: 'outsider@example.com', role: 'admin' },
    });
    expect(invite.statusCode).toBe(200);
    const token = /token=(\S+)/.exec(t.mailer.last('outsider@example.com')?.text ?? '')?.[1];
    const admin = (await call(outsider, 'POST', '/api/v1/invitations/accept', { token })).json().data;
    expect(
      (await call(outsider, 'PUT', `/api/v1/sightline-members/${admin.id}`, { data: { role: 'owner' } }))
        .statusCode,
    ).toBe(403);
    expect((await call(outsider, 'DELETE', `/api/v1/sightline-members/${owner.memberId}`)).statusCode).toBe(
      403,
    );
    const inviteOwner = await call(
      outsider,
      'POST',
      `/api/v1/organizations/${owner.organizationId}/invitations`,
      {
        data: { email: 'x@example.com', role: 'owner' },
      },
    );
    expect(inviteOwner.statusCode).toBe(403);
    const workspace = await call(outsider, 'POST', '/api/v1/workspaces', {
      data: { name: 'Agency clients', organization: owner.organizationId },
    });
    expect(workspace.statusCode).toBe(200);
    expect(workspace.json().data).toMatchObject({ name: 'Agency clients', ownerMember: { id: admin.id } });
    const leave = await call(owner, 'DELETE', `/api/v1/sightline-members/${owner.memberId}`);
    expect(leave.statusCode).toBe(400);
    expect(leave.json().error.message).toBe('An organization needs at least one owner');
    expect((await call(outsider, 'DELETE', `/api/v1/sightline-members/${admin.id}`)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', `/api/v1/projects/${project.documentId}`)).statusCode).toBe(404);
  });

  it('creates and renames organizations and remembers the selection on the user', async () => {
    const created = await call(outsider, 'POST', '/api/v1/organizations', { data: { name: 'Agency' } });
    expect(created.statusCode, created.body).toBe(200);
    const organization = created.json().data;
    expect(organization.members).toEqual([expect.objectContaining({ role: 'owner' })]);
    expect(organization.workspaces).toHaveLength(1);
    const renamed = await call(outsider, 'PUT', `/api/v1/organizations/${organization.documentId}`, {
      data: { name: 'Agency Co' },
    });
    expect(renamed.json().data.name).toBe('Agency Co');
    const save = await call(outsider, 'PUT', `/api/v1/users/${outsider.userId}`, {
      data: {
        lastSelectedOrganizationId: organization.id,
        lastSelectedMemberId: organization.members[0].id,
        lastSelectedWorkspaceId: organization.workspaces[0].documentId,
        locale: 'en',
        timezone: 'Europe/Paris',
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json()).toMatchObject({
      lastSelectedOrganizationId: organization.id,
      lastSelectedWorkspaceId: organization.workspaces[0].id,
      locale: 'en',
      timezone: 'Europe/Paris',
    });
    const avatar = await t.as(outsider.jwt, {
      method: 'PUT',
      url: `/api/v1/users/${outsider.userId}`,
      payload: multipartBody(
        { username: 'outsider2' },
        { avatar: { name: 'me.png', type: 'image/png', bytes: pngImage(8, 8) } },
      ),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(avatar.json()).toMatchObject({
      username: 'outsider2',
      avatar: { width: 8, height: 8, mime: 'image/png' },
    });
  });
});
