import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links.ts';

const spans = (text: string) => extractLinks(text).map((c) => text.slice(c.startIndex, c.endIndex));

describe('extractLinks', () => {
  it('finds markdown links and bare URLs with their spans', () => {
    const text =
      '보기: [이디야](https://a.example/x) 그리고 https://b.example/y?q=1에서, (https://c.example/z).';
    expect(extractLinks(text).map((c) => [c.url, c.title])).toEqual([
      ['https://a.example/x', '이디야'],
      ['https://b.example/y?q=1', undefined],
      ['https://c.example/z', undefined],
    ]);
    expect(spans(text)).toEqual([
      '[이디야](https://a.example/x)',
      'https://b.example/y?q=1',
      'https://c.example/z',
    ]);
    expect(extractLinks(text).every((c) => c.extracted)).toBe(true);
  });

  it('keeps balanced parentheses inside a URL', () => {
    expect(extractLinks('see https://en.example.org/wiki/Foo_(bar).')[0]?.url).toBe(
      'https://en.example.org/wiki/Foo_(bar)',
    );
  });

  it('returns nothing for text without links', () => {
    expect(extractLinks('링크가 없는 답변입니다.')).toEqual([]);
  });
});
