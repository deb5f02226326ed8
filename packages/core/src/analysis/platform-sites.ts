/**
 * Sites, not only domains (issue 40): on a platform whose hosts are separate sources — Naver's blog, cafe, KnowledgeiN,
 * news and smart stores; Daum's cafe and news; Google Play — a citation's site is the host, so that a blog post and a
 * news story on naver.com are two rows with their own types. Anywhere else the site is the registrable domain.
 *
 * The platform hosts are the list below and every host the curated type list names below its registrable domain
 * (news.kbs.co.kr, mlbpark.donga.com, answers.microsoft.com): those are listed precisely because they differ from
 * their domain. A host matches a site when it is the site or one of its subdomains (m.blog.naver.com → blog.naver.com),
 * the most specific site winning; a few hosts of one site have other names (`aliases`).
 */

import { domainOf } from './normalize-url.ts';
import { curatedSources } from './source-domains.ts';

const platforms = `
  blog.naver.com cafe.naver.com kin.naver.com n.news.naver.com post.naver.com in.naver.com tv.naver.com
  smartstore.naver.com brand.naver.com shopping.naver.com place.naver.com map.naver.com terms.naver.com
  dict.naver.com entertain.naver.com sports.naver.com series.naver.com land.naver.com finance.naver.com
  book.naver.com comic.naver.com papago.naver.com
  cafe.daum.net v.daum.net blog.daum.net dic.daum.net
  tv.kakao.com story.kakao.com map.kakao.com pf.kakao.com
  news.nate.com pann.nate.com
  play.google.com sites.google.com support.google.com developers.google.com cloud.google.com news.google.com
  books.google.com scholar.google.com docs.google.com maps.google.com
  apps.apple.com support.apple.com podcasts.apple.com developer.apple.com
  learn.microsoft.com support.microsoft.com
  aws.amazon.com
  zhuanlan.zhihu.com baike.baidu.com zhidao.baidu.com tieba.baidu.com
  news.yahoo.com finance.yahoo.com
`;

/** Other hosts of a site: Naver's news is served from news., n.news. and m.news.; Daum's from news.daum.net and v. */
const aliases: ReadonlyMap<string, string> = new Map([
  ['news.naver.com', 'n.news.naver.com'],
  ['news.daum.net', 'v.daum.net'],
]);

const subdomainEntries = [...curatedSources.keys()].filter((host) => domainOf(host) !== host);

export const platformSites: ReadonlySet<string> = new Set([
  ...platforms.split(/\s+/).filter(Boolean),
  ...subdomainEntries,
  ...aliases.values(),
]);

function listedSite(host: string): string | undefined {
  let candidate = host;
  for (;;) {
    const site = aliases.get(candidate) ?? (platformSites.has(candidate) ? candidate : undefined);
    if (site) return site;
    const dot = candidate.indexOf('.');
    if (dot < 0) return undefined;
    candidate = candidate.slice(dot + 1);
  }
}

/**
 * The site of a host (lower case, without `www.`): the platform site it belongs to, else its registrable domain
 * (the host itself when it has none, such as an IP address).
 */
export function siteOf(host: string): string {
  if (host.length === 0) return host;
  const domain = domainOf(host);
  if (host === domain) return domain;
  return listedSite(host) ?? domain;
}

/** The registrable domain a site belongs to: its parent filter on the source tables (naver.com for blog.naver.com). */
export const parentDomainOf = (site: string): string => domainOf(site);
