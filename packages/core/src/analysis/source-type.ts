/**
 * Source type of a cited host, in this order:
 * 1. `owned`: the host is (a subdomain of) one of the project's owned domains;
 * 2. `competitor`: the host is (a subdomain of) a competitor's domain;
 * 2a. `ugc` for a forum or community section of any other site (/forum/, /threads/, /thread-…, viewtopic);
 * 3. the curated list (source-domains.ts, source-domains-intl.ts), most specific host first;
 * 4. `institutional` by public suffix: government, education and military suffixes of many countries (.go.kr,
 *    .ac.kr, .or.kr, .gov, .edu, .mil, .int, gov.uk, gouv.fr, gob.es, go.jp, gov.cn, …). A plain `.org` is not
 *    enough: newspapers, consumer magazines and open-source projects use it too; an `.org` host named like an
 *    association, society, foundation or institute is institutional, and so is any host named like a consumer body,
 *    an ombudsman or an arbitration board (verbraucher…, ombuds…, schlichtung…, mediateur…);
 * 4a. `ugc` for a board (/bbs/) of a site that is not a public body's, and for a review site's page about one company, named by its domain (/reviews/example.com);
 * 4b. `corporate` when the answer offers the site's name as a product or company (named-vendors.ts): a vendor's blog,
 *     guide or "best …" page is still the vendor's own site, whatever its path says;
 * 5. host words: forum/community/bbs/board/answers/questions/foro → `ugc`; wiki/dict/encyclopedia/baike →
 *    `reference`; news/times/herald/journal/tribune/zeitung/diario/noticias/shimbun/ilbo, reporter, insider,
 *    weekly, television, radio, …-mag, …-bild and the like → `editorial`;
 * 6. page patterns that only the press uses → `editorial`: the Korean news CMS's `articleView.html`, a news or lists
 *    section (/noticias/, /actualite(s)/, /nachrichten/, /lists/, /economia/, /politique/, /gesellschaft/…), a page slug that is a buying guide or a test
 *    ("best-…", "top-10-…", "…-review", "…-test", "…-im-test", with or without a trailing id; not in a /blog/, where
 *    it is a vendor's marketing) — a vendor's own pages are owned or competitor first;
 * 6a. `editorial` for a dated article path (/2026/03/12/…) or a CMS story id (/article/…-19876543.php) of a site
 *     no answer names as a vendor: a publication;
 * 7. `corporate` for any other registrable domain, `other` for IP addresses, localhost and unparsable URLs.
 */
import { parse } from 'tldts';
import { hostMatches } from './normalize-url.ts';
import { curatedSourceType } from './source-domains.ts';
import type { SourceType } from './types.ts';

export interface SourceOwners {
  ownedHosts: readonly string[];
  competitorHosts: ReadonlyArray<{ host: string; key: string }>;
}

const INSTITUTIONAL_SUFFIXES = new Set(
  `go.kr ac.kr or.kr re.kr mil.kr hs.kr ms.kr es.kr sc.kr kg.kr gov edu mil int gov.uk ac.uk nhs.uk police.uk
  go.jp ac.jp or.jp lg.jp ed.jp gov.au edu.au gc.ca gov.cn edu.cn org.cn gov.sg edu.sg gov.in ac.in nic.in gouv.fr
  gob.es gob.mx gob.ar gob.cl gov.br gov.it gv.at ac.at admin.ch govt.nz ac.nz gov.tw edu.tw go.th ac.th gov.vn
  edu.vn gov.ph go.id ac.id gov.my edu.my europa.eu`.split(/\s+/),
);

function isInstitutionalSuffix(suffix: string): boolean {
  return (
    INSTITUTIONAL_SUFFIXES.has(suffix) ||
    suffix.startsWith('gov.') ||
    suffix.startsWith('edu.') ||
    suffix.startsWith('gob.') ||
    suffix.startsWith('gouv.') ||
    suffix.endsWith('.gov') ||
    suffix.endsWith('.edu')
  );
}

const UGC_LABEL =
  /^(?:forums?|foros?|community|communities|comunidad|communaute|bbs|board|boards|discuss|discussions|answers|ask|qa|questions|talk)$|forum|foro/;
const REFERENCE_LABEL = /wiki|dict|encyclop|baike/;
const EDITORIAL_LABEL =
  /news|times|herald|journal|tribune|gazette|zeitung|diario|noticias|periodico|shimbun|ilbo|sinmun|nouvelles|nachrichten|presse|magazine|reporter|insider|weekly|television|radio|(?:^|-)(?:mag|bild)(?:-|$)|zine$/;
const ASSOCIATION_LABEL =
  /association|society|foundation|institute|council|federation|academy|alliance|consortium/;
/** Consumer bodies, ombudsmen and arbitration boards, whatever their suffix. */
const PUBLIC_BODY_LABEL =
  /verbraucher|ombuds|schlichtung|mediateur|mediation|defensordel|consumidores|consommateurs/;
