import { AuthResponse, CollectReadinessResponse, ErrorEnvelope } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

interface Account {
  jwt: string;
  email: string;
  memberId: number;
  workspaceId: number;
  organizationId: number;
}

async function signUp(t: TestApp, username: string): Promise<Account> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  const { jwt, user } = AuthResponse.parse(res.json());
  return {
    jwt,
    email: user.email,
    memberId: user.lastSelectedMemberId!,
    workspaceId: user.lastSelectedWorkspaceId!,
    organizationId: user.lastSelectedOrganizationId!,
  };
}

async function createProject(t: TestApp, who: Account, name: string, engines: string[], prompts = 2) {
  const res = await t.as(who.jwt, {
    method: 'POST',
    url: '/api/v1/projects',
    payload: {
      data: {
        member: who.memberId,
        workspace: who.workspaceId,
        name,
        brandName: name,
        engines,
        queries: Array.from({ length: prompts }, (_, i) => ({ text: `${name} question ${i + 1}` })),
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.documentId as string;
}

async function organizationDocumentId(t: TestApp, who: Account) {
  const res = await t.as(who.jwt, {
    method: 'GET',
    url: `/api/sightline-organizations/${who.organizationId}`,
  });
  return res.json().data.documentId as string;
}

const readiness = async (t: TestApp, who: Account, project: string) => {
  const res = await t.as(who.jwt, { method: 'GET', url: `/api/v1/projects/${project}/collect-readiness` });
  return { status: res.statusCode, body: res.json() };
};

const collectNow = (t: TestApp, who: Account, project: string, data?: unknown) =>
  t.as(who.jwt, {
    method: 'POST',
    url: `/api/v1/projects/${project}/collect`,
    ...(data === undefined ? {} : { payload: { data } }),
  });

const errorPaths = (body: unknown) =>
  ((ErrorEnvelope.parse(body).error.details.errors ?? []) as Array<{ path: string[] }>).map((e) =>
    e.path.join('.'),
  );

async function runEnginesOfToday(t: TestApp, who: Account, project: string) {
  const [y, m, d] = localDay(new Date(), 'Asia/Seoul').split('-');
  const res = await t.as(who.jwt, {
    method: 'GET',
    url: `/api/v1/projects/${project}/collects/${y}/${m}/${d}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ runs: Array<{ engine: string }> }>).flatMap((c) =>
    c.runs.map((r) => r.engine),
  );
}

const countCollects = async (t: TestApp) =>
  rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from collects`))[0]!.n;

describe.each(testDatabaseKinds())('collect readiness and run now by engine on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('says where each engine gets its credentials: connection, environment, simulator or none', async () => {
    // The server has a ChatGPT key in its environment; the organization saves its own Claude key; Gemini has neither.
    t = await createTestApp(kind, { OPENAI_API_KEY: 'sk-env-server-0000' }, { jobs: { worker: false } });
    const owner = await signUp(t, 'owner');
    const org = await organizationDocumentId(t, owner);
    const saved = await t.as(owner.jwt, {
      method: 'PUT',
      url: `/api/v1/organizations/${org}/engine-connections/claude`,
      payload: { data: { apiKey: 'sk-ant-own-0123456789abcd' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const project = await createProject(t, owner, 'Alpha', ['chatgpt', 'claude', 'gemini', 'simulated']);

    const { status, body } = await readiness(t, owner, project);
    expect(status).toBe(200);
    const parsed = CollectReadinessResponse.parse(body);
    expect(parsed.data).toEqual({
      engines: [
        { engine: 'chatgpt', ready: true, source: 'environment' },
        { engine: 'claude', ready: true, source: 'connection' },
        { engine: 'gemini', ready: false, source: null },
        { engine: 'simulated', ready: true, source: 'simulator' },
      ],
      simulated: false,
      canManageEngines: true,
    });
    // Never a key, nor any part of one.
    expect(JSON.stringify(body)).not.toMatch(/sk-|abcd|0000/);

    // Switched to the simulator (an editor may), every engine is answered by it.
    const switched = await t.as(owner.jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${project}`,
      payload: { data: { simulated: true } },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.simulated).toBe(true);
    const simulated = CollectReadinessResponse.parse((await readiness(t, owner, project)).body).data;
    expect(simulated.simulated).toBe(true);
    expect(simulated.engines.map((e) => `${e.engine}:${e.source}`)).toEqual([
      'chatgpt:simulator',
      'claude:simulator',
      'gemini:simulator',
      'simulated:simulator',
    ]);
  });

  it("answers 404 for another organization's project and tells an editor they cannot connect engines", async () => {
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const owner = await signUp(t, 'owner');
    const project = await createProject(t, owner, 'Alpha', ['gemini']);
    const stranger = await signUp(t, 'stranger');
    expect((await readiness(t, stranger, project)).status).toBe(404);
    expect((await collectNow(t, stranger, project)).statusCode).toBe(404);

    const org = await organizationDocumentId(t, owner);
    const editor = await signUp(t, 'editor');
    const invite = await t.as(owner.jwt, {
      method: 'POST',
      url: `/api/v1/organizations/${org}/invitations`,
      payload: { data: { email: editor.email, role: 'editor' } },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = /token=(\S+)/.exec(t.mailer.last(editor.email)?.text ?? '')?.[1];
    const accepted = await t.as(editor.jwt, {
      method: 'POST',
      url: '/api/v1/invitations/accept',
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const seen = CollectReadinessResponse.parse((await readiness(t, editor, project)).body).data;
    expect(seen).toEqual({
      engines: [{ engine: 'gemini', ready: false, source: null }],
      simulated: false,
      canManageEngines: false,
    });
  });

  it('plans only the engines asked for, and refuses engines the project does not have', async () => {
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const owner = await signUp(t, 'owner');
    const project = await createProject(t, owner, 'Alpha', ['simulated', 'gemini', 'claude'], 3);

    const foreign = await collectNow(t, owner, project, { engines: ['perplexity'] });
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(errorPaths(foreign.json())).toEqual(['data.engines']);
    expect(foreign.json().error.message).toContain('perplexity');
    const unknown = await collectNow(t, owner, project, { engines: ['nope'] });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(errorPaths(unknown.json())[0]).toMatch(/^data\.engines/);
    expect(await countCollects(t)).toBe(0);

    const started = await collectNow(t, owner, project, { engines: ['simulated'] });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ planned: 3, engines: ['simulated'] });
    expect(await runEnginesOfToday(t, owner, project)).toEqual(['simulated', 'simulated', 'simulated']);
  });

  it('refuses to plan when none of the chosen engines has credentials, naming them', async () => {
    t = await createTestApp(kind, {}, { jobs: { worker: false } });
    const owner = await signUp(t, 'owner');
    const keyless = await createProject(t, owner, 'Alpha', ['chatgpt', 'gemini']);
    const refused = await collectNow(t, owner, keyless);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.name).toBe('ValidationError');
    expect(refused.json().error.message).toContain('chatgpt, gemini');
    expect(refused.json().error.details.errors).toEqual([
      expect.objectContaining({ path: ['data', 'engines'], value: ['chatgpt', 'gemini'] }),
    ]);

    // A subset of keyless engines is refused too, even when the project has a ready one.
    const mixed = await createProject(t, owner, 'Beta', ['simulated', 'gemini']);
    const subset = await collectNow(t, owner, mixed, { engines: ['gemini'] });
    expect(subset.statusCode, subset.body).toBe(400);
    expect(subset.json().error.details.errors[0].value).toEqual(['gemini']);
    expect(await countCollects(t)).toBe(0);
  });
});
