import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../errors.ts';
import { openaiUnauthorized } from '../testing/fixtures/openai-responses.ts';
import { type MockServer, routes, scenario, startMockServer } from '../testing/mock-server.ts';
import { createSentimentJudge, type JudgeInput, judgePromptVersion, readVerdict } from './sentiment-judge.ts';

let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const judge = () =>
  createSentimentJudge({
    apiKey: 'judge-key',
    baseURL: `${server.url}/v1`,
    model: 'gpt-4.1-mini',
    timeoutMs: 5000,
    pricing: { inputPerMTok: 0.4, outputPerMTok: 1.6 },
  });

const input: JudgeInput = {
  answer: '오늘커피는 가격 대비 만족도가 높습니다. 스타벅스는 비싼 편입니다.',
  language: 'ko',
  brands: [
    { key: 'brand', name: '오늘커피' },
    { key: 'starbucks', name: '스타벅스' },
  ],
  items: [{ key: 'price', name: '가격' }],
};

/** A chat completion whose message content is `content`. */
const completion = (content: string) => ({
  id: 'chatcmpl-judge',
  object: 'chat.completion',
  model: 'gpt-4.1-mini-2025-04-14',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 300, completion_tokens: 40, total_tokens: 340 },
});

describe('sentiment judge', () => {
  it('asks for a JSON verdict on the listed brands and items and reads it', async () => {
    server.enqueue(
      routes.chatCompletions,
      scenario.json(
        completion(
          JSON.stringify({
            brands: {
              brand: { sentiment: 0.8, aspects: { price: 0.9 } },
              starbucks: { sentiment: -0.4, aspects: { price: -0.7 } },
            },
          }),
        ),
      ),
    );
    const result = await judge().judge(input);
    expect(result).toEqual({
      verdict: {
        brand: { sentiment: 0.8, aspects: { price: 0.9 } },
        starbucks: { sentiment: -0.4, aspects: { price: -0.7 } },
      },
      model: 'gpt-4.1-mini-2025-04-14',
      usage: { inputTokens: 300, outputTokens: 40 },
      cost: (300 * 0.4 + 40 * 1.6) / 1_000_000,
    });
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer judge-key');
    const body = request?.body as {
      model: string;
      temperature: number;
      response_format: unknown;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe('gpt-4.1-mini');
    expect(body.temperature).toBe(0);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]!.role).toBe('system');
    expect(JSON.parse(body.messages[1]!.content)).toEqual({
      language: 'ko',
      brands: input.brands,
      aspects: [{ key: 'price', name: '가격' }],
      answer: input.answer,
    });
    expect(judgePromptVersion).toMatch(/^judge-v\d+$/);
  });

  it('keeps only the asked brands and items, clamps scores and skips what is not a number', () => {
    const verdict = readVerdict(
      JSON.stringify({
        brands: {
          brand: { sentiment: 3, aspects: { price: -2, battery: 1, extra: 0.5 } },
          starbucks: { sentiment: 'good' },
          intruder: { sentiment: 1 },
        },
      }),
      input,
    );
    expect(verdict).toEqual({ brand: { sentiment: 1, aspects: { price: -1 } } });
  });

  it('reports a reply that is not the asked JSON as malformed, never with its text', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(completion('The brand is great!')));
    const error = await judge()
      .judge(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).kind).toBe('malformed');
    expect((error as EngineError).message).not.toContain('great');
    server.enqueue(routes.chatCompletions, scenario.json(completion('{"scores": []}')));
    await expect(judge().judge(input)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reports a refused key as auth', async () => {
    server.enqueue(routes.chatCompletions, scenario.error(401, openaiUnauthorized));
    await expect(judge().judge(input)).rejects.toMatchObject({ kind: 'auth' });
  });

  it('does not call the model when the answer names no tracked brand', async () => {
    const result = await judge().judge({ ...input, brands: [] });
    expect(result.verdict).toEqual({});
    expect(result.cost).toBe(0);
    expect(server.requests).toHaveLength(0);
  });
});
