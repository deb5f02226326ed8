/**
 * Where simulated answers find their sources: a mix of source kinds per imitated engine (Perplexity leans on forums
 * and editorial, Google's AI Overviews on blogs and shops, Claude on reference and editorial), tilted by language
 * (Korean answers lean on blogs), then a host of that kind in the answer's language (source-hosts.ts) or one of the
 * brand's own pages. A sentence about a competitor in an answer that does not name the own brand sometimes cites a
 * review site that has not covered the own brand (`outreachHosts`).
 */
import type { Intent } from '@sightline/contracts';
import { dayNumber } from './market-calendar.ts';
import type { Random } from './seeded-random.ts';
import {
  digits,
  type HostKind,
  hosts,
  type Language,
  outreachHosts,
  type Page,
  page,
  slugOf,
  type Topic,
} from './source-hosts.ts';

export type { Language };

export type SourceKind = 'brand' | HostKind;

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
/** Answers to commercial prompts ("best …", "… 추천") lean on blogs' and the press's ranked lists, less on forums. */
const commercialTilt: Partial<Mix> = { blog: 1.4, editorial: 1.3, forum: 0.5 };

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
export function topicOf(prompt: string, language: Language, intent?: Intent): Topic {
  const words =
    language === 'ko'
      ? prompt.replace(questionWords, '').trim().split(/\s+/).slice(0, 4).join(' ')
      : prompt
          .replace(/[?!.]+$/, '')
          .replace(/^(best|top|recommend|compare|where to buy|what|which|how to|is)\s+/i, '')
          .split(/\s+/)
          .slice(0, 5)
          .join(' ');
  return { words, slug: slugOf(words) || 'guide', language, ...(intent ? { intent } : {}) };
}

/** The brand a sentence is about: its name (for its pages' titles) and its domains or social profile URLs. */
export interface SourceBrand {
  name: string;
  domains: readonly string[];
}

const eventTitles: Record<Language, string> = { ko: '{b} 이번 주 특가 이벤트', en: '{b} weekly deals' };

/**
 * The brand's own page: its home, a product, its about page, its blog, or — on the answer's day — the event page of
 * that week on its first website (a new page every Monday, so an event page stops being cited when its week ends,
 * as pages of past promotions do); a social profile URL stays as it is.
 */
function brandPage(r: Random, brand: SourceBrand, topic: Topic, day: string | undefined): Page | null {
  if (brand.domains.length === 0) return null;
  const sites = brand.domains.filter((d) => !/^https?:\/\//.test(d));
  const days = dayNumber(day);
  if (days !== null && sites.length > 0 && r.chance(0.3)) {
    // Day 0 (1970-01-01) was a Thursday: weeks start on Mondays, four days later.
    const week = Math.floor((days + 3) / 7);
    return page(`https://${sites[0]}/event/${week}`, eventTitles[topic.language].replace('{b}', brand.name));
  }
  const domain = r.pick(brand.domains);
  if (/^https?:\/\//.test(domain)) return page(domain, brand.name);
  const [path, title] = r.pick([
    ['', brand.name],
    [`products/${digits(r, 4)}`, `${brand.name} ${topic.language === 'ko' ? '수분크림' : 'moisturizer'}`],
    ['about', brand.name],
    [
      `blog/${digits(r, 3)}`,
      `${brand.name} ${topic.language === 'ko' ? '스킨케어 가이드' : 'skincare guide'}`,
    ],
  ]);
  return page(`https://${domain}/${path}`, title);
}

export interface SourceOptions {
  flavor: string;
  topic: Topic;
  /** The answer's day (`YYYY-MM-DD`), for the brand's event pages. */
  day?: string | undefined;
  /** The sentence names a competitor and the answer never names the own brand: review sites may be cited. */
  outreach?: boolean;
}

/** Share of the sentences that may cite an outreach site (see SourceOptions) that do. */
const outreachShare = 0.2;

/** One cited page for a sentence about a brand (whose pages may be cited) or about no brand (`null`). */
export function pickSource(r: Random, options: SourceOptions, brand: SourceBrand | null): Page {
  const { topic } = options;
  if (options.outreach && r.chance(outreachShare))
    return weighted(r, outreachHosts[topic.language])(r, topic);
  const mix = mixes[options.flavor] ?? mixes.chatgpt!;
  const kinds = (Object.entries(mix) as Array<[SourceKind, number]>).map(
    ([kind, w]): [number, SourceKind] => [
      w *
        (tilt[topic.language][kind] ?? 1) *
        (topic.intent === 'commercial' ? (commercialTilt[kind] ?? 1) : 1),
      kind,
    ],
  );
  const kind = weighted(r, kinds);
  if (kind === 'brand') {
    const own = brand ? brandPage(r, brand, topic, options.day) : null;
    if (own) return own;
    return weighted(r, hosts[topic.language].editorial)(r, topic);
  }
  return weighted(r, hosts[topic.language][kind])(r, topic);
}
