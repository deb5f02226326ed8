/**
 * Content type of a cited page from its host, path, query, title and source type, first rule that applies (word
 * lists in seven languages: content-type-words.ts):
 * 1. homepage: an empty or locale-only path (/, /kr, /en-us, /ja/jpn) or a start page by name (/home, /es-es/index);
 * 2. profile: /@name alone, /in/, /author/, a social account;
 * 3. video: video hosts, /watch, /shorts;
 * 4. forum: community and Q&A hosts, /forum, /questions, showthread… (not on a public body's site, whose "board" is
 *    a notice board);
 * 5. on shops (shop hosts, whatever the title says): a guide is an article, a listing a category, else a product;
 *    on comparison and booking portals: a guide or article section is an article, else a category (a listing of
 *    offers) unless the query names a product;
 * 6. comparison of two (vs, 차이점, 区别) → listicle (best, top 10, 추천, おすすめ, N選, 推荐, meilleurs, mejores,
 *    beste; a ranking that calls itself a comparison too) → comparison (비교, Vergleich, comparatif, 比較, 对比) →
 *    review (review, tested, 후기, avis, im Test, レビュー, 评测), title first;
 * 7. docs (not on editorial sites): help words and hosts, /docs, /help, /aide, /hilfe, /ayuda, /warranty; guides on
 *    vendors' and public bodies' own pages (/guide/price), not in their blog;
 * 8. article for encyclopedia entries and blog hosts; news for any page of the press (its CMS paths, /p/123 or
 *    /c/abc, are not a shop's);
 * 9. product for a product id in the query → category: a listing (/category, /collections, /lineup, …List.do, a
 *    category in the query, /routes, a product series) or a vendor's collection page (/products, /models, /menu at
 *    the end; /products/<name> is one product) → product (product, pricing, tarifs, Preise, download, models…);
 * 10. news: /news…, a vendor's newsroom, a public body's notice board;
 * 11. article: /blog, /article, dated paths, long slugs off vendors' sites, guides elsewhere;
 * 12. by source: a vendor's other pages are product pages (sign-in, account, contact, legal and store-locator pages
 *     are other), a public body's are docs, a community's are articles; else other.
 * Title words count for comparison, listicle, review and docs; the path is percent-decoded first.
 */
import {
  ARTICLE_SEGMENTS,
  BLOG_HOSTS,
  BUYING_GUIDE,
  CATEGORY_SEGMENTS,
  COLLECTION_SEGMENTS,
  COMPARISON,
  DOCS_LABELS,
  DOCS_SEGMENTS,
  DOCS_WORDS,
  FORUM_HOSTS,
  FORUM_PREFIXES,
  FORUM_SEGMENTS,
  GUIDE_WORDS,
  HOME_SEGMENTS,
  LISTICLE,
  LOCALE,
  NEWS_SEGMENTS,
  PAIRWISE,
  PORTAL_HOSTS,
  PRODUCT_SEGMENTS,
  PROFILE_SEGMENTS,
  REGION,
  REVIEW,
  SHOP_HOSTS,
  SOCIAL_HOSTS,
  UTILITY_SEGMENTS,
  VIDEO_HOSTS,
  VIDEO_SEGMENTS,
} from './content-type-words.ts';
import { curatedSourceType } from './source-domains.ts';
import type { ContentType, SourceType } from './types.ts';

export interface ContentTypeInput {
  host: string;
  /** Path without trailing slash; `null` when the real page is unknown (e.g. a redirect link). */
  path: string | null;
  /** The query string without `?`, when known. */
  query?: string | undefined;
  title?: string | undefined;
  sourceType: SourceType;
}

/** True when `host` or one of its parent domains is in `hosts`. */
function onHost(host: string, hosts: ReadonlySet<string>): boolean {
  for (let at = 0; at >= 0; at = host.indexOf('.', at) + 1 || -1) {
    if (hosts.has(at === 0 ? host : host.slice(at))) return true;
  }
  return false;
}

function decode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A page file's extension: `notice.html` is read as `notice`. */
const PAGE_SUFFIX = /\.(html?|php|do|aspx?|jsp)$/;

/** A segment any of the kinds names (`faq`, `app`, `pr`): not a region code, whatever its length. */
function knownWord(segment: string): boolean {
  return [
    DOCS_SEGMENTS,
    PRODUCT_SEGMENTS,
    CATEGORY_SEGMENTS,
    NEWS_SEGMENTS,
    ARTICLE_SEGMENTS,
    UTILITY_SEGMENTS,
  ].some((set) => set.has(segment));
}

