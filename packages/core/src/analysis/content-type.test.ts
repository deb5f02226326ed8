import { describe, expect, it } from 'vitest';
import { classifyContentType } from './content-type.ts';
import { normalizeUrl } from './normalize-url.ts';
import type { SourceType } from './types.ts';

const typeOf = (url: string, title?: string, sourceType: SourceType = 'corporate') => {
  const { host, path, query } = normalizeUrl(url);
  return classifyContentType({ host, path, query, title, sourceType });
};

describe('classifyContentType', () => {
  it.each([
    ['https://www.samsung.com/', undefined, 'homepage'],
    // A vendor's listing of what it offers: a plural word, alone or with a one-word qualifier, no digit.
    ['https://www.basic-fit.com/es-es/gimnasios/madrid', undefined, 'category'],
    ['https://www.cube.eu/de-de/e-bikes/trekking', undefined, 'category'],
    ['https://www.example.com/gimnasios', undefined, 'category'],
    // A model name, a number, an audience plan, a price page or an app route is one product.
    ['https://www.gazelle.de/e-bikes/makki-load', undefined, 'product'],
    ['https://www.example.com/e-bikes/reaction-hybrid-pro-625', undefined, 'product'],
    ['https://1password.com/families', undefined, 'product'],
    ['https://www.iryo.eu/es/tarifas', undefined, 'product'],
    ['https://obank.kbstar.com/quics?page=C030037', undefined, 'product'],
    ['https://www.n26.com/es-es/cuenta-en-divisas', undefined, 'product'],
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
    // A ranking that also calls itself a comparison is a listicle; two things set against each other stay one.
    [
      'https://www.example.com/x',
      '8 Best Speech-to-Text APIs in 2026: A Complete Comparison Guide',
      'listicle',
    ],
    ['https://foo.tistory.com/13', '2026 무선 키보드 추천 TOP 7 비교', 'listicle'],
    ['https://www.example.com/x', 'Otter vs Rev: which is the best transcription app?', 'comparison'],
    ['https://www.example.com/x', '삼성 vs LG 냉장고 추천', 'comparison'],
    ['https://www.caranddriver.com/features/g36278968/cheapest-electric-cars', undefined, 'listicle'],
    // A shop's blog named "news" (Shopify's /blogs/news/) holds articles.
    ['https://www.keychron.com/blogs/news/how-to-remap-keys-with-via', undefined, 'article'],
    // A buying guide on a vendor's site is an article, not its documentation.
    [
      'https://www.bhphotovideo.com/explora/photography/buying-guide/how-to-choose-a-mirrorless-camera',
      undefined,
      'article',
    ],
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
    // a vendor's other pages are product pages, except sign-in, account, contact and legal pages
    ['https://www.example.com/x/y', undefined, 'product'],
    ['https://www.example.com/login', undefined, 'other'],
    ['https://clients.example.fr/connexion', undefined, 'other'],
    ['https://www.example.com/x/y', undefined, 'other', 'other'],
    ['https://www.example.com/pricing', 'Pricing plans', 'product'],
    ['https://www.example.de/modelle/id3', undefined, 'product'],
    ['https://www.example.kr/menu/view.do?product_cd=94', undefined, 'product'],
    ['https://www.example.kr/display/list.do?dispCatNo=1', undefined, 'category'],
    ['https://www.example.kr/store/display/getCategoryList.do?dispCatNo=7', undefined, 'category'],
    ['https://www.example.co.kr/lineup/tea.do', undefined, 'category'],
    ['https://item.rakuten.co.jp/shop/c/0000000123', undefined, 'category'],
    ['https://item.rakuten.co.jp/shop/10001234', undefined, 'product'],
    ['https://www.example.fr/rayons/cafe-the', undefined, 'category'],
    ['https://www.example.com/products', undefined, 'category'],
    ['https://www.example.com/en/models', undefined, 'category'],
    ['https://www.example.com/products/studio-x2', undefined, 'product'],
    ['https://www.example.com/speakers/x-series', undefined, 'category'],
    ['https://www.example.es/rutas/madrid-valencia', undefined, 'category'],
    ['https://www.check24.de/strom', undefined, 'category'],
    ['https://www.idealo.de/preisvergleich/ratgeber/tv-kaufen', undefined, 'article'],
    ['https://kakaku.com/kaden/tv/guide_1', undefined, 'article'],
    ['https://www.example.co.jp/guide/price', undefined, 'docs'],
    ['https://www.example.com/support/warranty', undefined, 'docs'],
    ['https://www.example.fr/magasins', undefined, 'other'],
    ['https://www.example.com/es-es/home', undefined, 'homepage'],
    ['https://www.example.com/services/rental', undefined, 'product'],
    ['https://www.example-press.cn/p/2891234567', undefined, 'news', 'editorial'],
    ['https://www.example-press.com/c/8abcDEF', undefined, 'news', 'editorial'],
    ['https://www.example.com/cn', undefined, 'homepage'],
    ['https://www.example.com/ja/jpn', undefined, 'homepage'],
    ['https://www.example.com/cs/faq', undefined, 'docs'],
    ['https://info.example.es/es/compra-online/como-funciona', undefined, 'docs'],
    ['https://www.example.de/de/informieren/service/fluggastrechte.html', undefined, 'docs'],
    ['https://www.example.com/common/20211004/notice.html', undefined, 'news'],
    ['https://corporate.example.jp/pr/2025/0901.html', undefined, 'news'],
    ['https://www.example.com/drink/beer/itemlist.aspx', undefined, 'category'],
    // other languages
    ['https://www.example.es/x', 'Los mejores bancos para viajar en 2025', 'listicle', 'editorial'],
    ['https://www.example.jp/x', 'ノイズキャンセリングイヤホンおすすめ20選', 'listicle', 'editorial'],
    ['https://www.example.cn/x', '宋L EV、Model Y、G6横向对比', 'comparison', 'editorial'],
    ['https://www.example.de/vergleich-x', undefined, 'comparison', 'editorial'],
    ['https://www.example.fr/comparatif-banques', undefined, 'comparison', 'editorial'],
    ['https://www.example.de/news/notion-im-test-x', undefined, 'review', 'editorial'],
    ['https://www.example.fr/n26-metal-avis', undefined, 'review', 'editorial'],
    ['https://www.example.fr/aide/ouvrir-un-compte', undefined, 'docs'],
    ['https://www.example.de/hilfe/konto', undefined, 'docs'],
    ['https://www.example.es/ayuda/x', undefined, 'docs'],
    ['https://www.zhihu.com/question/1', '雪花秀适合敏感肌吗？', 'forum', 'ugc'],
    // zhihu's column (专栏) is its blog: an article, not a question thread.
    ['https://zhuanlan.zhihu.com/p/6123', '敏感肌护肤心得', 'article', 'ugc'],
    ['https://www.example.es/foro/showthread.php?t=1', undefined, 'forum', 'ugc'],
    ['https://qiita.com/someone/items/3f2a', undefined, 'article', 'ugc'],
    ['https://medium.com/@writer/the-best-cafes-in-seoul-4f2a', 'The best cafes in Seoul', 'listicle', 'ugc'],
    ['https://baike.baidu.com/item/x', undefined, 'article', 'reference'],
    ['https://www.example.go.kr/board/view.do?seq=1', undefined, 'news', 'institutional'],
    ['https://www.example.go.kr/x/y', undefined, 'docs', 'institutional'],
    ['https://www.example.com/blog/x', 'A guide to charts', 'article'],
    // the title describes the page before the path's section name
    ['https://www.example.es/blog/mejores-cuentas/revolut-x', 'Revolut: mi opinión', 'review', 'ugc'],
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
