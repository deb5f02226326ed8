import { describe, expect, it } from 'vitest';
import { normalizeUrl } from './normalize-url.ts';
import { classifySourceType } from './source-type.ts';

const owners = {
  ownedHosts: ['samsung.com', 'samsungsvc.co.kr'],
  competitorHosts: [
    { host: 'lge.co.kr', key: 'lg' },
    { host: 'apple.com', key: 'apple' },
  ],
};

const typeOf = (url: string) => classifySourceType(normalizeUrl(url).host, owners).sourceType;

describe('classifySourceType', () => {
  it.each([
    ['https://www.samsung.com/sec/', 'owned'],
    ['https://news.samsung.com/kr/x', 'owned'],
    ['https://www.samsungsvc.co.kr/', 'owned'],
    ['https://www.lge.co.kr/tvs', 'competitor'],
    ['https://support.apple.com/ko-kr', 'competitor'],
    ['https://blog.naver.com/foo/1', 'ugc'],
    ['https://m.blog.naver.com/foo/1', 'ugc'],
    ['https://cafe.naver.com/bar/2', 'ugc'],
    ['https://kin.naver.com/qna/detail.naver?d1id=1', 'ugc'],
    ['https://foo.tistory.com/12', 'ugc'],
    ['https://www.reddit.com/r/Android', 'ugc'],
    ['https://www.quora.com/What-is', 'ugc'],
    ['https://www.youtube.com/watch?v=1', 'ugc'],
    ['https://forum.example.com/t/1', 'ugc'],
    ['https://ko.wikipedia.org/wiki/삼성전자', 'reference'],
    ['https://namu.wiki/w/삼성전자', 'reference'],
    ['https://terms.naver.com/entry.naver?docId=1', 'reference'],
    ['https://n.news.naver.com/article/001/1', 'editorial'],
    ['https://www.chosun.com/economy/2025/01/01/x', 'editorial'],
    ['https://www.theverge.com/x', 'editorial'],
    ['https://technews.example.com/x', 'editorial'],
    ['https://www.mois.go.kr/', 'institutional'],
    ['https://www.snu.ac.kr/', 'institutional'],
    ['https://www.kca.or.kr/', 'institutional'],
    ['https://www.nasa.gov/', 'institutional'],
    ['https://www.mit.edu/', 'institutional'],
    ['https://www.korea.kr/news', 'institutional'],
    ['https://www.gsmarena.com/x', 'corporate'],
    ['https://www.danawa.co.kr/', 'corporate'],
    ['http://127.0.0.1/x', 'other'],
    ['not a url', 'other'],
  ])('%s → %s', (url, expected) => {
    expect(typeOf(url)).toBe(expected);
  });

  it('reports the competitor key', () => {
    expect(classifySourceType('www.lge.co.kr'.replace('www.', ''), owners)).toEqual({
      sourceType: 'competitor',
      competitorKey: 'lg',
    });
  });
});