const VENDOR: ReadonlySet<SourceType> = new Set(['owned', 'competitor', 'corporate']);
const PRODUCT_QUERY = /(?:^|&)(?:product_?(?:cd|id|no)|pcode|goods_?(?:no|id)|item_?id|sku)=/i;
const CATEGORY_QUERY = /(?:^|&)[a-z_]*(?:categ|cat_?(?:no|id))[a-z_0-9]*=/i;

/** Lower case, NFKC, URL and title punctuation as spaces. */
function wordsOf(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII range check
  const folded = /^[\x00-\x7f]*$/.test(value) ? value : value.normalize('NFKC');
  return folded.toLowerCase().replace(/[-_/.+|:()[\],]+/g, ' ');
}

/** Comparison, listicle or review, from one text (the title is read before the path: it describes the page). */
function pageKind(text: string): ContentType | undefined {
  if (text.trim() === '') return undefined;
  // A ranking that calls itself a comparison ("8 Best … : A Complete Comparison Guide", "추천 TOP 7 비교") is a
  // listicle; two things set against each other ("A vs B") stay a comparison.
  if (PAIRWISE.test(text)) return 'comparison';
  if (LISTICLE.test(text)) return 'listicle';
  if (COMPARISON.test(text)) return 'comparison';
  if (REVIEW.test(text)) return 'review';
  return undefined;
}

/**
 * Plural first words of vendors' pages that list nothing they sell: a services page, its clients, and the audiences
 * a plan is for (/families, /teams are plans).
 */
const NOT_OFFERINGS = new Set(
  `services solutions customers clients partners resources integrations industries investors events insights
  stores locations terms families teams individuals students businesses enterprises developers creators`.split(
    /\s+/,
  ),
);

/**
 * A vendor's listing of what it offers, by the path alone: a plural word (a latin plural, four letters at least),
 * alone or with a one-word qualifier, no digit anywhere (nor in the query) — /gimnasios/madrid, /e-bikes/trekking, /recipes/premium. A
 * single product has a model, a number or a longer name (/e-bikes/makki-load, /e-bikes/reaction-hybrid-pro-625).
 */
function offeringListing(segments: readonly string[], query: string | undefined): boolean {
  if (query && /\d/.test(query)) return false;
  const content = segments.filter((s) => !LOCALE.test(s) && !REGION.test(s));
  if (content.length === 0 || content.length > 2 || content.some((s) => /\d/.test(s))) return false;
  const [head, qualifier] = content as [string, string | undefined];
  if (head.length < 4 || !/[a-z]s$/.test(head) || head.split(/[-_]/).length > 2 || NOT_OFFERINGS.has(head))
    return false;
  return qualifier === undefined || !/[-_]/.test(qualifier.replace(PAGE_SUFFIX, ''));
}

