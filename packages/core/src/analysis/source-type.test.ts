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
    ['https://www.verbraucherportal-bw.de/x', 'institutional'],
    ['https://www.energie-ombudsman.example/x', 'institutional'],
    ['https://www.schlichtungsstelle-energie.de/', 'institutional'],
    ['https://www.mediateur-tourisme.example/saisir', 'institutional'],
    ['https://www.bbb.org/us/ny/x', 'institutional'],
    ['https://www.finanzen-verbraucher.example.org/', 'institutional'],
    ['https://www.mydealz.de/deals/x-123', 'ugc'],
    ['https://segmentfault.com/q/1010000000', 'ugc'],
    ['https://www.ifanr.com/1234567', 'editorial'],
    ['https://www.nasa.gov/', 'institutional'],
    ['https://www.mit.edu/', 'institutional'],
    ['https://www.korea.kr/news', 'institutional'],
    ['https://www.gsmarena.com/x', 'corporate'],
    ['https://www.danawa.co.kr/', 'corporate'],
    // international and regional press, communities, public bodies without a government suffix
    ['https://www.lemonde.fr/economie/article/2025/01/01/x', 'editorial'],
    ['https://www.golem.de/news/x.html', 'editorial'],
    ['https://www.thepaper.cn/newsDetail_forward_1', 'editorial'],
    ['https://www.regionaltimes.co.uk/local/x', 'editorial'],
    ['https://www.diariodecadiz.es/x', 'editorial'],
    ['https://www.vogue.co.kr/2025/x', 'editorial'],
    ['https://www.zhihu.com/question/1', 'ugc'],
    ['https://detail.chiebukuro.yahoo.co.jp/qa/question_detail/q1', 'ugc'],
    ['https://answers.example.com/q/1', 'ugc'],
    ['https://www.forocoches.com/foro/showthread.php?t=1', 'ugc'],
    ['https://www.tripadvisor.fr/ShowTopic-x', 'ugc'],
    ['https://baike.baidu.com/item/x', 'reference'],
    ['https://www.impots.gouv.fr/', 'institutional'],
    ['https://www.service-public.fr/particuliers/x', 'institutional'],
    ['https://www.kfw.de/x', 'institutional'],
    ['https://www.agenciatributaria.gob.es/', 'institutional'],
    ['https://www.heartfoundation.org/', 'institutional'],
    // a plain .org is not institutional: consumer magazines, radio, open-source projects
    ['https://www.quechoisir.org/comparatif-x', 'editorial'],
    ['https://www.npr.org/2024/03/18/1/x', 'editorial'],
    ['https://nodejs.org/en/download', 'corporate'],
    ['https://www.python.org/', 'corporate'],
    ['http://127.0.0.1/x', 'other'],
    ['not a url', 'other'],
  ])('%s → %s', (url, expected) => {
    expect(typeOf(url)).toBe(expected);
  });

  it('reads a press page pattern from the path', () => {
    const url = normalizeUrl('https://www.someregional.co.kr/news/articleView.html?idxno=1');
    expect(classifySourceType(url.host, owners, url.publicSuffix, url.path).sourceType).toBe('editorial');
    expect(classifySourceType(url.host, owners, url.publicSuffix).sourceType).toBe('corporate');
  });

  it.each([
    ['https://www.shoesguide.example/running/best-shoes-for-flat-feet', 'editorial'],
    ['https://www.laufblog.example/laufschuhe/adidas-evo-sl-test', 'editorial'],
    ['https://www.pacer.example/nike-pegasus-41-review', 'editorial'],
    ['https://www.tv-local.example/noticias/madrid/compra-online', 'editorial'],
    ['https://www.showbiz.example/lists/top-shows-2025', 'editorial'],
    ['https://www.ville-info.example/actualite/trains-les-prix-montent', 'editorial'],
    ['https://www.diario-local.example/economia/precio-del-billete-sube', 'editorial'],
    ['https://www.stadtblatt.example/gesellschaft/neue-radwege', 'editorial'],
    ['https://www.opinions.example/reviews/mealkit.com', 'ugc'],
    ['https://www.opinions.example/review/www.shop.co.uk/', 'ugc'],
    ['https://www.shop.example/reviews/summer-dress', 'corporate'],
    ['https://www.shop.example/products/best-seller-kit', 'corporate'],
    ['https://www.shop.example/reviews', 'corporate'],
    ['https://www.shop.example/p/home-covid-test', 'corporate'],
    ['https://www.shop.example/support/test-drive', 'corporate'],
    ['https://www.samsung.com/sec/best-tv-2025', 'owned'],
    ['https://www.lge.co.kr/oled-tv-review', 'competitor'],
  ])('reads buying guides, tests and news sections from the path: %s → %s', (address, expected) => {
    const url = normalizeUrl(address);
    expect(classifySourceType(url.host, owners, url.publicSuffix, url.path).sourceType).toBe(expected);
  });

  it('reports the competitor key', () => {
    expect(classifySourceType('www.lge.co.kr'.replace('www.', ''), owners)).toEqual({
      sourceType: 'competitor',
      competitorKey: 'lg',
    });
  });
});
