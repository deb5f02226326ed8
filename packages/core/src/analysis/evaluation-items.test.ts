import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';
import { compileProfile } from './compile-profile.ts';
import { squash } from './sentiment.ts';
import { phoneProfile } from './test-fixtures.ts';

const compiled = compileProfile(phoneProfile);
const aspects = (text: string) => analyzeAnswer({ text, citations: [], engine: 'gemini' }, compiled).aspects;

describe('evaluation items', () => {
  it.each([
    ['삼성전자는 배터리가 좋다.', [['battery', 'brand', squash(0.7)]]],
    ['삼성전자의 가격은 비싸지 않다.', [['price', 'brand', squash(0.375)]]],
    ['Samsung has great battery life.', [['battery', 'brand', squash(1)]]],
    ['The battery is great. Samsung is a brand.', []],
    ['삼성전자 제품. 가격이 비싸다.', []],
    ['가격대가 높은 삼성 제품', []],
    [
      'Samsung has excellent battery life, but LG has poor battery life.',
      [
        ['battery', 'brand', squash(1)],
        ['battery', 'lg', squash(-0.8)],
      ],
    ],
    [
      '삼성전자는 가격이 비싸지만 LG전자는 가격이 저렴하다.',
      [
        ['price', 'brand', squash(-0.5)],
        ['price', 'lg', squash(0.5)],
      ],
    ],
    [
      'Samsung pricing is good. Samsung pricing is bad. Apple has no battery news.',
      [
        ['price', 'brand', Math.round(((squash(0.7) + squash(-0.8)) / 2) * 10_000) / 10_000],
        ['battery', 'apple', 0],
      ],
    ],
  ] as const)('%s', (text, expected) => {
    expect(aspects(text).map((a) => [a.itemKey, a.brandKey, a.sentiment])).toEqual(expected);
  });
});
