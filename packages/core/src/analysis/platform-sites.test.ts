import { describe, expect, it } from 'vitest';
import { parentDomainOf, platformSites, siteOf } from './platform-sites.ts';
import { curatedSources } from './source-domains.ts';

describe('siteOf', () => {
  it.each([
    ['blog.naver.com', 'blog.naver.com'],
    ['m.blog.naver.com', 'blog.naver.com'],
    ['cafe.naver.com', 'cafe.naver.com'],
    ['m.cafe.naver.com', 'cafe.naver.com'],
    ['kin.naver.com', 'kin.naver.com'],
    ['n.news.naver.com', 'n.news.naver.com'],
    ['news.naver.com', 'n.news.naver.com'],
    ['m.news.naver.com', 'n.news.naver.com'],
    ['smartstore.naver.com', 'smartstore.naver.com'],
    ['m.smartstore.naver.com', 'smartstore.naver.com'],
    ['m.place.naver.com', 'place.naver.com'],
    ['pcmap.place.naver.com', 'place.naver.com'],
    ['search.shopping.naver.com', 'shopping.naver.com'],
    ['naver.com', 'naver.com'],
    ['search.naver.com', 'naver.com'],
    ['cafe.daum.net', 'cafe.daum.net'],
    ['m.cafe.daum.net', 'cafe.daum.net'],
    ['v.daum.net', 'v.daum.net'],
    ['news.daum.net', 'v.daum.net'],
    ['play.google.com', 'play.google.com'],
    ['sites.google.com', 'sites.google.com'],
    ['google.com', 'google.com'],
    ['zhuanlan.zhihu.com', 'zhuanlan.zhihu.com'],
    // Listed with a type of their own in the curated source list.
    ['mlbpark.donga.com', 'mlbpark.donga.com'],
    ['answers.microsoft.com', 'answers.microsoft.com'],
    // Anywhere else: the registrable domain.
    ['shop.samsung.com', 'samsung.com'],
    ['en.wikipedia.org', 'wikipedia.org'],
    ['blog.example.co.kr', 'example.co.kr'],
    ['127.0.0.1', '127.0.0.1'],
    ['', ''],
  ])('%s → %s', (host, site) => {
    expect(siteOf(host)).toBe(site);
  });

  it('makes a site of every host the curated type list names below its domain', () => {
    for (const host of curatedSources.keys()) {
      if (parentDomainOf(host) !== host)
        expect(platformSites.has(host) || siteOf(host) !== parentDomainOf(host)).toBe(true);
    }
  });

  it('gives the registrable domain as a site’s parent', () => {
    expect(parentDomainOf('blog.naver.com')).toBe('naver.com');
    expect(parentDomainOf('v.daum.net')).toBe('daum.net');
    expect(parentDomainOf('namu.wiki')).toBe('namu.wiki');
  });
});
