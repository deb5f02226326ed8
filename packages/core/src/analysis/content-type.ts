/**
 * Content type of a cited page from its host, path and title, first rule that applies:
 * homepage (empty path) → profile (/@name, /in/, /author/, a social account) → video (video hosts, /watch, /shorts)
 * → forum (community hosts, /forum, /questions, /r/…/comments) → comparison (vs, versus, compare, 비교, 차이점)
 * → listicle (best, top 10, ranking, alternatives, 추천, 순위, 랭킹, 베스트, N가지/N선) → review (review, hands-on,
 * 후기, 리뷰, 사용기) → docs (docs/help/support/faq/manual paths and hosts, 매뉴얼, 사용설명서, 고객센터, 도움말)
 * → product (/product, /dp/, /goods, /item, shopping hosts) → category (/category, /collections, /tag) → news
 * (editorial sources, /news, /press, /newsroom) → article (blog hosts, /blog, /post, /article, dated or long slugs)
 * → other. Title words count for comparison, listicle, review and docs; the path is percent-decoded first.
 */
import { curatedSourceType } from './source-domains.ts';
import type { ContentType, SourceType } from './types.ts';

export interface ContentTypeInput {
  host: string;
  /** Path without trailing slash; `null` when the real page is unknown (e.g. a redirect link). */
  path: string | null;
  title?: string | undefined;
  sourceType: SourceType;
}

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

const VIDEO_HOSTS = words('youtube.com youtu.be vimeo.com tv.naver.com tv.kakao.com tiktok.com twitch.tv');
const SOCIAL_HOSTS = words('instagram.com x.com twitter.com facebook.com threads.net tiktok.com github.com');
const FORUM_HOSTS = words(`reddit.com quora.com kin.naver.com cafe.naver.com cafe.daum.net stackoverflow.com
  stackexchange.com superuser.com dcinside.com clien.net ruliweb.com fmkorea.com theqoo.net ppomppu.co.kr inven.co.kr
  82cook.com teamblind.com okky.kr damoang.net bobaedream.co.kr instiz.net mlbpark.donga.com discord.com`);
const SHOP_HOSTS = words(
  'smartstore.naver.com shopping.naver.com coupang.com 11st.co.kr gmarket.co.kr auction.co.kr',
);
const BLOG_HOSTS =
  words(`blog.naver.com post.naver.com tistory.com brunch.co.kr velog.io medium.com substack.com
  wordpress.com blogspot.com egloos.com blog.daum.net`);

const COMPARISON = /\b(vs|versus|compared?|compares|comparison|comparing)\b|비교|차이점/;
const LISTICLE = /\b(best|top ?\d+|rankings?|alternatives)\b|추천|순위|랭킹|베스트|\d+ ?(가지|선)(?![가-힣])/;
const REVIEW = /\b(reviews?|reviewed|hands on|tested|unboxing)\b|후기|리뷰|사용기/;
const DOCS_WORDS = /매뉴얼|사용설명서|고객센터|도움말|\b(documentation|user guide|manual|faq)\b/;
const DOCS_LABELS = /^(docs?|developers?|help|support|manual|learn)$/;
const DOCS_SEGMENTS = words(
  'doc docs documentation manual manuals help support faq faqs kb knowledge-base api reference',
);
const FORUM_SEGMENTS = words(
  'forum forums community communities thread threads questions board bbs discussion discussions t qna',
);
const PRODUCT_SEGMENTS = words('product products p dp item items goods shop store buy sku vp');
const CATEGORY_SEGMENTS = words('category categories collection collections tag tags topics catalog browse');
const NEWS_SEGMENTS = words('news press newsroom press-release press-releases articleview.html');
const ARTICLE_SEGMENTS = words(
  'blog blogs post posts article articles story stories insights magazine entry column guide guides',
);
const PROFILE_SEGMENTS = words('in user users profile profiles author authors people member members channel');
const VIDEO_SEGMENTS = words('watch shorts video videos clip clips');

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

export function classifyContentType({ host, path, title, sourceType }: ContentTypeInput): ContentType {
  if (path === '') return 'homepage';
  const decoded = path === null ? '' : (path.includes('%') ? decode(path) : path).toLowerCase();
  const segments = decoded.split('/').filter(Boolean);
  const joined = `${decoded} ${title ?? ''}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII range check
  const text = (/^[\x00-\x7f]*$/.test(joined) ? joined : joined.normalize('NFKC'))
    .toLowerCase()
    .replace(/[-_/.+|:()[\],]+/g, ' ');
  const labels = host.split('.');
  const first = segments[0] ?? '';

  if (first.startsWith('@') || segments.some((s) => PROFILE_SEGMENTS.has(s))) return 'profile';
  if (segments.length === 1 && onHost(host, SOCIAL_HOSTS)) return 'profile';
  if (onHost(host, VIDEO_HOSTS) || segments.some((s) => VIDEO_SEGMENTS.has(s))) return 'video';
  if (onHost(host, FORUM_HOSTS) || segments.some((s) => FORUM_SEGMENTS.has(s))) return 'forum';
  if (labels.some((l) => /^(forums?|community|bbs)$/.test(l))) return 'forum';
  if (COMPARISON.test(text)) return 'comparison';
  if (LISTICLE.test(text)) return 'listicle';
  if (REVIEW.test(text)) return 'review';
  if (labels.slice(0, -2).some((l) => DOCS_LABELS.test(l)) || segments.some((s) => DOCS_SEGMENTS.has(s))) {
    return 'docs';
  }
  if (DOCS_WORDS.test(text)) return 'docs';
  const social = onHost(host, SOCIAL_HOSTS);
  if (onHost(host, SHOP_HOSTS) || (!social && segments.some((s) => PRODUCT_SEGMENTS.has(s))))
    return 'product';
  if (segments.some((s) => CATEGORY_SEGMENTS.has(s))) return 'category';
  const editorial = sourceType === 'editorial' || curatedSourceType(host) === 'editorial';
  if (editorial || segments.some((s) => NEWS_SEGMENTS.has(s))) return 'news';
  if (onHost(host, BLOG_HOSTS) || segments.some((s) => ARTICLE_SEGMENTS.has(s))) return 'article';
  if (/\/20\d\d\/\d{1,2}\//.test(decoded) || segments.some((s) => s.split(/[-_]/).length >= 4))
    return 'article';
  return 'other';
}
