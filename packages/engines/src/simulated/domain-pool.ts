/**
 * Where simulated answers find their sources: a mix of source kinds per imitated engine (Perplexity leans on forums
 * and editorial, Google's AI Overviews on blogs and shops, Claude on reference and editorial), tilted by language,
 * and per language the real-looking hosts of each kind (Korean answers cite Naver blog and cafe, Tistory and Korean
 * news). Pages get titles and paths of listicles, reviews, comparisons, news and guides, so content types vary.
 */
import type { Random } from './seeded-random.ts';

export type SourceKind = 'brand' | 'blog' | 'forum' | 'editorial' | 'reference' | 'video' | 'shop';
export type Language = 'ko' | 'en';

type Mix = Record<SourceKind, number>;

const mixes: Record<string, Mix> = {
  chatgpt: { brand: 0.2, blog: 0.18, forum: 0.08, editorial: 0.32, reference: 0.16, video: 0.02, shop: 0.04 },
  perplexity: { brand: 0.1, blog: 0.1, forum: 0.4, editorial: 0.3, reference: 0.05, video: 0.05, shop: 0 },
  gemini: { brand: 0.2, blog: 0.26, forum: 0.07, editorial: 0.2, reference: 0.1, video: 0.15, shop: 0.02 },
  claude: { brand: 0.2, blog: 0.08, forum: 0.04, editorial: 0.36, reference: 0.32, video: 0, shop: 0 },
  'google-aio': {
    brand: 0.14,
    blog: 0.34,
    forum: 0.12,
    editorial: 0.12,
    reference: 0.06,
    video: 0.1,
    shop: 0.12,
  },
  'google-ai-mode': {
    brand: 0.16,
    blog: 0.3,
    forum: 0.1,
    editorial: 0.18,
    reference: 0.08,
    video: 0.08,
    shop: 0.1,
  },
};

/** Korean answers lean on Naver and Tistory blogs, English ones on forums and editorial. */
const tilt: Record<Language, Partial<Mix>> = { ko: { blog: 1.5, forum: 1.1 }, en: { blog: 0.5, forum: 1.2 } };

type Page = { url: string; title: string };
type Host = (r: Random, topic: Topic) => Page;
interface Topic {
  words: string;
  slug: string;
  language: Language;
}

const subreddits = ['korea', 'BuyItForLife', 'AskReddit', 'Frugal'];
const digits = (r: Random, n: number) => Array.from({ length: n }, () => Math.floor(r.next() * 10)).join('');
const user = (r: Random) =>
  r.pick(['daily', 'mint', 'hana', 'jun', 'lucy', 'sora', 'review', 'bom']) + digits(r, 2);

const titles: Record<Language, readonly string[]> = {
  ko: [
    '{t} 추천 순위 TOP 7',
    '{t} 솔직 후기',
    '{t} 비교 정리',
    '{t} 총정리',
    '{t} 직접 써본 리뷰',
    '{t} 베스트 5선',
  ],
  en: [
    'Best {t}: top 7 picks',
    '{t} review',
    '{t} compared',
    'A guide to {t}',
    'We tested {t}',
    'Top 10 {t}',
  ],
};
const questionTitles: Record<Language, readonly string[]> = {
  ko: ['{t} 어디가 좋나요?', '{t} 써보신 분 계신가요', '{t} 고민입니다'],
  en: ['What are the best {t}?', 'Anyone tried {t}?', 'Recommendations for {t}?'],
};
const newsTitles: Record<Language, readonly string[]> = {
  ko: ['{t} 시장, 올해 판도 바뀐다', '{t} 인기 브랜드 순위 변화', '{t} 소비자 만족도 조사'],
  en: ['{t}: what is changing this year', 'The {t} market, explained', 'Shoppers rank {t}'],
};
const title = (r: Random, list: Record<Language, readonly string[]>, topic: Topic) =>
  r.pick(list[topic.language]).replace('{t}', topic.words);
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const page = (url: string, pageTitle: string): Page => ({ url, title: pageTitle });
const article = (r: Random, t: Topic, url: (slug: string) => string) => {
  const text = title(r, titles, t);
  return page(url(slugOf(text) || digits(r, 8)), text);
};

