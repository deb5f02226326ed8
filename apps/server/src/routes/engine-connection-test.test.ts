import { EngineConnectionTestResult, ErrorEnvelope } from '@sightline/contracts';
import { schema } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import {
  openaiCompatibleFixtures,
  openaiResponsesFixtures,
  routes,
  scenario,
} from '@sightline/engines/testing';
import { describe, expect, it } from 'vitest';
import { ownKey, useEngineConnectionsSuite } from '#testing/engine-connections-suite.ts';

/** Testing an engine connection: through the outbound guard to a loopback engine, in our words, rate limited. */
describe.each(testDatabaseKinds())('engine connection test on %s', (kind) => {
  const s = useEngineConnectionsSuite(kind);

  it('limits connection tests to 20 a minute per user, with Retry-After', async () => {
    // Without a key each test fails at once, but it still counts: the limit protects the engines' credit.
    for (let i = 0; i < 20; i++) {
      const res = await s.call(s.owner, 'POST', `${s.organization}/engine-connections/chatgpt/test`, {});
      expect(res.statusCode, res.body).toBe(400);
    }
    const refused = await s.call(s.owner, 'POST', `${s.organization}/engine-connections/chatgpt/test`, {});
    expect(refused.statusCode).toBe(429);
    expect(ErrorEnvelope.parse(refused.json()).error.name).toBe('RateLimitError');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another admin of the organization may still test.
    const admin = await s.join('admin', 'second-admin');
    const other = await s.call(admin, 'POST', `${s.organization}/engine-connections/chatgpt/test`, {});
    expect(other.statusCode, other.body).toBe(400);
  });

  describe('connection test', () => {
    const testUrl = (engine = 'chatgpt') => `${s.organization}/engine-connections/${engine}/test`;

    it('asks the saved connection a tiny prompt and reports the model and latency', async () => {
      await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
        data: { apiKey: ownKey, baseUrl: `${s.mock.url}/v1`, model: 'gpt-test' },
      });
      s.mock.enqueue(
        routes.openaiResponses,
        scenario.json(openaiResponsesFixtures.responsesWithoutCitations),
      );
      const res = await s.call(s.owner, 'POST', testUrl(), {});
      expect(res.statusCode, res.body).toBe(200);
      const result = EngineConnectionTestResult.parse(res.json().data);
      expect(result).toMatchObject({ ok: true, model: 'gpt-5-2026-01-01' });
      expect(result.ok && result.latencyMs).toBeGreaterThanOrEqual(0);
      const [request] = s.mock.requests;
      expect(request?.headers.authorization).toBe(`Bearer ${ownKey}`);
      expect(request?.body).toMatchObject({ model: 'gpt-test', input: 'Reply with OK.' });
    });

    it("reports a rejected key as an auth failure in our words: neither the key nor the provider's message", async () => {
      await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/chatgpt`, {
        data: { apiKey: ownKey, baseUrl: `${s.mock.url}/v1` },
      });
      s.mock.enqueue(
        routes.openaiResponses,
        scenario.error(401, {
          error: {
            ...openaiResponsesFixtures.openaiUnauthorized.error,
            message: `Incorrect API key provided: ${ownKey}.`,
          },
        }),
      );
      const res = await s.call(s.owner, 'POST', testUrl());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(ownKey);
      const result = EngineConnectionTestResult.parse(res.json().data);
      expect(result).toMatchObject({
        ok: false,
        errorKind: 'auth',
        message: 'The engine did not accept the API key (HTTP 401)',
      });
      expect(res.body).not.toContain('Incorrect API key provided');
    });

    it('tests unsaved values before saving them, and saves nothing', async () => {
      s.mock.enqueue(
        routes.openaiResponses,
        scenario.json(openaiResponsesFixtures.responsesWithoutCitations),
      );
      const res = await s.call(s.owner, 'POST', testUrl(), {
        data: { apiKey: 'sk-unsaved-key-4321', baseUrl: `${s.mock.url}/v1` },
      });
      expect(res.json().data).toMatchObject({ ok: true });
      expect(s.mock.requests[0]?.headers.authorization).toBe('Bearer sk-unsaved-key-4321');
      expect(await s.t.database.db.select().from(schema.engineConnections)).toEqual([]);
    });

    it('tests a key-less OpenAI-compatible server', async () => {
      await s.call(s.owner, 'PUT', `${s.organization}/engine-connections/openai-compatible`, {
        data: { baseUrl: `${s.mock.url}/v1`, model: 'llama-test' },
      });
      s.mock.enqueue(routes.chatCompletions, scenario.json(openaiCompatibleFixtures.compatibleWithoutLinks));
      const res = await s.call(s.owner, 'POST', testUrl('openai-compatible'));
      expect(res.json().data).toMatchObject({ ok: true });
      expect(s.mock.requests[0]?.body).toMatchObject({ model: 'llama-test' });
    });

    it('answers 400 when there is no key anywhere, or the body is invalid', async () => {
      const none = await s.call(s.owner, 'POST', testUrl(), {});
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toBe(
        'No chatgpt API key to test: enter one, or set OPENAI_API_KEY on the server',
      );
      const noBody = await s.call(s.owner, 'POST', testUrl('claude'));
      expect(noBody.statusCode).toBe(400);
      const badUrl = await s.call(s.owner, 'POST', testUrl(), {
        data: { apiKey: ownKey, baseUrl: 'javascript:alert(1)' },
      });
      expect(s.errorPaths(badUrl.json())).toEqual(['data.baseUrl']);
      const unknownEngine = await s.call(s.owner, 'POST', testUrl('bing'), {});
      expect(unknownEngine.json().error.message).toBe('Unknown engine "bing"');
      expect(s.mock.requests).toEqual([]);
    });
  });
});