export function classifyContentType({ host, path, query, title, sourceType }: ContentTypeInput): ContentType {
  if (path === '') return 'homepage';
  const decoded = path === null ? '' : (path.includes('%') ? decode(path) : path).toLowerCase();
  const segments = decoded.split('/').filter(Boolean);
  const has = (set: ReadonlySet<string>) =>
    segments.some((s) => set.has(s) || set.has(s.replace(PAGE_SUFFIX, '')));
  const localeOnly =
    segments.length === 1
      ? LOCALE.test(segments[0]!) && !has(DOCS_SEGMENTS)
      : segments.length === 2 &&
        /^[a-z]{2}$/.test(segments[0]!) &&
        REGION.test(segments[1]!) &&
        !knownWord(segments[1]!);
  if (localeOnly) return 'homepage';
  // /home, /es-es/index.html, /fr/accueil: a site's start page under its name.
  const homeAt = segments.length - 1;
  if (
    homeAt >= 0 &&
    homeAt <= 2 &&
    HOME_SEGMENTS.has(segments[homeAt]!.replace(PAGE_SUFFIX, '')) &&
    segments.slice(0, homeAt).every((s) => LOCALE.test(s) || REGION.test(s))
  )
    return 'homepage';
  const titleText = wordsOf(title ?? '');
  const pathText = wordsOf(decoded);
  const text = `${pathText} ${titleText}`;
  const labels = host.split('.');
  const first = segments[0] ?? '';
  const vendor = VENDOR.has(sourceType);
  const institutional = sourceType === 'institutional';
  const editorial = sourceType === 'editorial' || curatedSourceType(host) === 'editorial';
  const social = onHost(host, SOCIAL_HOSTS);

  if ((first.startsWith('@') && segments.length === 1) || has(PROFILE_SEGMENTS)) return 'profile';
  if (segments.length === 1 && social) return 'profile';
  if (onHost(host, VIDEO_HOSTS) || has(VIDEO_SEGMENTS)) return 'video';
  if (!institutional) {
    // A platform's blog host is not its Q&A (zhuanlan.zhihu.com is zhihu's column, an article).
    if ((onHost(host, FORUM_HOSTS) && !onHost(host, BLOG_HOSTS)) || has(FORUM_SEGMENTS)) return 'forum';
    if (segments.some((s) => FORUM_PREFIXES.test(s))) return 'forum';
    if (labels.some((l) => /^(forums?|community|bbs)$/.test(l))) return 'forum';
  }
  // A listing names itself (a category segment or query, …List.do, itemlist, a route or a product series), or is a
  // vendor's collection page (/products, /models, /menu at the end; /products/<name> is one product). On a shop
  // too, it lists products.
  const last = (segments[segments.length - 1] ?? '').replace(PAGE_SUFFIX, '');
  const listing =
    has(CATEGORY_SEGMENTS) ||
    segments.some((s) => s.includes('categor') || /^list\b|list\.(do|aspx?|php)$/.test(s)) ||
    /(?:^|-)(?:series|serie|reihe|gamme)$/.test(last) ||
    (segments.length > 0 && COLLECTION_SEGMENTS.has(last)) ||
    (query !== undefined && CATEGORY_QUERY.test(query));
  if (onHost(host, SHOP_HOSTS)) {
    if (GUIDE_WORDS.test(pathText)) return 'article';
    return listing && !(query && PRODUCT_QUERY.test(query)) ? 'category' : 'product';
  }
  // Price-comparison and booking portals list offers on every page but their guides and articles.
  if (onHost(host, PORTAL_HOSTS)) {
    if (has(ARTICLE_SEGMENTS) || GUIDE_WORDS.test(pathText)) return 'article';
    return query && PRODUCT_QUERY.test(query) ? 'product' : 'category';
  }
  const kind = pageKind(titleText) ?? pageKind(pathText);
  if (kind) return kind;
  const blog = onHost(host, BLOG_HOSTS) || has(ARTICLE_SEGMENTS);
  if (!editorial) {
    if (labels.slice(0, -2).some((l) => DOCS_LABELS.test(l)) || has(DOCS_SEGMENTS)) return 'docs';
    if (DOCS_WORDS.test(text)) return 'docs';
    // A guide on a vendor's or a public body's own pages (/guide/price) is documentation; on its blog, an article.
    // A buying guide ("how to choose …") is an article wherever it is.
    if (
      (vendor || institutional) &&
      !onHost(host, BLOG_HOSTS) &&
      GUIDE_WORDS.test(text) &&
      !BUYING_GUIDE.test(text)
    ) {
      if (!segments.some((s) => s !== 'guide' && s !== 'guides' && ARTICLE_SEGMENTS.has(s))) return 'docs';
    }
  }
  if (sourceType === 'reference' || onHost(host, BLOG_HOSTS)) return 'article';
  // The press's pages are reports whatever their paths say (/p/123, /c/abc are a CMS's, not a shop's).
  if (editorial) return 'news';
  if (query && PRODUCT_QUERY.test(query)) return 'product';
  if (listing) return 'category';
  if (!social && (has(PRODUCT_SEGMENTS) || segments.some((s) => s.includes('product')))) return 'product';
  // A shop's blog is often named "news" (/blogs/news/… on Shopify): its posts are articles.
  if (segments.some((s, i) => (s === 'blog' || s === 'blogs') && segments[i + 1]?.startsWith('news')))
    return 'article';
  if (has(NEWS_SEGMENTS) || segments.some((s) => s.startsWith('news'))) return 'news';
  if (vendor && labels.slice(0, -2).some((l) => l === 'news' || l === 'newsroom')) return 'news';
  if (institutional && segments.some((s) => /^(board|brd|bbs|notice)$/.test(s))) return 'news';
  if (blog) return 'article';
  if (/\/20\d\d\/\d{1,2}\//.test(decoded)) return 'article';
  if (!vendor && segments.some((s) => s.split(/[-_]/).length >= 4)) return 'article';
  if (GUIDE_WORDS.test(text)) return 'article';
  if (path === null) return 'other';
  if (vendor) {
    if (has(UTILITY_SEGMENTS)) return 'other';
    return offeringListing(segments, query) ? 'category' : 'product';
  }
  if (institutional) return 'docs';
  if (sourceType === 'ugc') return 'article';
  return 'other';
}
