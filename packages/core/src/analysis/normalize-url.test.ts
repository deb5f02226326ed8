import { describe, expect, it } from 'vitest';
import { hostMatches, hostOfDomainEntry, normalizeUrl } from './normalize-url.ts';

describe('normalizeUrl', () => {
  it.each([
    ['https://WWW.Samsung.COM/sec/', 'https://samsung.com/sec'],
    ['https://www.samsung.com/', 'https://samsung.com'],
    ['https://samsung.com', 'https://samsung.com'],
    ['https://samsung.com/a#section-2', 'https://samsung.com/a'],
    ['https://samsung.com/a?utm_source=chatgpt.com&utm_medium=x', 'https://samsung.com/a'],
    ['https://samsung.com/a?gclid=1&fbclid=2&id=7', 'https://samsung.com/a?id=7'],
    ['https://samsung.com/a?z=1&b=2&a=3', 'https://samsung.com/a?a=3&b=2&z=1'],
    ['https://samsung.com/a?b=2&b=1', 'https://samsung.com/a?b=1&b=2'],
    ['https://samsung.com:443/a/', 'https://samsung.com/a'],
    ['http://samsung.com:8080/a', 'http://samsung.com:8080/a'],
    ['https://user:pw@samsung.com/Case/Path', 'https://samsung.com/Case/Path'],
    ['samsung.com/sec', 'https://samsung.com/sec'],
    ['https://namu.wiki/w/삼성전자', 'https://namu.wiki/w/%EC%82%BC%EC%84%B1%EC%A0%84%EC%9E%90'],
    ['https://blog.naver.com/foo/123?UTM_Campaign=x', 'https://blog.naver.com/foo/123'],
    ['not a url at all', 'not a url at all'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input).normalizedUrl).toBe(expected);
  });

  it.each([
    ['https://www.samsung.co.kr/x', 'samsung.co.kr'],
    ['https://m.blog.naver.com/foo/1', 'naver.com'],
    ['https://news.bbc.co.uk/x', 'bbc.co.uk'],
    ['https://www.mois.go.kr/', 'mois.go.kr'],
    ['https://snu.ac.kr/', 'snu.ac.kr'],
    ['https://foo.tistory.com/12', 'tistory.com'],
    ['http://127.0.0.1:3000/a', '127.0.0.1'],
    ['https://localhost/a', 'localhost'],
  ])('registrable domain of %s is %s', (input, expected) => {
    expect(normalizeUrl(input).domain).toBe(expected);
  });
});

describe('domain entries', () => {
  it.each([
    ['samsung.com', 'samsung.com'],
    ['https://www.Samsung.com/sec/', 'samsung.com'],
    ['*.samsung.com', 'samsung.com'],
    ['  lge.co.kr ', 'lge.co.kr'],
    ['', ''],
  ])('%s → %s', (entry, expected) => {
    expect(hostOfDomainEntry(entry)).toBe(expected);
  });

  it.each([
    ['samsung.com', 'samsung.com', true],
    ['news.samsung.com', 'samsung.com', true],
    ['notsamsung.com', 'samsung.com', false],
    ['samsung.com.evil.io', 'samsung.com', false],
  ])('%s within %s: %s', (host, domain, expected) => {
    expect(hostMatches(host, domain)).toBe(expected);
  });
});
