import { intents, locales, projectCategories } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { matchCategory } from './category-match.ts';
import { knownCompetitors } from './competitor-lists.ts';
import { categoryTerms } from './prompt-templates.ts';
import { sameTextKey, suggestFromTemplates } from './suggest-from-templates.ts';

const hangul = /[가-힣]/;

describe('suggestFromTemplates', () => {
  const cases = projectCategories.flatMap((category) =>
    locales.map((language) => ({ id: category.id, label: category.label[language], language })),
  );

  it.each(cases)(
    '$id in $language: 8–12 prompts of every intent, filled in, in the language',
    ({ id, label, language }) => {
      const brand = language === 'ko' ? '루미엘' : 'Lumiel';
      const result = suggestFromTemplates({ brand, category: label, language });
      expect(result.categoryId).toBe(id);
      expect(result.prompts.length).toBeGreaterThanOrEqual(8);
      expect(result.prompts.length).toBeLessThanOrEqual(12);
      expect(new Set(result.prompts.map((p) => p.intent))).toEqual(new Set(intents));
      for (const { text } of result.prompts) {
        expect(text).not.toMatch(/[{}]/);
        expect(hangul.test(text)).toBe(language === 'ko');
      }
      // The built-in label is replaced by a term that reads as part of a question.
      const term = categoryTerms[id]![language];
      expect(result.prompts[2]?.text).toBe(
        language === 'ko' ? `${term} 추천해줘` : `Which ${term} do you recommend?`,
      );
      expect(result.prompts.filter((p) => p.text.includes(brand)).length).toBeGreaterThanOrEqual(4);
      expect(result.prompts.find((p) => p.intent === 'navigational')?.text).toBe(
        language === 'ko' ? `${brand} 공식 홈페이지` : `${brand} official website`,
      );
      expect(new Set(result.prompts.map((p) => sameTextKey(p.text))).size).toBe(result.prompts.length);
      expect(result.competitors).toEqual(knownCompetitors[id]![language]);
      expect(result.competitors.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('uses the words of a category it does not know as they are, and suggests no competitor for it', () => {
    const result = suggestFromTemplates({ brand: '오늘커피', category: '커피 프랜차이즈', language: 'ko' });
    expect(result.categoryId).toBeNull();
    expect(result.competitors).toEqual([]);
    expect(result.prompts.map((p) => p.text)).toEqual([
      '커피 프랜차이즈 고를 때 무엇을 봐야 하나요?',
      '오늘커피 어떤 브랜드야?',
      '커피 프랜차이즈 추천해줘',
      '가장 인기 있는 커피 프랜차이즈 순위',
      '오늘커피 vs 다른 커피 프랜차이즈 비교',
      '후기 좋은 커피 프랜차이즈 알려줘',
      '오늘커피 가격 알려줘',
      '오늘커피 싸게 구매하는 방법',
      '오늘커피 공식 홈페이지',
    ]);
  });

  it('names the brand’s peers when there is no category', () => {
    const result = suggestFromTemplates({ brand: 'Acme', category: ' ', language: 'en' });
    expect(result.categoryId).toBeNull();
    expect(result.prompts[2]?.text).toBe('Which brands like Acme do you recommend?');
  });

  it('repeats none of the prompts and competitors the project already has, nor the brand itself', () => {
    const first = suggestFromTemplates({ brand: '쿠팡', category: '이커머스', language: 'ko' });
    expect(first.competitors.map((c) => c.name)).not.toContain('쿠팡');
    const existing = [' 쿠팡 공식 홈페이지!', first.prompts[0]!.text.toUpperCase()];
    const second = suggestFromTemplates({
      brand: '쿠팡',
      category: '이커머스',
      language: 'ko',
      prompts: existing,
      competitors: ['11번가', 'g마켓'],
    });
    expect(second.prompts).toHaveLength(first.prompts.length - 2);
    expect(second.prompts.map((p) => p.text)).not.toContain('쿠팡 공식 홈페이지');
    expect(second.prompts.map((p) => p.text)).not.toContain(first.prompts[0]!.text);
    expect(second.competitors.map((c) => c.name)).toEqual(['네이버쇼핑', 'SSG닷컴']);
  });

  it('is deterministic', () => {
    const request = { brand: 'Lumiel', category: 'skincare', language: 'en' as const };
    expect(suggestFromTemplates(request)).toEqual(suggestFromTemplates(request));
  });
});

describe('matchCategory', () => {
  it.each([
    ['화장품/스킨케어', 'beauty'],
    ['  Cosmetics/skincare ', 'beauty'],
    ['스킨케어 브랜드', 'beauty'],
    ['인터넷 은행', 'finance'],
    ['SaaS/B2B 소프트웨어', 'saas'],
    ['B2B SaaS', 'saas'],
    ['항공', 'airline'],
    ['Online shopping', 'ecommerce'],
    ['모바일 게임', 'games'],
    ['커피 프랜차이즈', null],
    ['', null],
  ])('%s → %s', (text, id) => {
    expect(matchCategory(text)).toBe(id);
  });
});
