import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  sonarEnglish,
  sonarEnglishCitations,
  sonarEnglishText,
  sonarKoreanSentences,
  sonarKoreanSentencesCitations,
  sonarKoreanSentencesText,
} from '../../testing/fixtures/sonar-sentences.ts';
import { type MockServer, routes, scenario, startMockServer } from '../../testing/mock-server.ts';
import { citedRows } from '../../testing/spans.ts';
import { createPerplexityEngine } from './perplexity.ts';

/** Issue 17: a Sonar claim ends where its sentence ends, not at the first full stop before its marker. */
let server: MockServer;
beforeAll(async () => {
  server = await startMockServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const engine = () =>
  createPerplexityEngine({ api: 'sonar', apiKey: 'pplx-test', baseURL: `${server.url}/v1`, timeoutMs: 5000 });

describe('perplexity adapter, Sonar claims', () => {
  it('keeps decimals, domains and abbreviations inside the claim of an English answer', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(sonarEnglish));
    const answer = await engine().ask({ text: 'Rates and population', language: 'en' });
    expect(answer.text).toBe(sonarEnglishText);
    expect(citedRows(answer)).toEqual(sonarEnglishCitations);
    const spans = citedRows(answer).map((c) => c.span);
    for (const broken of ['35%', 'com).', 'Louis Fed data.']) expect(spans).not.toContain(broken);
    expect(answer).toMatchObject({
      usage: { inputTokens: 12, outputTokens: 96 },
      cost: 0.0071,
      costSource: 'provider',
      model: 'sonar-pro',
    });
  });

  it('segments a Korean answer the same way (Hangul, a decimal, a domain, an emoji)', async () => {
    server.enqueue(routes.chatCompletions, scenario.json(sonarKoreanSentences));
    const answer = await engine().ask({ text: '금리와 인구', language: 'ko', country: 'KR' });
    expect(answer.text).toBe(sonarKoreanSentencesText);
    expect(citedRows(answer)).toEqual(sonarKoreanSentencesCitations);
    expect(answer).toMatchObject({ usage: { inputTokens: 12, outputTokens: 96 }, cost: 0.0071 });
  });
});
