import {
  CompetitorDocument,
  documentEnvelope,
  EvaluationItemDocument,
  InvitationDocument,
  listEnvelope,
  MemberDocument,
  OrganizationDocument,
  ProjectDocument,
  PromptDocument,
  RecentProjectDocument,
  resourceDocuments,
  TagDocument,
  UserDocument,
  WorkspaceDocument,
} from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { multipartBody, pngImage } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { seedThreeTenants, type TenantAccount } from '#testing/three-tenants.ts';

/** The populate the web app asks for on each list (lib/session, features/organization). */
const webPopulate = {
  'sightline-organizations': { workspaces: true, owner: { populate: ['avatar'] } },
  'sightline-members': { sightline_organization: true, user: { populate: ['avatar'] } },
  workspaces: ['owner', 'ownerMember', 'sightline_organization'],
  projects: {
    owner: true,
    ownerMember: { populate: { user: { populate: ['avatar'] } } },
    workspace: true,
    evaluationItems: true,
    queries: true,
    featureImage: true,
    tags: true,
    competitors: true,
    ownedMedia: true,
  },
  'recent-projects': {
    sightline_member: true,
    workspace: true,
    project: { populate: ['evaluationItems', 'queries', 'tags'] },
  },
  invitations: ['sightline_organization', 'invitedBy'],
  prompts: ['project'],
  tags: ['project'],
  competitors: ['project'],
  'evaluation-items': ['project'],
} as const;

type Resource = keyof typeof webPopulate;

describe.each(testDatabaseKinds())('REST documents against their contract schemas on %s', (kind) => {
  let t: TestApp;
  let alice: TenantAccount;

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const res = await t.as(alice.jwt, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ alice } = await seedThreeTenants(t));
    const project = alice.projectDocumentId;
    await call('POST', '/api/competitors', {
      data: { project, name: 'Rival', aliases: ['라이벌'], domains: ['rival.co.kr'] },
    });
    await call('POST', '/api/evaluation-items', { data: { project, name: 'Price', keywords: ['가격'] } });
    await call('PUT', `/api/v1/projects/${project}/owned-media`, {
      data: [{ kind: 'domain', value: 'alpha.example' }],
    });
    await call('POST', `/api/v1/organizations/${alice.organizationId}/invitations`, {
      data: { email: 'newcomer@example.com', role: 'editor' },
    });
    await call('POST', '/api/v1/recent-projects/sync', {
      member: alice.memberId,
      workspace: alice.workspaceId,
      projects: [alice.projectId],
    });
    const avatar = await t.as(alice.jwt, {
      method: 'PUT',
      url: `/api/v1/users/${alice.userId}`,
      payload: multipartBody({}, { avatar: { name: 'me.png', type: 'image/png', bytes: pngImage(4, 4) } }),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(Object.keys(webPopulate) as Resource[])(
    'GET /api/%s and one of its documents, populated as the web asks, parse with the schema',
    async (name) => {
      const schema = resourceDocuments[name] as z.ZodType;
      const query = qs.stringify({ populate: webPopulate[name] }, { encodeValuesOnly: true });
      const list = listEnvelope(schema).parse(await call('GET', `/api/${name}?${query}`));
      expect(list.data.length, `${name} has documents to check`).toBeGreaterThan(0);
      const first = list.data[0] as { documentId: string };
      const one = documentEnvelope(schema).parse(
        await call('GET', `/api/${name}/${first.documentId}?${query}`),
      );
      expect(one.data).toEqual(first);
      // Unpopulated, the same schema holds: relations are optional.
      listEnvelope(schema).parse(await call('GET', `/api/${name}`));
    },
  );

  it('parses the populated relations, not only the top level', async () => {
    const query = qs.stringify({ populate: webPopulate.projects }, { encodeValuesOnly: true });
    const { data } = listEnvelope(ProjectDocument).parse(await call('GET', `/api/projects?${query}`));
    const project = data.find((p) => p.documentId === alice.projectDocumentId)!;
    expect(project.competitors?.map((c) => c.name)).toEqual(['Rival']);
    expect(project.evaluationItems?.map((e) => e.keywords)).toEqual([['가격']]);
    expect(project.ownedMedia?.map((m) => m.value)).toEqual(['alpha.example']);
    expect(project.queries).toHaveLength(2);
    expect(project.ownerMember?.user?.avatar).toMatchObject({ width: 4, height: 4, mime: 'image/png' });
    expect(project.featureImage).toBeNull();

    const recent = listEnvelope(RecentProjectDocument).parse(
      await call(
        'GET',
        `/api/recent-projects?${qs.stringify({ populate: webPopulate['recent-projects'] }, { encodeValuesOnly: true })}`,
      ),
    );
    expect(recent.data[0]?.project?.tags?.length).toBe(2);
    expect(recent.data[0]?.sightline_member?.role).toBe('owner');
  });

  it('parses the project endpoint (default populate) and the signed-in user', async () => {
    const project = documentEnvelope(ProjectDocument).parse(
      await call('GET', `/api/v1/projects/${alice.projectDocumentId}`),
    );
    expect(project.data.workspace?.name).toBe('Alpha Org workspace');
    expect(project.data.simulated).toBeTypeOf('boolean');
    const me = UserDocument.parse(await call('GET', '/api/users/me?populate[0]=avatar&populate[1]=members'));
    expect(me.lastSelectedWorkspaceId).toBe(alice.workspaceId);
    expect(me.members?.map((m) => m.role).sort()).toEqual(['editor', 'owner']);
    expect(me.avatar?.url).toMatch(/^\/uploads\//);
  });

  it('fails on a renamed, a missing or an unexpected field', async () => {
    const samples: Array<[z.ZodType, string, string]> = [
      [OrganizationDocument, '/api/sightline-organizations', 'name'],
      [MemberDocument, '/api/sightline-members', 'role'],
      [WorkspaceDocument, '/api/workspaces', 'name'],
      [ProjectDocument, '/api/projects', 'brandName'],
      [PromptDocument, '/api/prompts', 'intentSource'],
      [TagDocument, '/api/tags', 'color'],
      [CompetitorDocument, '/api/competitors', 'domains'],
      [EvaluationItemDocument, '/api/evaluation-items', 'keywords'],
      [InvitationDocument, '/api/invitations', 'expiresAt'],
      [UserDocument, '/api/users/me', 'lastSelectedWorkspaceId'],
    ];
    for (const [schema, url, field] of samples) {
      const body = await call('GET', url);
      const doc = (body.data?.[0] ?? body) as Record<string, unknown>;
      expect(schema.safeParse(doc).success, url).toBe(true);
      const { [field]: value, ...rest } = doc;
      expect(
        schema.safeParse({ ...rest, [`${field}Renamed`]: value }).success,
        `${url} renamed ${field}`,
      ).toBe(false);
      expect(schema.safeParse(rest).success, `${url} without ${field}`).toBe(false);
      expect(schema.safeParse({ ...doc, surprise: 1 }).success, `${url} with a surprise`).toBe(false);
    }
  });
});
