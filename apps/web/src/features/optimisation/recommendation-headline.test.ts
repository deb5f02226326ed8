// @vitest-environment happy-dom
import type { OptimisationRecommendation } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { endsInConsonant, withSubject, withTopic } from './korean-particles.ts';
import { registerOptimisationStrings } from './optimisation-strings.ts';
import { recommendationHeadline } from './recommendation-headline.ts';

registerOptimisationStrings(i18n);

const common = { rank: 1, impact: { answers: 12 } };
const rate = (count: number, n: number) => ({ value: n > 0 ? count / n : null, count, n });

const promptGap: OptimisationRecommendation = {
  kind: 'prompt_gap',
  ...common,
  key: 'p1',
  subject: { promptDocumentId: 'p1', text: '서울 커피 브랜드 추천', intent: 'commercial' },
  evidence: {
    n: 15,
    brandAnswers: 0,
    competitorAnswers: 12,
    competitors: [{ key: 'c1', name: '별빛커피', answers: 10 }],
    domains: [{ domain: 'namu.wiki', sourceType: 'reference', answers: 4 }],
  },
  links: { promptDocumentId: 'p1' },
};
const outreach: OptimisationRecommendation = {
  kind: 'outreach_domain',
  ...common,
  key: 'blog.naver.com',
  subject: { domain: 'blog.naver.com' },
  evidence: {
    sourceType: 'ugc',
    answersCiting: 1400,
    answersWithCompetitor: 1234,
    answersWithBrand: 0,
    citations: 1500,
    engines: ['chatgpt'],
  },
  links: { domain: 'blog.naver.com' },
};
const contentType: OptimisationRecommendation = {
  kind: 'content_type',
  ...common,
  key: 'commercial:listicle',
  subject: { intent: 'commercial', contentType: 'listicle' },
  evidence: { share: 0.456, citations: 41, othersCitations: 90, answers: 30, prompts: 3, ownedTypes: [] },
  links: { intent: 'commercial', contentType: 'listicle' },
};
const pageDrop = (title: string | null): OptimisationRecommendation => ({
  kind: 'owned_page_drop',
  ...common,
  key: 'oneulcoffee.com/menu',
  subject: {
    url: 'https://www.oneulcoffee.com/menu',
    normalizedUrl: 'oneulcoffee.com/menu',
    title,
    domain: 'oneulcoffee.com',
    contentType: 'product',
  },
  evidence: { now: rate(2, 40), before: rate(10, 40), test: { delta: -0.2, pValue: 0.01 } },
  links: { url: 'https://www.oneulcoffee.com/menu' },
});
const engineGap: OptimisationRecommendation = {
  kind: 'engine_gap',
  ...common,
  key: 'google-aio',
  subject: { engine: 'google-aio' },
  evidence: { engine: rate(5, 50), elsewhere: rate(60, 100), test: { delta: -0.5, pValue: 0.0001 } },
  links: { engine: 'google-aio' },
};

const headline = (r: OptimisationRecommendation, brand: string) => recommendationHeadline(r, brand, i18n.t);

describe('the headline of a recommendation', () => {
  it('says each kind in Korean, with the particles the brand takes', async () => {
    await i18n.changeLanguage('ko');
    expect(headline(promptGap, '오늘커피')).toBe(
      '‘서울 커피 브랜드 추천’에서 경쟁사는 12개 답변에 나오지만 오늘커피는 0개',
    );
    expect(headline(outreach, '오늘커피')).toBe(
      'blog.naver.com — 경쟁사가 나온 답변 1,234개에 인용되지만 오늘커피가 나온 답변에는 인용되지 않음',
    );
    expect(headline(contentType, '오늘커피')).toBe(
      '상업형 프롬프트의 답변에서 다른 사이트 인용의 45.6%가 목록형 글 페이지인데, 인용된 자사 페이지에는 이 유형이 없음',
    );
    expect(headline(pageDrop('메뉴 안내'), '오늘커피')).toBe(
      '자사 페이지 ‘메뉴 안내’의 인용 답변 비율이 25.0%에서 5.0%로 떨어짐',
    );
    expect(headline(pageDrop(null), '오늘커피')).toContain('‘oneulcoffee.com/menu’');
    expect(headline(engineGap, '별빛커피숍')).toBe(
      'Google AI 개요에서 별빛커피숍은 답변의 10.0%에 나오지만 다른 엔진에서는 60.0%',
    );
    expect(headline(promptGap, 'Oneul Coffee')).toContain('Oneul Coffee은(는) 0개');
  });

  it('says each kind in English', async () => {
    await i18n.changeLanguage('en');
    expect(headline(promptGap, 'Oneul Coffee')).toBe(
      'Competitors appear in 12 answers to “서울 커피 브랜드 추천” and Oneul Coffee in none',
    );
    expect(headline(outreach, 'Oneul Coffee')).toBe(
      'blog.naver.com is cited in 1,234 answers naming a competitor and in none naming Oneul Coffee',
    );
    expect(headline(contentType, 'Oneul Coffee')).toBe(
      "Listicle pages take 45.6% of other sites' citations in answers to Commercial prompts, and none of your cited pages is one",
    );
    expect(headline(pageDrop('Menu'), 'Oneul Coffee')).toBe(
      'Answers citing your page “Menu” fell from 25.0% to 5.0%',
    );
    expect(headline(engineGap, 'Oneul Coffee')).toBe(
      'Oneul Coffee appears in 10.0% of Google AI Overviews answers, against 60.0% on the other engines',
    );
    await i18n.changeLanguage('ko');
  });
});

describe('Korean particles', () => {
  it('follow the final consonant of Hangul and digits, and give both forms otherwise', () => {
    expect(endsInConsonant('오늘커피')).toBe(false);
    expect(endsInConsonant('삼성전자')).toBe(false);
    expect(endsInConsonant('별빛커피숍')).toBe(true);
    expect(endsInConsonant('커피 3')).toBe(true);
    expect(endsInConsonant('커피 2')).toBe(false);
    expect(endsInConsonant('Apple')).toBeNull();
    expect(withTopic('오늘커피')).toBe('오늘커피는');
    expect(withTopic('별빛커피숍')).toBe('별빛커피숍은');
    expect(withSubject('오늘커피')).toBe('오늘커피가');
    expect(withSubject('별빛커피숍')).toBe('별빛커피숍이');
    expect(withTopic('Apple')).toBe('Apple은(는)');
    expect(withSubject('Apple')).toBe('Apple이(가)');
  });
});