const hosts: Record<Language, Record<Exclude<SourceKind, 'brand'>, ReadonlyArray<[number, Host]>>> = {
  ko: {
    blog: [
      [0.55, (r, t) => page(`https://blog.naver.com/${user(r)}/2236${digits(r, 8)}`, title(r, titles, t))],
      [0.3, (r, t) => page(`https://${user(r)}.tistory.com/${digits(r, 3)}`, title(r, titles, t))],
      [0.15, (r, t) => page(`https://brunch.co.kr/@${user(r)}/${digits(r, 2)}`, title(r, titles, t))],
    ],
    forum: [
      [
        0.45,
        (r, t) =>
          page(
            `https://cafe.naver.com/${r.pick(['dailylife', 'smartbuyers', 'reviewclub'])}/${digits(r, 7)}`,
            title(r, questionTitles, t),
          ),
      ],
      [
        0.2,
        (r, t) =>
          page(`https://kin.naver.com/qna/detail.naver?docId=${digits(r, 9)}`, title(r, questionTitles, t)),
      ],
      [0.1, (r, t) => page(`https://theqoo.net/square/${digits(r, 10)}`, title(r, questionTitles, t))],
      [
        0.15,
        (r, t) =>
          page(
            `https://www.reddit.com/r/${r.pick(subreddits)}/comments/${digits(r, 6)}/`,
            title(r, questionTitles, t),
          ),
      ],
      [0.1, (r, t) => page(`https://www.quora.com/q/${digits(r, 8)}`, title(r, questionTitles, t))],
    ],
    editorial: [
      [
        0.25,
        (r, t) =>
          page(
            `https://www.chosun.com/economy/2025/${digits(r, 2)}/${digits(r, 2)}/${digits(r, 6)}/`,
            title(r, newsTitles, t),
          ),
      ],
      [0.2, (r, t) => page(`https://www.hankyung.com/article/2025${digits(r, 8)}`, title(r, newsTitles, t))],
      [0.2, (r, t) => page(`https://www.mk.co.kr/news/business/${digits(r, 8)}`, title(r, newsTitles, t))],
      [0.2, (r, t) => page(`https://www.yna.co.kr/view/AKR2025${digits(r, 8)}`, title(r, newsTitles, t))],
      [0.15, (r, t) => page(`https://n.news.naver.com/article/015/${digits(r, 10)}`, title(r, titles, t))],
    ],
    reference: [
      [0.6, (_r, t) => page(`https://namu.wiki/w/${encodeURIComponent(t.words)}`, `${t.words} - 나무위키`)],
      [
        0.25,
        (r, t) => page(`https://terms.naver.com/entry.naver?docId=${digits(r, 7)}`, `${t.words} - 지식백과`),
      ],
      [0.15, (_r, t) => page(`https://ko.wikipedia.org/wiki/${encodeURIComponent(t.words)}`, t.words)],
    ],
    video: [
      [0.7, (r, t) => page(`https://www.youtube.com/watch?v=${digits(r, 11)}`, title(r, titles, t))],
      [0.3, (r, t) => page(`https://tv.naver.com/v/${digits(r, 8)}`, title(r, titles, t))],
    ],
    shop: [
      [0.5, (r, t) => page(`https://smartstore.naver.com/${user(r)}/products/${digits(r, 10)}`, t.words)],
      [0.5, (r, t) => page(`https://www.coupang.com/vp/products/${digits(r, 10)}`, t.words)],
    ],
  },
  en: {
    blog: [
      [0.6, (r, t) => article(r, t, (s) => `https://medium.com/@${user(r)}/${s}`)],
      [0.4, (r, t) => article(r, t, (s) => `https://${user(r)}.substack.com/p/${s}`)],
    ],
    forum: [
      [
        0.65,
        (r, t) =>
          page(
            `https://www.reddit.com/r/${r.pick(subreddits)}/comments/${digits(r, 6)}/${t.slug}/`,
            title(r, questionTitles, t),
          ),
      ],
      [
        0.35,
        (r, t) =>
          page(`https://www.quora.com/${slugOf(title(r, questionTitles, t))}`, title(r, questionTitles, t)),
      ],
    ],
    editorial: [
      [0.25, (r, t) => article(r, t, (s) => `https://www.nytimes.com/wirecutter/reviews/${s}/`)],
      [
        0.2,
        (r, t) => article(r, t, (s) => `https://www.forbes.com/sites/forbes-personal-shopper/2025/${s}/`),
      ],
      [0.2, (r, t) => article(r, t, (s) => `https://www.theguardian.com/fashion/2025/${s}`)],
      [0.15, (r, t) => article(r, t, (s) => `https://www.businessinsider.com/guides/${s}`)],
      [0.2, (r, t) => page(`https://www.bbc.com/news/articles/${digits(r, 8)}`, title(r, newsTitles, t))],
    ],
    reference: [
      [0.6, (_r, t) => page(`https://en.wikipedia.org/wiki/${t.slug}`, t.words)],
      [0.4, (r, t) => article(r, t, (s) => `https://www.wikihow.com/${s}`)],
    ],
    video: [[1, (r, t) => page(`https://www.youtube.com/watch?v=${digits(r, 11)}`, title(r, titles, t))]],
    shop: [[1, (r, t) => page(`https://www.amazon.com/dp/B0${digits(r, 8)}`, t.words)]],
  },
};

