/**
 * Curated source list: host (or host suffix) → source type. A host matches an entry when it equals it or is one of
 * its subdomains; the most specific entry wins (news.naver.com is editorial, blog.naver.com ugc, terms.naver.com
 * reference). Hosts not listed fall through to the patterns in source-type.ts. Per-organization overrides are
 * applied by the caller on top of the result. Lists are grouped by region: Korea, the English-speaking world and
 * international, Japan, China, France, Germany and Spain (source-domains-intl.ts).
 */
import { internationalSources } from './source-domains-intl.ts';
import type { SourceType } from './types.ts';

export type CuratedType = Exclude<SourceType, 'owned' | 'competitor' | 'other'>;

const korea: Partial<Record<CuratedType, string>> = {
  ugc: `blog.naver.com cafe.naver.com kin.naver.com post.naver.com in.naver.com tv.naver.com place.naver.com cafe.daum.net
    blog.daum.net tistory.com brunch.co.kr velog.io egloos.com band.us story.kakao.com tv.kakao.com
    dcinside.com clien.net ruliweb.com fmkorea.com theqoo.net ppomppu.co.kr inven.co.kr 82cook.com teamblind.com
    okky.kr damoang.net dogdrip.net bobaedream.co.kr instiz.net mlbpark.donga.com powderroom.co.kr hwahae.co.kr glowpick.com
    blog.me`,
  reference: `namu.wiki terms.naver.com dict.naver.com dic.daum.net encykorea.aks.ac.kr stdict.korean.go.kr
    doopedia.co.kr`,
  editorial: `news.naver.com n.news.naver.com entertain.naver.com sports.naver.com v.daum.net news.daum.net
    chosun.com joongang.co.kr joins.com donga.com hani.co.kr khan.co.kr mk.co.kr hankyung.com yna.co.kr
    yonhapnews.co.kr kbs.co.kr imbc.com sbs.co.kr jtbc.co.kr ytn.co.kr mbn.co.kr etnews.com zdnet.co.kr bloter.net
    hankookilbo.com sedaily.com edaily.co.kr mt.co.kr asiae.co.kr newsis.com news1.kr ohmynews.com koreaherald.com
    koreatimes.co.kr munhwa.com segye.com kmib.co.kr seoul.co.kr heraldcorp.com fnnews.com dt.co.kr inews24.com
    ddaily.co.kr byline.network platum.kr thelec.kr itworld.co.kr wikitree.co.kr insight.co.kr busan.com
    kookje.co.kr imaeil.com yeongnam.com kwnews.co.kr jnilbo.com kado.net cctoday.co.kr joongdo.co.kr
    electimes.com motorgraph.com autoherald.co.kr autodaily.co.kr carguy.kr topgear.co.kr fashionbiz.co.kr
    beautynury.com cosinkorea.com skinnonews.com allurekorea.com newswire.co.kr biz.chosun.com weekly.donga.com sisain.co.kr
    hankyung.co.kr news.kbs.co.kr news.sbs.co.kr businesspost.co.kr thebell.co.kr ajunews.com nocutnews.co.kr`,
  institutional: `korea.kr kosis.kr gov.kr`,
  corporate: `smartstore.naver.com brand.naver.com shopping.naver.com danawa.com enuri.com coupang.com 11st.co.kr gmarket.co.kr auction.co.kr oliveyoung.co.kr`,
};

