import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, engineIds } from './create-engine.ts';
import { responsesWithoutCitations } from './testing/fixtures/openai-responses.ts';
import { type MockServer, routes, scenario, startMockServer } from './testing/mock-server.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());

describe('createEngine', () => {
  it('builds every adapter with its id', () => {
    for (const id of engineIds) {
      const engine = createEngine(id, { apiKey: 'k', baseURL: 'http://127.0.0.1:1/v1', model: 'm' });
      expect(engine.id).toBe(id);
    }
  });

  it('uses the configured model and base URL', async () => {
    server.enqueue(routes.openaiResponses, scenario.json(responsesWithoutCitations));
    await createEngine('chatgpt', { apiKey: 'k', baseURL: `${server.url}/v1`, model: 'gpt-configured' }).ask({
      text: 'q',
    });
    expect((server.requests[0]?.body as { model?: string } | undefined)?.model).toBe('gpt-configured');
  });

  it('rejects an unknown id', () => {
    expect(() => createEngine('nope' as 'chatgpt', { apiKey: 'k' })).toThrow('unknown engine');
  });
});