function weighted<T>(r: Random, items: ReadonlyArray<[number, T]>): T {
  const total = items.reduce((sum, [w]) => sum + w, 0);
  let at = r.next() * total;
  for (const [w, item] of items) {
    at -= w;
    if (at < 0) return item;
  }
  return items[items.length - 1]![1];
}

const questionWords =
  /(추천해\s*줘|알려\s*줘|비교해\s*줘|어때\??|뭐야\??|좋아\??|괜찮아\??|나아\??|해야\s*해\??|\?)$/;

/** What a prompt is about, for page titles: its words without the question ending. */
export function topicOf(prompt: string, language: Language): Topic {
  const words =
    language === 'ko'
      ? prompt.replace(questionWords, '').trim().split(/\s+/).slice(0, 4).join(' ')
      : prompt
          .replace(/[?!.]+$/, '')
          .replace(/^(best|top|recommend|compare|where to buy|what|which|how to|is)\s+/i, '')
          .split(/\s+/)
          .slice(0, 5)
          .join(' ');
  return { words, slug: slugOf(words) || 'guide', language };
}

/** The brand's own page: its home, a product, an about or an event page; a social profile URL stays as it is. */
function brandPage(r: Random, domains: readonly string[], topic: Topic): Page | null {
  if (domains.length === 0) return null;
  const domain = r.pick(domains);
  if (/^https?:\/\//.test(domain)) return page(domain, topic.words);
  const path = r.pick([
    '',
    `products/${digits(r, 4)}`,
    'about',
    `event/${digits(r, 3)}`,
    `blog/${topic.slug}`,
  ]);
  return page(`https://${domain}/${path}`, topic.words);
}

/** One cited page for a sentence about a brand (its domains may be cited) or about no brand (`[]`). */
export function pickSource(r: Random, flavor: string, topic: Topic, brandDomains: readonly string[]): Page {
  const mix = mixes[flavor] ?? mixes.chatgpt!;
  const kinds = (Object.entries(mix) as Array<[SourceKind, number]>).map(
    ([kind, w]): [number, SourceKind] => [w * (tilt[topic.language][kind] ?? 1), kind],
  );
  const kind = weighted(r, kinds);
  if (kind === 'brand') {
    const own = brandPage(r, brandDomains, topic);
    if (own) return own;
    return weighted(r, hosts[topic.language].editorial)(r, topic);
  }
  return weighted(r, hosts[topic.language][kind])(r, topic);
}
