import { type AnalysisProfile, analyzeAnswer } from '@sightline/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGuardedFetch, type GuardedFetch } from '../../outbound/guarded-fetch.ts';
import { geminiGroundedPhones, groundedPhoneChunks } from '../../testing/fixtures/gemini.ts';
import {
  type MockServer,
  redirectBodyMarker,
  routes,
  type Scenario,
  scenario,
  startMockServer,
} from '../../testing/mock-server.ts';
import type { EngineFetch } from '../../types.ts';
import { createGeminiEngine, type GeminiConfig } from './gemini.ts';
import { groundingRedirectTarget, pageFromLocation } from './grounding-redirects.ts';

/**
 * Gemini grounding redirects resolved at collection, against the loopback mock server: the redirect is requested
 * once without following it, its Location becomes `resolvedUrl`, and nothing else is contacted.
 */
let server: MockServer;
let other: MockServer;
let guarded: GuardedFetch;
beforeAll(async () => {
  [server, other] = await Promise.all([startMockServer(), startMockServer()]);
  // The operator allows the mock server (the Gemini API and its redirect host) — and not `other`.
  guarded = createGuardedFetch({ allowedHosts: [new URL(server.url).host] });
});
afterAll(async () => {
  await Promise.all([guarded.close(), server.close(), other.close()]);
});
beforeEach(() => {
  server.reset();
  other.reset();
});

const route = routes.geminiGenerate('gemini-test');
const prefixOf = (mock: MockServer) => `${mock.url}${routes.groundingRedirectPrefix}`;
const prompt = { text: 'best smartphone 2025', language: 'en' };
const [samsung, gsmarena, reddit] = groundedPhoneChunks;

function engine(redirects: GeminiConfig['groundingRedirects'] = {}, fetch?: EngineFetch) {
  return createGeminiEngine({
    apiKey: 'g-key',
    baseURL: server.url,
    model: 'gemini-test',
    timeoutMs: 5000,
    ...(fetch ? { fetch } : {}),
    groundingRedirects: redirects === false ? false : { prefix: prefixOf(server), ...redirects },
  });
}

/** Queues the answer and, per chunk token, what its redirect answers. */
function enqueue(
  redirects: Partial<Record<string, Scenario>>,
  body = geminiGroundedPhones(prefixOf(server)),
) {
  server.enqueue(route, scenario.json(body));
  for (const [token, s] of Object.entries(redirects))
    if (s) server.enqueue(routes.groundingRedirect(token), s);
}

const redirectRequests = () =>
  server.requests.filter((r) => r.path.startsWith(routes.groundingRedirectPrefix));

/** An answer with `n` distinct grounding chunks, all supporting its one sentence. */
function manyChunks(n: number, base: string) {
  const text = 'Many phones are good.';
  return {
    candidates: [
      {
        content: { parts: [{ text }], role: 'model' },
        groundingMetadata: {
          groundingChunks: Array.from({ length: n }, (_, i) => ({
            web: { uri: `${base}many-${i}`, title: `site${i}.com` },
          })),
          groundingSupports: [
            {
              segment: { startIndex: 0, endIndex: text.length, text },
              groundingChunkIndices: Array.from({ length: n }, (_, i) => i),
            },
          ],
        },
      },
    ],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1 },
  };
}

