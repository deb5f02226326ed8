import { AuthResponse, ErrorEnvelope } from '@sightline/contracts';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/**
 * Names that reach e-mails and CSV files refuse control characters (docs/features/accounts.md, names): an outside
 * probe named an organization with CR/LF, which invitation mails used verbatim. Each refusal is a 400 naming the field.
 */
describe.each(testDatabaseKinds())('names with control characters on %s', (kind) => {
  let t: TestApp;
  let jwt: string;
  let organization: number;
  let member: number;
  let workspace: number;
  let project: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'minji', email: 'minji@example.com', password: 'correct horse battery' },
    });
    const { user, jwt: token } = AuthResponse.parse(res.json());
    jwt = token;
    organization = user.lastSelectedOrganizationId!;
    member = user.lastSelectedMemberId!;
    workspace = user.lastSelectedWorkspaceId!;
    const created = await t.as(jwt, {
      method: 'POST',
      url: '/api/projects',
      payload: {
        data: { member, workspace, name: 'Coffee', brandName: 'Oneul', queries: [{ text: 'best coffee' }] },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    project = created.json().data.documentId;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Expects a 400 ValidationError whose details name exactly `field`. */
  async function refused(method: 'POST' | 'PUT', url: string, data: unknown, field: string) {
    const res = await t.as(jwt, { method, url, payload: { data } });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    const { error } = ErrorEnvelope.parse(res.json());
    expect(error.name).toBe('ValidationError');
    expect(error.message).toContain(field);
    const paths = (error.details as { errors: { path: (string | number)[]; message: string }[] }).errors;
    expect(paths.map((e) => e.path.join('.'))).toContain(field);
    expect(paths.find((e) => e.path.join('.') === field)?.message).toMatch(/control characters/);
  }

  const injections = [
    'Acme\r\nBcc: victim@example.com',
    'Tab\there',
    'Bell\u0007',
    'Next\u0085line',
    'evil\u202Etxt',
  ];

  it('refuses them in organization names, on create and rename', async () => {
    for (const name of injections) {
      await refused('POST', '/api/v1/organizations', { name }, 'data.name');
      await refused('PUT', `/api/v1/organizations/${organization}`, { name }, 'data.name');
    }
  });

  it('refuses them in workspace names, on create and rename', async () => {
    await refused('POST', '/api/v1/workspaces', { name: injections[0], organization }, 'data.name');
    await refused('PUT', `/api/v1/workspaces/${workspace}`, { name: injections[1] }, 'data.name');
  });

  it('refuses them in project, brand, competitor and tag names', async () => {
    const base = {
      member,
      workspace,
      name: 'Coffee',
      brandName: 'Oneul',
      queries: [{ text: 'best coffee' }],
    };
    await refused('POST', '/api/projects', { ...base, name: injections[0] }, 'data.name');
    await refused('POST', '/api/projects', { ...base, brandName: injections[1] }, 'data.brandName');
    await refused(
      'POST',
      '/api/projects',
      { ...base, brandAliases: ['ok', injections[2]] },
      'data.brandAliases.1',
    );
    await refused('PUT', `/api/projects/${project}`, { name: injections[3] }, 'data.name');
    await refused('POST', '/api/competitors', { project, name: injections[0] }, 'data.name');
    await refused('POST', '/api/tags', { project, name: injections[4] }, 'data.name');
    await refused('POST', '/api/evaluation-items', { project, name: injections[0] }, 'data.name');
  });

  it('refuses them in usernames', async () => {
    const me = await t.as(jwt, { method: 'GET', url: '/api/users/me' });
    await refused('PUT', `/api/v1/users/${me.json().id}`, { username: 'min\u0007ji' }, 'data.username');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/local/register',
      payload: { username: 'evil\u001b[31m', email: 'evil@example.com', password: 'correct horse battery' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('username');
  });

  it('still takes names in any script, with spaces and punctuation', async () => {
    for (const name of ['오늘커피 & Co.', 'Café « Ünïcode » — 東京', 'O’Brien (KR)']) {
      const res = await t.as(jwt, {
        method: 'POST',
        url: '/api/v1/organizations',
        payload: { data: { name } },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.name).toBe(name);
    }
  });
});
