import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { compileProfile } from './compile-profile.ts';
import type { SentimentScorer } from './sentiment.ts';
import { phoneProfile } from './test-fixtures.ts';
import type { AnswerInput } from './types.ts';

const koAnswer: AnswerInput = {
  engine: 'perplexity',
  language: 'ko',
  text: [
    '## 2025 스마트폰 추천',
    '',
    '1. **삼성전자 갤럭시 S25**는 배터리가 훌륭합니다.[1]',
    '2. **애플 아이폰 16**은 카메라가 좋지만 가격이 비쌉니다.[2]',
    '3. 소니는 별로 추천하지 않습니다.[3]',
    '',
    '자세한 내용은 [공식 사이트](https://www.samsung.com/sec/?utm_source=perplexity)를 참고하세요.',
  ].join('\n'),
  citations: [
    { url: 'https://www.samsung.com/sec/smartphones/galaxy-s25/?utm_source=perplexity', title: 'Galaxy S25' },
    { url: 'https://blog.naver.com/techlover/223456789', title: '아이폰 16 한달 사용 후기' },
    { url: 'https://www.sony.com/ko/', title: 'Sony Korea' },
  ],
};

describe('analyzeAnswer', () => {
  it('extracts mentions, citations and aspects from a Korean answer', () => {
    const result = analyzeAnswer(koAnswer, phoneProfile);
    expect(result.mentions.map((m) => [m.brandKey, m.rank, m.count, m.firstOffset])).toEqual([
      ['brand', 1, 1, koAnswer.text.indexOf('삼성전자')],
      // "애플 아이폰 16": the brand and its product-line alias in one phrase are one mention.
      ['apple', 2, 1, koAnswer.text.indexOf('애플')],
      ['sony', 3, 1, koAnswer.text.indexOf('소니')],
    ]);
    const sentiment = Object.fromEntries(result.mentions.map((m) => [m.brandKey, m.sentiment]));
    expect(sentiment.brand).toBeGreaterThan(0.5);
    // "카메라가 좋지만 가격이 비쌉니다": what follows a contrast outweighs what came before it
    expect(sentiment.apple).toBeLessThan(0);
    expect(sentiment.sony).toBeLessThan(0);
    expect(
      result.citations.map((c) => [c.normalizedUrl, c.domain, c.sourceType, c.contentType, c.competitorKey]),
    ).toEqual([
      // A vendor's page that is no help, news or article page is a product page.
      ['https://samsung.com/sec/smartphones/galaxy-s25', 'samsung.com', 'owned', 'product', null],
      // A Naver blog is a site of its own, apart from naver.com's other hosts.
      ['https://blog.naver.com/techlover/223456789', 'blog.naver.com', 'ugc', 'review', null],
      // The competitor a citation belongs to is found once, here, with its source type.
      // A locale-only path is the site's home page.
      ['https://sony.com/ko', 'sony.com', 'competitor', 'homepage', 'sony'],
    ]);
    expect(result.citations.reduce((sum, c) => sum + c.impression, 0)).toBeCloseTo(1, 12);
    expect(result.citations[0]!.impression).toBeGreaterThan(result.citations[2]!.impression);
    expect(result.aspects.map((a) => [a.itemKey, a.brandKey])).toEqual([
      ['price', 'apple'],
      ['battery', 'brand'],
    ]);
  });

  it('scores brands in one sentence apart (English and Korean)', () => {
    const en = analyzeAnswer(
      { text: 'Samsung is excellent, but Sony is disappointing.', citations: [], engine: 'chatgpt' },
      phoneProfile,
    );
    const ko = analyzeAnswer(
      { text: '삼성전자는 훌륭하지만 소니는 실망스럽다.', citations: [], engine: 'chatgpt' },
      phoneProfile,
    );
    for (const { mentions } of [en, ko]) {
      expect(mentions.find((m) => m.brandKey === 'brand')!.sentiment).toBeGreaterThan(0);
      expect(mentions.find((m) => m.brandKey === 'sony')!.sentiment).toBeLessThan(0);
    }
  });

  it('maps Gemini redirect links to the domain in the title', () => {
    const redirect = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQ';
    const result = analyzeAnswer(
      {
        text: 'Samsung leads the market.',
        engine: 'gemini',
        citations: [
          { url: `${redirect}1`, title: 'samsung.com', startIndex: 0, endIndex: 25 },
          { url: `${redirect}2`, title: 'www.theverge.com' },
          { url: `${redirect}3`, title: 'Some article title' },
        ],
      },
      phoneProfile,
    );
    expect(result.citations.map((c) => [c.domain, c.sourceType, c.contentType])).toEqual([
      ['samsung.com', 'owned', 'other'],
      ['theverge.com', 'editorial', 'news'],
      ['vertexaisearch.cloud.google.com', 'other', 'other'],
    ]);
    expect(result.citations.map((c) => c.impression)).toEqual([1, 0, 0]);
  });

  it('maps Gemini redirect links titled with a well-known site’s name to that site', () => {
    const redirect = 'https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQ';
    const result = analyzeAnswer(
      {
        text: '삼성 갤럭시가 인기가 많습니다.',
        engine: 'gemini',
        citations: [
          { url: `${redirect}1`, title: '유튜브' },
          { url: `${redirect}2`, title: '네이버 블로그' },
          { url: `${redirect}3`, title: ' 나무위키 ' },
          { url: `${redirect}4`, title: '퀘이사존 리뷰 게시판' },
        ],
      },
      phoneProfile,
    );
    expect(result.citations.map((c) => [c.domain, c.sourceType])).toEqual([
      ['youtube.com', 'ugc'],
      ['blog.naver.com', 'ugc'],
      ['namu.wiki', 'reference'],
      // A title that is more than a site's name stays unresolved.
      ['vertexaisearch.cloud.google.com', 'other'],
    ]);
  });

  it('returns empty facts for an empty answer', () => {
    expect(
      analyzeAnswer({ text: '', citations: [{ url: 'https://a.com' }], engine: 'claude' }, phoneProfile),
    ).toEqual({
      mentions: [],
      citations: [
        {
          url: 'https://a.com',
          normalizedUrl: 'https://a.com',
          domain: 'a.com',
          sourceType: 'corporate',
          contentType: 'homepage',
          competitorKey: null,
          impression: 0,
        },
      ],
      aspects: [],
    });
  });

  it('is deterministic and gives the same result for raw and compiled profiles', () => {
    const compiled = compileProfile(phoneProfile);
    const first = analyzeAnswer(koAnswer, phoneProfile);
    expect(analyzeAnswer(koAnswer, compiled)).toEqual(first);
    expect(analyzeAnswer(koAnswer, phoneProfile)).toEqual(first);
  });

  it('accepts another sentiment scorer', () => {
    const calls: string[][] = [];
    const judge: SentimentScorer = {
      id: 'fixed-judge',
      score(passages, context) {
        calls.push([context.brandKey ?? '', ...passages]);
        return context.brandKey === 'brand' ? 0.9 : -0.1;
      },
    };
    const result = analyzeAnswer(
      { text: 'Samsung is fine. So is LG.', citations: [], engine: 'chatgpt' },
      phoneProfile,
      {
        sentiment: judge,
      },
    );
    expect(result.mentions.map((m) => m.sentiment)).toEqual([0.9, -0.1]);
    expect(calls).toEqual([
      ['brand', 'samsung is fine.'],
      ['lg', 'so is lg.'],
    ]);
  });
});