describe('gemini grounding redirects', () => {
  it('follows each redirect once, keeps the link, and never requests the page it names', async () => {
    // One page is on the mock server itself, so a request for it would be seen.
    const loopbackPage = `${server.url}/pages/reddit-thread?id=1`;
    enqueue({
      [samsung.token]: scenario.redirect(samsung.page),
      [gsmarena.token]: scenario.redirect(gsmarena.page, 301),
      [reddit.token]: scenario.redirect(loopbackPage, 307),
    });
    const answer = await engine().ask(prompt);
    expect(answer.status).toBe('ok');
    expect(answer.citations.map((c) => [c.url, c.resolvedUrl, c.title])).toEqual([
      [`${prefixOf(server)}${samsung.token}`, samsung.page, 'samsung.com'],
      [`${prefixOf(server)}${gsmarena.token}`, gsmarena.page, 'gsmarena.com'],
      [`${prefixOf(server)}${samsung.token}`, samsung.page, 'samsung.com'],
      [`${prefixOf(server)}${reddit.token}`, loopbackPage, 'reddit.com'],
    ]);
    // The Gemini call, then one GET per distinct redirect (samsung is cited twice), without the API key; no page.
    expect(server.requests[0]?.path).toBe(route);
    expect(
      redirectRequests()
        .map((r) => r.path)
        .sort(),
    ).toEqual([samsung, gsmarena, reddit].map((c) => routes.groundingRedirect(c.token)).sort());
    expect(server.requests).toHaveLength(4);
    expect(server.requests.some((r) => r.path.startsWith('/pages/'))).toBe(false);
    for (const r of redirectRequests()) {
      expect(r.method).toBe('GET');
      expect(r.headers['x-goog-api-key']).toBeUndefined();
      expect(r.body).toBeUndefined();
    }
    // Nothing of the redirect's body is kept; the raw body stays the provider's.
    expect(JSON.stringify(answer)).not.toContain(redirectBodyMarker);
    expect(answer.raw).toEqual(geminiGroundedPhones(prefixOf(server)));
  });

  it('resolves through the outbound guard when the operator allows the redirect host', async () => {
    enqueue({
      [samsung.token]: scenario.redirect(samsung.page),
      [gsmarena.token]: scenario.redirect(gsmarena.page),
      [reddit.token]: scenario.redirect(reddit.page),
    });
    const answer = await engine({}, guarded.fetch).ask(prompt);
    expect(answer.citations.map((c) => c.resolvedUrl)).toEqual([
      samsung.page,
      gsmarena.page,
      samsung.page,
      reddit.page,
    ]);
  });

  it('leaves the citations unresolved, and the answer ok, when the guard refuses the redirect host', async () => {
    // The Gemini API (allowed) links to redirects on another port that the operator has not allowed.
    server.enqueue(route, scenario.json(geminiGroundedPhones(prefixOf(other))));
    other.enqueue(routes.groundingRedirect(samsung.token), scenario.redirect(samsung.page));
    const answer = await engine({ prefix: prefixOf(other) }, guarded.fetch).ask(prompt);
    expect(answer.status).toBe('ok');
    expect(answer.citations).toHaveLength(4);
    expect(answer.citations.every((c) => c.resolvedUrl === undefined)).toBe(true);
    expect(other.requests).toEqual([]);
  });

  it('gives up on a redirect slower than the timeout, without holding the answer much longer', async () => {
    enqueue({
      [samsung.token]: scenario.delayed(scenario.redirect(samsung.page), 3000),
      [gsmarena.token]: scenario.redirect(gsmarena.page),
      [reddit.token]: scenario.hang(),
    });
    const started = Date.now();
    const answer = await engine({ timeoutMs: 300 }).ask(prompt);
    const elapsed = Date.now() - started;
    expect(answer.status).toBe('ok');
    expect(answer.citations.map((c) => c.resolvedUrl)).toEqual([
      undefined,
      gsmarena.page,
      undefined,
      undefined,
    ]);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1500);
  });

  it('stops at the overall deadline: later redirects are not requested', async () => {
    const body = manyChunks(5, prefixOf(server));
    enqueue(
      Object.fromEntries(
        Array.from({ length: 5 }, (_, i) => [
          `many-${i}`,
          scenario.delayed(scenario.redirect(`https://site${i}.com/page`), 250),
        ]),
      ),
      body,
    );
    const started = Date.now();
    const answer = await engine({ concurrency: 1, timeoutMs: 2000, totalTimeoutMs: 400 }).ask(prompt);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer.citations.map((c) => c.resolvedUrl)).toEqual([
      'https://site0.com/page',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(redirectRequests()).toHaveLength(2);
  });

  it.each([
    ['a 404', scenario.error(404, { error: 'not found' })],
    ['a 200 page', scenario.json({ page: 'html' })],
    ['a 302 without Location', scenario.redirect(null)],
    ['a relative Location', scenario.redirect('/url?q=https://www.samsung.com/')],
    ['a garbage Location', scenario.redirect('http://')],
    ['a javascript: Location', scenario.redirect('javascript:alert(1)')],
    ['an ftp Location', scenario.redirect('ftp://files.example.com/x')],
    ['a Location with credentials', scenario.redirect('https://user:secret@www.samsung.com/')],
    ['a 304 with Location', scenario.redirect(samsung.page, 304)],
  ])('leaves a redirect answering %s unresolved', async (_, answer) => {
    enqueue({ [samsung.token]: answer, [gsmarena.token]: scenario.redirect(gsmarena.page) });
    const result = await engine().ask(prompt);
    expect(result.status).toBe('ok');
    expect(result.citations.map((c) => c.resolvedUrl)).toEqual([
      undefined,
      gsmarena.page,
      undefined,
      undefined,
    ]);
    expect(result.citations[0]?.url).toBe(`${prefixOf(server)}${samsung.token}`);
  });

  it("lets the analyzer read the page's site: the resolved page's domain, else the chunk title's", async () => {
    // Google's own links, as production sees them; the fetch carries them to the mock server.
    const google = 'https://vertexaisearch.cloud.google.com';
    const toMock: EngineFetch = (input, init) =>
      fetch(String(input).replace(google, server.url), init as RequestInit);
    enqueue(
      {
        [samsung.token]: scenario.redirect(samsung.page),
        [gsmarena.token]: scenario.error(404, { error: 'gone' }),
        [reddit.token]: scenario.redirect('not a url'),
      },
      geminiGroundedPhones(),
    );
    const answer = await engine({ prefix: `${google}/grounding-api-redirect/` }, toMock).ask(prompt);
    expect(answer.citations.map((c) => c.resolvedUrl)).toEqual([
      samsung.page,
      undefined,
      samsung.page,
      undefined,
    ]);
    expect(redirectRequests()).toHaveLength(3);

    const profile: AnalysisProfile = {
      brand: { name: 'Samsung', aliases: ['Galaxy'] },
      competitors: [{ key: 'apple', name: 'Apple', aliases: ['iPhone'], domains: ['apple.com'] }],
      ownedDomains: ['samsung.com'],
      evaluationItems: [],
    };
    const facts = analyzeAnswer({ ...answer, engine: 'gemini', language: 'en' }, profile).citations;
    expect(facts.map((f) => f.domain)).toEqual(['samsung.com', 'gsmarena.com', 'samsung.com', 'reddit.com']);
    // The resolved citation is the page itself; the link stays as Gemini gave it.
    expect(facts[0]?.url).toBe(`${google}/grounding-api-redirect/${samsung.token}`);
    expect(facts[0]?.normalizedUrl).toContain('samsung.com/us/smartphones/galaxy-s25');
    expect(facts[0]?.sourceType).toBe('owned');
    // Without resolution, the same answer's domains come from the titles alone.
    const unresolved = answer.citations.map(({ resolvedUrl: _, ...c }) => c);
    expect(
      analyzeAnswer({ ...answer, citations: unresolved, engine: 'gemini' }, profile).citations.map(
        (f) => f.domain,
      ),
    ).toEqual(['samsung.com', 'gsmarena.com', 'samsung.com', 'reddit.com']);
  });

  it("rejects with the signal's reason when the ask is aborted while resolving", async () => {
    enqueue({
      [samsung.token]: scenario.delayed(scenario.redirect(samsung.page), 5000),
      [gsmarena.token]: scenario.hang(),
      [reddit.token]: scenario.redirect(reddit.page),
    });
    const controller = new AbortController();
    const reason = new Error('run cancelled');
    const asked = engine({ timeoutMs: 10_000 }).ask(prompt, { signal: controller.signal });
    await server.waitForRequests(3);
    const started = Date.now();
    controller.abort(reason);
    await expect(asked).rejects.toBe(reason);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('keeps to the concurrency limit and requests every distinct redirect', async () => {
    const body = manyChunks(7, prefixOf(server));
    enqueue(
      Object.fromEntries(
        Array.from({ length: 7 }, (_, i) => [
          `many-${i}`,
          scenario.delayed(scenario.redirect(`https://site${i}.com/`), 80),
        ]),
      ),
      body,
    );
    const answer = await engine({ concurrency: 2 }).ask(prompt);
    expect(answer.citations.map((c) => c.resolvedUrl)).toEqual(
      Array.from({ length: 7 }, (_, i) => `https://site${i}.com/`),
    );
    expect(redirectRequests()).toHaveLength(7);
    expect(server.maxConcurrent).toBe(2);
  });

  it('contacts nothing when resolution is turned off', async () => {
    enqueue({ [samsung.token]: scenario.redirect(samsung.page) });
    const answer = await engine(false).ask(prompt);
    expect(answer.citations.every((c) => c.resolvedUrl === undefined)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });
});

describe('grounding redirect links and Locations', () => {
  const prefix = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/';

  it('treats only links on the prefix, with a token, as redirects to request', () => {
    expect(groundingRedirectTarget(`${prefix}AbC-12_x`, prefix)).toBe(`${prefix}AbC-12_x`);
    for (const link of [
      prefix,
      'https://vertexaisearch.cloud.google.com/other/AbC',
      'http://vertexaisearch.cloud.google.com/grounding-api-redirect/AbC',
      'https://vertexaisearch.cloud.google.com.evil.example/grounding-api-redirect/AbC',
      'https://user@vertexaisearch.cloud.google.com/grounding-api-redirect/AbC',
      `${prefix}../../admin`,
      `${prefix}%2e%2e/%2e%2e/admin`,
      'https://www.samsung.com/grounding-api-redirect/AbC',
      'not a url',
      `${prefix}${'x'.repeat(5000)}`,
    ]) {
      expect(groundingRedirectTarget(link, prefix), link).toBeNull();
    }
  });

  it('accepts only an absolute http(s) Location', () => {
    expect(pageFromLocation('https://www.samsung.com/sec/')).toBe('https://www.samsung.com/sec/');
    expect(pageFromLocation(' http://example.com/a?b=1 ')).toBe('http://example.com/a?b=1');
    for (const location of [null, '', '/relative', '//example.com/x', 'mailto:a@b.c', 'data:text/html,x']) {
      expect(pageFromLocation(location), String(location)).toBeNull();
    }
  });
});
