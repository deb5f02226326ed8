/**
 * The real-looking hosts simulated answers cite, per language and source kind (Naver blog, cafe, 지식iN and news,
 * Tistory, YouTube and Korean press for Korean; Reddit, Quora and English editorial for English), with page titles
 * and paths of listicles, reviews, comparisons, news and guides, so the analysis finds varied content types. Answers
 * to commercial prompts cite mostly listicles ("추천 순위 TOP 7"), as real engines do for "best …" questions.
 */
import type { Intent } from '@sightline/contracts';
import type { Random } from './seeded-random.ts';

export type Language = 'ko' | 'en';
export type HostKind = 'blog' | 'forum' | 'editorial' | 'reference' | 'video' | 'shop';
export interface Topic {
  words: string;
  slug: string;
  language: Language;
  /** The prompt's intent, when known: commercial answers cite mostly listicles. */
  intent?: Intent | undefined;
}
export type Page = { url: string; title: string };
type Host = (r: Random, topic: Topic) => Page;

const subreddits = ['korea', 'BuyItForLife', 'AskReddit', 'Frugal'];
export const digits = (r: Random, n: number) =>
  Array.from({ length: n }, () => Math.floor(r.next() * 10)).join('');
const user = (r: Random) =>
  r.pick(['daily', 'mint', 'hana', 'jun', 'lucy', 'sora', 'review', 'bom']) + digits(r, 2);

const listicleTitles: Record<Language, readonly string[]> = {
  ko: ['{t} 추천 순위 TOP 7', '{t} 베스트 5선', '{t} 인기 순위 TOP 10'],
  en: ['Best {t}: top 7 picks', 'Top 10 {t}', 'The 5 best {t}'],
};
const otherTitles: Record<Language, readonly string[]> = {
  ko: ['{t} 솔직 후기', '{t} 비교 정리', '{t} 총정리', '{t} 직접 써본 리뷰'],
  en: ['{t} review', '{t} compared', 'A guide to {t}', 'We tested {t}'],
};
/** Page titles of blogs and magazines: listicles for most pages cited for a commercial prompt. */
const titles = (r: Random, topic: Topic) =>
  r.chance(topic.intent === 'commercial' ? 0.85 : 0.3) ? listicleTitles : otherTitles;
const questionTitles: Record<Language, readonly string[]> = {
  ko: ['{t} 어디가 좋나요?', '{t} 써보신 분 계신가요', '{t} 고민입니다'],
  en: ['What are the best {t}?', 'Anyone tried {t}?', 'Recommendations for {t}?'],
};
const reportTitles: Record<Language, readonly string[]> = {
  ko: ['{t} 시장, 올해 판도 바뀐다', '{t} 인기 브랜드 순위 변화', '{t} 소비자 만족도 조사'],
  en: ['{t}: what is changing this year', 'The {t} market, explained', 'Shoppers rank {t}'],
};
/** News titles: reports, and for a commercial prompt mostly the press's "best of" lists. */
const newsTitles = (r: Random, topic: Topic) =>
  topic.intent === 'commercial' && r.chance(0.6) ? listicleTitles : reportTitles;
type Titles =
  | Record<Language, readonly string[]>
  | ((r: Random, topic: Topic) => Record<Language, readonly string[]>);
const title = (r: Random, list: Titles, topic: Topic) =>
  r.pick((typeof list === 'function' ? list(r, topic) : list)[topic.language]).replace('{t}', topic.words);
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
            `https://cafe.naver.com/${r.pick(['cosmania', 'dailylife', 'smartbuyers', 'reviewclub'])}/${digits(r, 7)}`,
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
      [
        0.15,
        (r, t) => page(`https://n.news.naver.com/article/015/${digits(r, 10)}`, title(r, newsTitles, t)),
      ],
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

/**
 * Review sites that cover the competitors and have not yet covered the own brand: the simulator cites them only
 * beside a competitor in answers that do not name the own brand, so the optimisation report finds them as sites
 * to win a mention on (outreach, docs/features/optimisation.md).
 */
export const outreachHosts: Record<Language, ReadonlyArray<[number, Host]>> = {
  ko: [
    [0.5, (r, t) => page(`https://www.glowpick.com/products/${digits(r, 6)}`, title(r, listicleTitles, t))],
    [0.5, (r, t) => page(`https://www.hwahae.co.kr/goods/${digits(r, 5)}`, `${t.words} 성분 분석`)],
  ],
  en: [
    [0.5, (r, t) => article(r, t, (s) => `https://www.allure.com/story/${s}`)],
    [0.5, (r, t) => article(r, t, (s) => `https://www.byrdie.com/${s}-${digits(r, 7)}`)],
  ],
};
