import { describe, expect, it } from 'vitest';
import { claudeWithCitations } from '../testing/fixtures/anthropic.ts';
import {
  claudeMultiSearchDone,
  claudeMultiSearchPaused,
} from '../testing/fixtures/anthropic-multi-search.ts';
import { geminiWithCitations } from '../testing/fixtures/gemini.ts';
import { responsesWithCitations, responsesWithFanOut } from '../testing/fixtures/openai-responses.ts';
import { agentWithCitations, sonarWithCitations } from '../testing/fixtures/perplexity.ts';
import { aioInline } from '../testing/fixtures/serpapi.ts';
import { fanOutOf } from './fan-out-of.ts';

describe('fanOutOf', () => {
  it('reads OpenAI Responses searches (queries, else the deprecated query) and every page read, each once', () => {
    expect(fanOutOf('chatgpt', responsesWithFanOut)).toEqual({
      searchQueries: ['서울 인기 커피 브랜드', '커피 프랜차이즈 매장 수 2026', 'ediya store count'],
      retrieved: [
        { url: 'https://news.example.kr/coffee-brands' },
        { url: 'https://stats.example.kr/franchise' },
        { url: 'https://ediya.example.com/stores' },
      ],
    });
    expect(fanOutOf('chatgpt', responsesWithCitations)).toEqual({
      searchQueries: ['서울 인기 커피 브랜드'],
      retrieved: [{ url: 'https://news.example.kr/coffee-brands' }],
    });
  });

  it('reads Gemini’s web search queries and grounding chunks', () => {
    const fanOut = fanOutOf('gemini', geminiWithCitations);
    expect(fanOut.searchQueries).toEqual(['국내 커피 브랜드 매장 수']);
    expect(fanOut.retrieved.map((p) => p.title)).toEqual([
      'ediya.com',
      'starbucks.co.kr',
      'mega-mgccoffee.com',
    ]);
    expect(fanOut.retrieved.every((p) => p.url.includes('grounding-api-redirect'))).toBe(true);
  });

  it('reads Claude’s searches and results across the bodies of a continued turn', () => {
    const one = fanOutOf('claude', claudeWithCitations);
    expect(one.searchQueries).toEqual(['국내 커피 브랜드 매장 수']);
    expect(one.retrieved).toEqual([
      { url: 'https://ediya.example.com/stores', title: '이디야커피 매장 안내' },
      { url: 'https://starbucks.example.co.kr/about', title: '스타벅스 코리아' },
    ]);
    expect(
      fanOutOf('claude', [claudeMultiSearchPaused, claudeMultiSearchDone]).searchQueries.length,
    ).toBeGreaterThan(1);
  });

  it('reads Perplexity’s search results (and the agent API’s queries)', () => {
    expect(fanOutOf('perplexity', sonarWithCitations).searchQueries).toEqual([]);
    expect(fanOutOf('perplexity', sonarWithCitations).retrieved.map((p) => p.url)).toEqual([
      'https://ediya.example.com/stores',
      'https://starbucks.example.co.kr/about',
    ]);
    expect(fanOutOf('perplexity', agentWithCitations).searchQueries).toEqual(['국내 커피 브랜드']);
  });

  it('gives nothing for engines whose responses hold none, and for what cannot be read', () => {
    expect(fanOutOf('google-aio', aioInline)).toEqual({ searchQueries: [], retrieved: [] });
    expect(fanOutOf('chatgpt', { output: 'nope' })).toEqual({ searchQueries: [], retrieved: [] });
    expect(fanOutOf('gemini', null)).toEqual({ searchQueries: [], retrieved: [] });
    expect(
      fanOutOf('chatgpt', { output: [{ type: 'web_search_call', action: { type: 'search', query: 42 } }] }),
    ).toEqual({ searchQueries: [], retrieved: [] });
  });

  it('reads the simulator’s fan-out as it keeps it', () => {
    const raw = {
      fanOut: {
        searchQueries: ['a b', 'A  B', 'c'],
        retrieved: [{ url: 'https://x.example/1', title: 'X' }],
      },
    };
    expect(fanOutOf('simulated', raw)).toEqual({
      searchQueries: ['a b', 'c'],
      retrieved: [{ url: 'https://x.example/1', title: 'X' }],
    });
  });
});
