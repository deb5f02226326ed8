import { AuthResponse } from '@sightline/contracts';
import { upsertEngineConnection } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import {
  geminiFixtures,
  type MockServer,
  redirectBodyMarker,
  routes,
  scenario,
  startMockServer,
} from '@sightline/engines/testing';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { engineForRun } from '../use-cases/collection/engine-for-run.ts';
import { lastFour, sealApiKey } from './connection-keys.ts';
import { createConfiguredEngine } from './engine-from-config.ts';

/**
 * A collection run with the real Gemini adapter, wired as the server wires it (organization connection, outbound
 * guard with the operator's allow-list), against the loopback mock server: the grounding redirects are resolved
 * once each, the chat's source citations keep both the link and the page, and the citation facts name the page's
 * domain — or the chunk title's when a redirect does not resolve.
 */
const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);
const apiKey = 'gemini-test-key-0123456789';
const [samsung, gsmarena, reddit] = geminiFixtures.groundedPhoneChunks;

let mock: MockServer;
let other: MockServer;
beforeAll(async () => {
  [mock, other] = await Promise.all([startMockServer(), startMockServer()]);
});
afterAll(() => Promise.all([mock.close(), other.close()]));
beforeEach(() => {
  mock.reset();
  other.reset();
});

describe('createConfiguredEngine and grounding redirects', () => {
  const resolved = { apiKey, baseURL: '', model: 'gemini-test', source: 'organization' as const };
  const prompt = { text: 'best smartphone 2025', language: 'en' };

  it('resolves only when asked to (collection), not for a connection test or suggestions', async () => {
    const prefix = `${mock.url}${routes.groundingRedirectPrefix}`;
    mock.enqueue(
      routes.geminiGenerate('gemini-test'),
      scenario.json(geminiFixtures.geminiGroundedPhones(prefix)),
    );
    mock.enqueue(routes.groundingRedirect(samsung.token), scenario.redirect(samsung.page));
    const engine = createConfiguredEngine(
      'gemini',
      { ...resolved, baseURL: mock.url },
      { allowedHosts: [new URL(mock.url).host], timeoutMs: 5000 },
    );
    const answer = await engine.ask(prompt);
    expect(answer.citations.every((c) => c.resolvedUrl === undefined)).toBe(true);
    expect(mock.requests).toHaveLength(1);
  });

  it("requests redirects through the operator's allow-list: a host it does not allow is never contacted", async () => {
    // The Gemini API is on an allowed port; its links point at another port, which the operator did not allow.
    const prefix = `${other.url}${routes.groundingRedirectPrefix}`;
    mock.enqueue(
      routes.geminiGenerate('gemini-test'),
      scenario.json(geminiFixtures.geminiGroundedPhones(prefix)),
    );
    other.enqueue(routes.groundingRedirect(samsung.token), scenario.redirect(samsung.page));
    const engine = createConfiguredEngine(
      'gemini',
      { ...resolved, baseURL: mock.url },
      { allowedHosts: [new URL(mock.url).host], timeoutMs: 5000, groundingRedirects: { prefix } },
    );
    const answer = await engine.ask(prompt);
    expect(answer.status).toBe('ok');
    expect(answer.citations).toHaveLength(4);
    expect(answer.citations.every((c) => c.resolvedUrl === undefined)).toBe(true);
    expect(other.requests).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('gemini grounding redirects in a collection on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('stores the resolved page next to the link and analyses the page', async () => {
    const prefix = `${mock.url}${routes.groundingRedirectPrefix}`;
    const app = await createTestApp(
      kind,
      { ENGINE_ALLOWED_HOSTS: new URL(mock.url).host },
      {
        jobs: {
          // The server's own engine wiring, with the redirects taken to live on the mock server.
          engineFor: (run, analysis) =>
            engineForRun(app.services!, { groundingRedirects: { prefix } })(run, analysis),
        },
      },
    );
    t = app;
    const registered = AuthResponse.parse(
      (
        await app.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username: 'minji', email: 'minji@example.com', password: 'correct horse battery' },
        })
      ).json(),
    );
    const organizationId = registered.user.lastSelectedOrganizationId!;
    const created = await app.as(registered.jwt, {
      method: 'POST',
      url: '/api/v1/projects',
      payload: multipartBody({
        member: registered.user.lastSelectedMemberId,
        workspace: registered.user.lastSelectedWorkspaceId,
        name: 'Phones',
        brandName: 'Samsung',
        brandAliases: ['Galaxy'],
        engines: ['gemini'],
        competitors: [{ name: 'Apple', aliases: ['iPhone'], domains: ['apple.com'] }],
        ownedMedia: [{ kind: 'domain', value: 'samsung.com' }],
        queries: [{ text: 'best smartphone 2025', language: 'en' }],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const project = created.json().data.documentId as string;
    await upsertEngineConnection(app.database.db, {
      organizationId,
      engine: 'gemini',
      apiKeyEncrypted: sealApiKey(app.services!.secret, organizationId, 'gemini', apiKey),
      apiKeyLast4: lastFour(apiKey),
      baseUrl: mock.url,
      model: 'gemini-test',
    });
    const loopbackPage = `${mock.url}/pages/gsmarena-review`;
    mock.enqueue(
      routes.geminiGenerate('gemini-test'),
      scenario.json(geminiFixtures.geminiGroundedPhones(prefix)),
    );
    mock.enqueue(routes.groundingRedirect(samsung.token), scenario.redirect(samsung.page));
    mock.enqueue(routes.groundingRedirect(gsmarena.token), scenario.redirect(loopbackPage, 301));
    mock.enqueue(routes.groundingRedirect(reddit.token), scenario.redirect('/relative/only'));

    const started = await app.as(registered.jwt, {
      method: 'POST',
      url: `/api/v1/projects/${project}/collect`,
    });
    expect(started.statusCode, started.body).toBe(202);
    const { collect, day, planned } = started.json().data;
    expect(planned).toBe(1);
    const [y, m, d] = (day as string).split('-');
    const view = await waitUntil(
      'the collect to finish',
      async () => {
        const res = await app.as(registered.jwt, {
          method: 'GET',
          url: `/api/v1/projects/${project}/collects/${y}/${m}/${d}`,
        });
        return res.json().data.find((c: { documentId: string }) => c.documentId === collect) as
          | { status: string }
          | undefined;
      },
      (view) => !!view && ['completed', 'partial', 'failed'].includes(view.status),
    );
    expect(view?.status, JSON.stringify(view)).toBe('completed');
    // The collect says how many of Gemini's sources could not be followed: the link that led to a relative path.
    expect((view as unknown as { geminiCitations: unknown }).geminiCitations).toEqual({
      total: 4,
      unresolved: 1,
    });

    // One Gemini call and one request per distinct redirect; the page on the mock server was never asked for.
    expect(mock.requests.map((r) => r.path).sort()).toEqual(
      [
        routes.geminiGenerate('gemini-test'),
        ...[samsung, gsmarena, reddit].map((c) => routes.groundingRedirect(c.token)),
      ].sort(),
    );

    const [chat] = rows<{
      id: number;
      source_citations: unknown;
      search_queries: unknown;
      retrieved: unknown;
    }>(await app.database.db.execute(sql`select id, source_citations, search_queries, retrieved from chats`));
    // What Gemini searched and every grounding chunk it read are kept beside the answer (fan-out).
    expect(chat?.search_queries).toEqual(['best smartphone 2025']);
    expect(((chat?.retrieved ?? []) as Array<{ title: string }>).map((p) => p.title)).toEqual([
      'samsung.com',
      'gsmarena.com',
      'reddit.com',
    ]);
    const link = (token: string) => `${prefix}${token}`;
    expect(chat?.source_citations).toEqual([
      expect.objectContaining({
        url: link(samsung.token),
        resolvedUrl: samsung.page,
        title: 'samsung.com',
      }),
      expect.objectContaining({
        url: link(gsmarena.token),
        resolvedUrl: loopbackPage,
        title: 'gsmarena.com',
      }),
      expect.objectContaining({
        url: link(samsung.token),
        resolvedUrl: samsung.page,
        title: 'samsung.com',
      }),
      expect.objectContaining({ url: link(reddit.token), title: 'reddit.com' }),
    ]);
    const stored = chat?.source_citations as Array<Record<string, unknown>>;
    expect(stored[3]).not.toHaveProperty('resolvedUrl');
    expect(JSON.stringify(stored)).not.toContain(redirectBodyMarker);

    const facts = rows<{ url: string; domain: string; source_type: string; normalized_url: string }>(
      await app.database.db.execute(
        sql`select url, domain, source_type, normalized_url from citations where chat_id = ${chat!.id} order by position`,
      ),
    );
    expect(facts.map((f) => f.url)).toEqual(stored.map((c) => c.url));
    expect(facts[0]).toMatchObject({ domain: 'samsung.com', source_type: 'owned' });
    expect(facts[0]?.normalized_url).toContain('samsung.com/us/smartphones/galaxy-s25');
    // The resolved page decides the domain, even one on the loopback mock server (it was never contacted).
    expect(facts[1]?.domain).toBe('127.0.0.1');
    expect(facts[2]?.domain).toBe('samsung.com');
    // Unresolved and not on Google's host (the mock's): the link's own host; see the engines' tests for the title.
    expect(facts[3]?.domain).toBe('127.0.0.1');
  });
});
