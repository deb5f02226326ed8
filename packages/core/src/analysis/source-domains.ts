/**
 * Curated source list: host (or host suffix) → source type. A host matches an entry when it equals it or is one of
 * its subdomains; the most specific entry wins (news.naver.com is editorial, blog.naver.com ugc, terms.naver.com
 * reference). Hosts not listed fall through to the heuristics in source-type.ts. Per-project overrides are applied
 * by the caller on top of the result.
 */
import type { SourceType } from './types.ts';

const lists: Record<Exclude<SourceType, 'owned' | 'competitor' | 'corporate' | 'other'>, string> = {
  ugc: `blog.naver.com cafe.naver.com kin.naver.com post.naver.com in.naver.com tv.naver.com cafe.daum.net
    blog.daum.net tistory.com brunch.co.kr velog.io egloos.com band.us story.kakao.com tv.kakao.com
    dcinside.com clien.net ruliweb.com fmkorea.com theqoo.net ppomppu.co.kr inven.co.kr 82cook.com teamblind.com
    okky.kr damoang.net bobaedream.co.kr instiz.net mlbpark.donga.com
    reddit.com quora.com stackoverflow.com stackexchange.com superuser.com medium.com substack.com wordpress.com
    blogspot.com tumblr.com youtube.com youtu.be vimeo.com twitch.tv tiktok.com instagram.com facebook.com x.com
    twitter.com threads.net linkedin.com pinterest.com discord.com github.com producthunt.com trustpilot.com g2.com
    capterra.com tripadvisor.com yelp.com`,
  reference: `wikipedia.org wikimedia.org wiktionary.org namu.wiki terms.naver.com dict.naver.com dic.daum.net
    encykorea.aks.ac.kr stdict.korean.go.kr doopedia.co.kr britannica.com merriam-webster.com
    dictionary.cambridge.org oxfordlearnersdictionaries.com investopedia.com wikihow.com`,
  editorial: `news.naver.com n.news.naver.com entertain.naver.com sports.naver.com v.daum.net news.daum.net
    chosun.com joongang.co.kr joins.com donga.com hani.co.kr khan.co.kr mk.co.kr hankyung.com yna.co.kr
    yonhapnews.co.kr kbs.co.kr imbc.com sbs.co.kr jtbc.co.kr ytn.co.kr mbn.co.kr etnews.com zdnet.co.kr bloter.net
    hankookilbo.com sedaily.com edaily.co.kr mt.co.kr asiae.co.kr newsis.com news1.kr ohmynews.com koreaherald.com
    koreatimes.co.kr munhwa.com segye.com kmib.co.kr seoul.co.kr heraldcorp.com fnnews.com dt.co.kr inews24.com
    ddaily.co.kr byline.network platum.kr thelec.kr itworld.co.kr
    nytimes.com washingtonpost.com wsj.com bloomberg.com reuters.com apnews.com bbc.com bbc.co.uk cnn.com
    theguardian.com forbes.com cnbc.com ft.com economist.com techcrunch.com theverge.com wired.com engadget.com
    cnet.com zdnet.com tomsguide.com techradar.com pcmag.com businessinsider.com axios.com nbcnews.com usatoday.com
    time.com arstechnica.com gizmodo.com mashable.com venturebeat.com rtings.com consumerreports.org nikkei.com
    scmp.com`,
  institutional: `korea.kr kosis.kr who.int oecd.org un.org worldbank.org imf.org europa.eu`,
};

export const curatedSources: ReadonlyMap<string, SourceType> = new Map(
  Object.entries(lists).flatMap(([type, hosts]) =>
    hosts
      .split(/\s+/)
      .filter(Boolean)
      .map((host) => [host, type as SourceType] as const),
  ),
);

/** The curated type of `host` (walking up to its parent domains), if any. */
export function curatedSourceType(host: string): SourceType | undefined {
  let candidate = host;
  for (;;) {
    const type = curatedSources.get(candidate);
    if (type) return type;
    const dot = candidate.indexOf('.');
    if (dot < 0) return undefined;
    candidate = candidate.slice(dot + 1);
  }
}
