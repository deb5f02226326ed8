/**
 * Where simulated answers find their sources: a mix of source kinds per imitated engine (Perplexity leans on forums
 * and editorial, Google's AI Overviews on blogs and shops, Claude on reference and editorial), tilted by language
 * (Korean answers lean on blogs), then a host of that kind in the answer's language (source-hosts.ts) or one of the
 * brand's own domains.
 */
import type { Random } from './seeded-random.ts';
import {
  digits,
  type HostKind,
  hosts,
  type Language,
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
