/**
 * The real-looking hosts simulated answers cite, per language and source kind (Naver blog and cafe, Tistory and
 * Korean news for Korean; Reddit, Quora and English editorial for English), with page titles and paths of
 * listicles, reviews, comparisons, news and guides, so the analysis finds varied content types.
 */
import type { Random } from './seeded-random.ts';

export type Language = 'ko' | 'en';
export type HostKind = 'blog' | 'forum' | 'editorial' | 'reference' | 'video' | 'shop';
export interface Topic {
  words: string;
  slug: string;
  language: Language;
}
export type Page = { url: string; title: string };
type Host = (r: Random, topic: Topic) => Page;

const subreddits = ['korea', 'BuyItForLife', 'AskReddit', 'Frugal'];
export const digits = (r: Random, n: number) =>
  Array.from({ length: n }, () => Math.floor(r.next() * 10)).join('');
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
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const page = (url: string, pageTitle: string): Page => ({ url, title: pageTitle });
const article = (r: Random, t: Topic, url: (slug: string) => string) => {
  const text = title(r, titles, t);
  return page(url(slugOf(text) || digits(r, 8)), text);
};

/** Per language and kind: weighted page makers. */
export const hosts: Record<Language, Record<HostKind, ReadonlyArray<[number, Host]>>> = {
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