const global: Partial<Record<CuratedType, string>> = {
  ugc: `reddit.com quora.com stackoverflow.com stackexchange.com superuser.com serverfault.com askubuntu.com
    medium.com substack.com wordpress.com blogspot.com tumblr.com youtube.com youtu.be vimeo.com twitch.tv
    tiktok.com instagram.com facebook.com x.com twitter.com threads.net linkedin.com pinterest.com discord.com
    github.com gitlab.com producthunt.com trustpilot.com g2.com capterra.com tripadvisor.com yelp.com
    answers.microsoft.com community.apple.com discussions.apple.com xda-developers.com dev.to hashnode.dev
    mumsnet.com head-fi.org avforums.com dailymotion.com bsky.app mastodon.social news.ycombinator.com
    slickdeals.net hotukdeals.com glassdoor.com codeproject.com habr.com letterboxd.com goodreads.com`,
  reference: `wikipedia.org wikimedia.org wiktionary.org wikidata.org britannica.com merriam-webster.com
    dictionary.cambridge.org oxfordlearnersdictionaries.com collinsdictionary.com dictionary.com
    investopedia.com wikihow.com`,
  editorial: `nytimes.com washingtonpost.com wsj.com bloomberg.com reuters.com apnews.com bbc.com bbc.co.uk cnn.com
    theguardian.com forbes.com cnbc.com ft.com economist.com techcrunch.com theverge.com wired.com engadget.com
    cnet.com zdnet.com tomsguide.com techradar.com pcmag.com businessinsider.com axios.com nbcnews.com usatoday.com
    time.com arstechnica.com gizmodo.com mashable.com venturebeat.com rtings.com consumerreports.org nikkei.com
    scmp.com npr.org pbs.org latimes.com nypost.com foxnews.com abcnews.go.com cbsnews.com politico.com vox.com
    theatlantic.com newyorker.com independent.co.uk telegraph.co.uk thetimes.co.uk dailymail.co.uk sky.com
    aljazeera.com dw.com france24.com euronews.com afp.com straitstimes.com channelnewsasia.com
    theregister.com tomshardware.com anandtech.com androidauthority.com 9to5mac.com 9to5google.com macrumors.com
    digitaltrends.com whathifi.com soundguys.com wirecutter.com nerdwallet.com which.co.uk choice.com.au
    allure.com vogue.com elle.com harpersbazaar.com cosmopolitan.com byrdie.com refinery29.com
    caranddriver.com motortrend.com topgear.com autocar.co.uk edmunds.com electrek.co insideevs.com
    fortune.com marketwatch.com barrons.com theinformation.com semafor.com sfgate.com techstartups.com
    geeky-gadgets.com`,
  institutional: `who.int oecd.org un.org worldbank.org imf.org europa.eu iso.org w3.org ietf.org unicef.org
    redcross.org iii.org bbb.org naic.org finra.org iihs.org ieee.org acm.org aarp.org nfcc.org consumeraction.org
    citizensadvice.org.uk ofcom.org.uk fca.org.uk financial-ombudsman.org.uk moneyhelper.org.uk caa.co.uk
    icann.org unesco.org wto.org iea.org ipcc.ch wikimediafoundation.org`,
  corporate: `amazon.com ebay.com aliexpress.com walmart.com bestbuy.com apps.apple.com play.google.com`,
};

/**
 * Sites with editions under many country domains (tripadvisor.fr, vogue.co.kr, amazon.de): matched by the name
 * before the public suffix, whatever the suffix.
 */
const anySuffix: Partial<Record<CuratedType, string>> = {
  ugc: 'tripadvisor trustpilot capterra yelp youtube pinterest linkedin facebook instagram reddit quora',
  editorial:
    'vogue elle allure cosmopolitan marieclaire harpersbazaar gq esquire wired forbes techradar timeout',
  corporate: 'amazon ebay booking expedia ikea',
};

function entries(lists: Partial<Record<CuratedType, string>>): Array<readonly [string, CuratedType]> {
  return Object.entries(lists).flatMap(([type, hosts]) =>
    (hosts ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((host) => [host, type as CuratedType] as const),
  );
}

export const curatedSources: ReadonlyMap<string, SourceType> = new Map([
  ...entries(global),
  ...internationalSources.flatMap(entries),
  ...entries(korea),
]);

const curatedNames: ReadonlyMap<string, SourceType> = new Map(entries(anySuffix));

/**
 * The curated type of `host` (walking up to its parent domains), if any; with `suffix` (its public suffix), also
 * the sites listed under any country domain.
 */
export function curatedSourceType(host: string, suffix?: string): SourceType | undefined {
  let candidate = host;
  for (;;) {
    const type = curatedSources.get(candidate);
    if (type) return type;
    const dot = candidate.indexOf('.');
    if (dot < 0) break;
    candidate = candidate.slice(dot + 1);
  }
  if (!suffix || host.length <= suffix.length) return undefined;
  const name = host.slice(0, host.length - suffix.length - 1);
  return curatedNames.get(name.slice(name.lastIndexOf('.') + 1));
}