const PRESS_PAGE = /\/articleview\.html$/i;
/** A newspaper's sections: news, economy, politics and society, in the set's languages. */
const PRESS_SECTION =
  /\/(?:noticias|actualites?|actualidad|nachrichten|lists|economia|economie|wirtschaft|politique|politica|politik|sociedad|societe|gesellschaft)\//i;
/** A review site's page about one company, named by its domain (/reviews/example.com): users' reviews. */
const COMPANY_REVIEWS_PAGE = /\/reviews?\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/|$)/i;
const PRESS_SLUG = /^(?:best-(?!sell)|top-\d+-)|-(?:reviews?|test|im-test|tested)(?:[_,-][\w-]*\d[\w-]*)?$/i;
const BOARD_PAGE = /\/bbs\//i;
/** A story filed by the press's CMS: /article/<slug>-<6+ digit id> (SFGate, Hearst's sites and the like). */
const PRESS_ARTICLE_ID = /\/article\/(?:[^/]+\/)*[^/]*\d{6,}(?:\.[a-z]+)?$/i;
/** A vendor's blog ("best …" posts there are its own marketing, not a buying guide): /blog/, /blogs/. */
const BLOG_SECTION = /\/blogs?\//i;
/** A dated article path, /2026/03/12/slug or /2026/03/slug: how the press files its stories. */
const DATED_ARTICLE = /\/(?:19|20)\d\d\/(?:0?[1-9]|1[0-2])\/(?:(?:0?[1-9]|[12]\d|3[01])\/)?[^/]*[a-z][^/]*$/i;
/** A site's forum or community section: its pages are users' posts, whatever the site. */
const FORUM_PAGE =
  /\/(?:forums?|threads?|community|communaute|comunidad|foros?)\/|\/(?:thread-|showthread|viewtopic)/i;
/** A shop's sections: a "best seller" or a product's "…-test" kit there is the vendor's page, not a buying guide. */
const SHOP_SECTION = /\/(?:products?|shop|store|item|items|goods|p|dp)\//i;

/**
 * `publicSuffix` may be passed when already known (normalizeUrl computes it); `path` (the URL's path, as
 * normalizeUrl gives it) lets page patterns apply.
 */
export function classifySourceType(
  host: string,
  owners: SourceOwners,
  publicSuffix?: string,
  path?: string | null,
  /** Whether the answer offers this site's name as a product or company (named-vendors.ts). */
  namedVendor = false,
): { sourceType: SourceType; competitorKey?: string } {
  if (host.length === 0) return { sourceType: 'other' };
  if (owners.ownedHosts.some((owned) => hostMatches(host, owned))) return { sourceType: 'owned' };
  const competitor = owners.competitorHosts.find(({ host: domain }) => hostMatches(host, domain));
  if (competitor) return { sourceType: 'competitor', competitorKey: competitor.key };
  const suffix = publicSuffix || parse(host, { extractHostname: false }).publicSuffix;
  if (path && FORUM_PAGE.test(path)) return { sourceType: 'ugc' };
  const curated = curatedSourceType(host, suffix ?? undefined);
  if (curated) return { sourceType: curated };
  if (!suffix || suffix === host || /^[\d.]+$/.test(host) || host.includes(':'))
    return { sourceType: 'other' };
  if (isInstitutionalSuffix(suffix)) return { sourceType: 'institutional' };
  // A board (/bbs/) is users' posts, except on a public body's site, where it is a notice board (above).
  if (path && BOARD_PAGE.test(path)) return { sourceType: 'ugc' };
  if (path && COMPANY_REVIEWS_PAGE.test(path)) return { sourceType: 'ugc' };
  if (namedVendor) return { sourceType: 'corporate' };
  const labels = host.slice(0, host.length - suffix.length - 1).split('.');
  if (labels.some((l) => UGC_LABEL.test(l))) return { sourceType: 'ugc' };
  if (labels.some((l) => REFERENCE_LABEL.test(l))) return { sourceType: 'reference' };
  if (labels.some((l) => EDITORIAL_LABEL.test(l))) return { sourceType: 'editorial' };
  if (suffix === 'org' && labels.some((l) => ASSOCIATION_LABEL.test(l)))
    return { sourceType: 'institutional' };
  if (labels.some((l) => PUBLIC_BODY_LABEL.test(l))) return { sourceType: 'institutional' };
  if (path && (PRESS_PAGE.test(path) || PRESS_SECTION.test(path))) return { sourceType: 'editorial' };
  const slug = path?.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z]+$/i, '');
  if (slug && PRESS_SLUG.test(slug) && !SHOP_SECTION.test(path!) && !BLOG_SECTION.test(path!))
    return { sourceType: 'editorial' };
  if (path && (DATED_ARTICLE.test(path) || PRESS_ARTICLE_ID.test(path))) return { sourceType: 'editorial' };
  return { sourceType: 'corporate' };
}
