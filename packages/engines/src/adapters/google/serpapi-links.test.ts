import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  aiModeLocalEnglish,
  aiModeLocalEnglishCitations,
  aiModeLocalEnglishText,
  aiModeLocalKorean,
  aiModeLocalKoreanCitations,
  aiModeLocalKoreanText,
  aioLinked,
  aioLinkedCitations,
  aioLinkedText,
} from '../../testing/fixtures/serpapi-links.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedRows } from '../../testing/spans.ts';
import { createGoogleAIModeEngine } from './google-ai-mode.ts';
import { createGoogleAIOEngine } from './google-aio.ts';

/** Issue 17: snippet links, button labels, repeated references and expandable subtitles from SerpApi. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const config = () => ({ apiKey: 'serp-test-key', baseURL: server.url, timeoutMs: 5000 });

describe('google-ai-mode adapter, links and buttons', () => {
  it('cites the sites behind snippet_links and drops the English button labels', async () => {
    server.enqueue(routes.serpApiSearch, scenario.json(aiModeLocalEnglish));
    const answer = await createGoogleAIModeEngine(config()).ask({
      text: 'best coffee in seongsu',
      language: 'en',
    });
    expect(answer.text).toBe(aiModeLocalEnglishText);
    expect(answer.text).not.toMatch(/Website|Directions|Call/);
    expect(citedRows(answer)).toEqual(aiModeLocalEnglishCitations);
    expect(answer).toMatchObject({
      status: 'ok',
      cost: 0.015,
      costSource: 'pricing',
      usage: { inputTokens: 0 },
    });
    expect(answer.raw).toEqual(aiModeLocalEnglish);
  });

  it('does the same with the Korean labels, and drops a block that is only a label', async () => {
    server.enqueue(routes.serpApiSearch, scenario.json(aiModeLocalKorean));
    const answer = await createGoogleAIModeEngine(config()).ask({ text: '안국 카페 추천', language: 'ko' });
    expect(answer.text).toBe(aiModeLocalKoreanText);
    expect(answer.text).not.toMatch(/웹사이트|경로|전화/);
    expect(citedRows(answer)).toEqual(aiModeLocalKoreanCitations);
  });
});

describe('google-aio adapter, links, repeated references and expandable sections', () => {
  it('cites snippet_links, gives a page listed twice one title, and keeps the subtitle', async () => {
    server.enqueue(routes.serpApiSearch, scenario.json(aioLinked));
    const answer = await createGoogleAIOEngine(config()).ask({
      text: '국내 커피 브랜드 매장 수',
      language: 'ko',
    });
    expect(answer.text).toBe(aioLinkedText);
    expect(citedRows(answer)).toEqual(aioLinkedCitations);
    expect(answer.citations.every((c) => c.title)).toBe(true);
    expect(answer).toMatchObject({ status: 'ok', cost: 0.015, costSource: 'pricing' });
  });
});
