import { describe, expect, it } from 'vitest';
import { classifyContentType } from './content-type.ts';
import { normalizeUrl } from './normalize-url.ts';
import type { SourceType } from './types.ts';

const typeOf = (url: string, title?: string, sourceType: SourceType = 'corporate') => {
  const { host, path } = normalizeUrl(url);
  return classifyContentType({ host, path, title, sourceType });
};

describe('classifyContentType', () => {
  it.each([
    ['https://www.samsung.com/', undefined, 'homepage'],
    ['https://samsung.com/?lang=ko', undefined, 'homepage'],
    ['https://www.youtube.com/watch?v=abc', 'Galaxy S25 리뷰', 'video'],
    ['https://tv.naver.com/v/123', undefined, 'video'],
    ['https://www.youtube.com/@samsung', undefined, 'profile'],
    ['https://www.linkedin.com/in/jane-doe', undefined, 'profile'],
    ['https://www.instagram.com/samsungkorea', undefined, 'profile'],
    ['https://kin.naver.com/qna/detail.naver?d1id=1', '갤럭시 추천해주세요', 'forum'],
    ['https://www.reddit.com/r/Android/comments/x/pixel_vs_galaxy', undefined, 'forum'],
    ['https://community.example.com/t/battery/12', undefined, 'forum'],
    ['https://www.example.com/galaxy-s25-vs-iphone-16', undefined, 'comparison'],
    ['https://blog.naver.com/foo/1', '갤럭시 S25 아이폰 16 비교', 'comparison'],
    ['https://www.example.com/best-phones-2025', undefined, 'listicle'],
    ['https://www.example.com/x', 'Top 10 phones of 2025', 'listicle'],
    ['https://foo.tistory.com/12', '2025 가성비 스마트폰 추천 순위', 'listicle'],
    ['https://www.example.com/x', '스마트폰 고르는 법 5가지', 'listicle'],
    ['https://www.example.com/galaxy-s25-review', undefined, 'review'],
    ['https://blog.naver.com/foo/2', '갤럭시 S25 한달 사용 후기', 'review'],
    ['https://docs.example.com/getting-started', undefined, 'docs'],
    ['https://www.samsung.com/sec/support/faq', undefined, 'docs'],
    ['https://www.example.com/x', '갤럭시 사용설명서', 'docs'],
    ['https://www.samsung.com/sec/smartphones/product/galaxy-s25', undefined, 'product'],
    ['https://www.amazon.com/dp/B0ABC', undefined, 'product'],
    ['https://smartstore.naver.com/shop/products/1', undefined, 'product'],
    ['https://www.example.com/category/phones', undefined, 'category'],
    ['https://n.news.naver.com/article/001/0014', '삼성전자 실적 발표', 'news', 'editorial'],
    ['https://www.example.com/newsroom/2025-results', undefined, 'news'],
    ['https://blog.naver.com/foo/223456', '오늘의 일기', 'article'],
    ['https://www.example.com/blog/how-we-build', undefined, 'article'],
    ['https://www.example.com/2025/01/some-thoughts', undefined, 'article'],
    ['https://www.example.com/x/y', undefined, 'other'],
  ] as const)('%s (%s) → %s', (url, title, expected, sourceType?: SourceType) => {
    expect(typeOf(url, title, sourceType ?? 'corporate')).toBe(expected);
  });

  it('uses only the title when the page is unknown (redirect links)', () => {
    expect(
      classifyContentType({
        host: 'gsmarena.com',
        path: null,
        title: 'gsmarena.com',
        sourceType: 'corporate',
      }),
    ).toBe('other');
  });
});
