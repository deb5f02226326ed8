/**
 * Words and URL pieces that tell a cited page's content type (content-type.ts), in Korean, English, Japanese,
 * Chinese, French, German and Spanish. Text patterns run on the decoded path and the title, lower-cased, with
 * `- _ / . + | : ( ) [ ] ,` turned into spaces; Latin words need word boundaries, CJK ones do not.
 */

export const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

export const VIDEO_HOSTS = words(
  'youtube.com youtu.be vimeo.com tv.naver.com tv.kakao.com tiktok.com twitch.tv bilibili.com nicovideo.jp douyin.com dailymotion.com',
);
export const SOCIAL_HOSTS = words(
  'instagram.com x.com twitter.com facebook.com threads.net tiktok.com github.com weibo.com bsky.app',
);
export const FORUM_HOSTS =
  words(`reddit.com quora.com kin.naver.com cafe.naver.com cafe.daum.net stackoverflow.com
  stackexchange.com superuser.com serverfault.com askubuntu.com dcinside.com clien.net ruliweb.com fmkorea.com
  theqoo.net ppomppu.co.kr inven.co.kr 82cook.com teamblind.com okky.kr damoang.net dogdrip.net bobaedream.co.kr instiz.net
  mlbpark.donga.com discord.com news.ycombinator.com answers.microsoft.com chiebukuro.yahoo.co.jp okwave.jp
  teratail.com 5ch.net zhihu.com tieba.baidu.com zhidao.baidu.com v2ex.com gutefrage.net forocoches.com
  mediavida.com commentcamarche.net tousu.sina.com.cn slickdeals.net`);
export const SHOP_HOSTS = words(`smartstore.naver.com shopping.naver.com coupang.com 11st.co.kr gmarket.co.kr
  auction.co.kr prod.danawa.com apps.apple.com play.google.com item.rakuten.co.jp kakaku.com item.jd.com
  detail.tmall.com item.taobao.com`);
/** Price-comparison, tariff-comparison and travel-booking portals: their pages list offers. */
export const PORTAL_HOSTS =
  words(`danawa.com enuri.com search.shopping.naver.com kakaku.com idealo.de check24.de
  verivox.de geizhals.de billiger.de idealo.fr ledenicheur.fr lesfurets.com idealo.es rastreator.com
  acierto.com skyscanner.net skyscanner.com skyscanner.co.kr kayak.com trivago.com booking.com expedia.com
  trainline.com thetrainline.com omio.com kelkoo.com pricerunner.com`);
export const BLOG_HOSTS = words(`blog.naver.com post.naver.com tistory.com brunch.co.kr velog.io medium.com
  substack.com wordpress.com blogspot.com egloos.com blog.daum.net note.com qiita.com zenn.dev hatenablog.com
  ameblo.jp jianshu.com csdn.net juejin.cn xiaohongshu.com dev.to zhuanlan.zhihu.com`);

export const COMPARISON =
  /\b(vs|versus|compared?|compares|comparison|comparing|comparatif|comparaison|comparateur|comparativa|comparador|comparar|vergleich|vergleichstest)\b|비교|차이점|比較|比较|对比|区别|どっち/;
/** Two named things set against each other: a comparison even when the title also ranks ("A vs B: which is best"). */
export const PAIRWISE = /\b(vs|versus)\b|차이점|区别|どっち/;
export const LISTICLE =
  /\b(best|cheapest|top ?\d+|rankings?|alternatives|meilleure?s?|classement|mejore?s|ranking|beste[nr]?|bestenliste|empfehlungen)\b|추천|순위|랭킹|베스트|\d+ ?(가지|선)(?![가-힣])|おすすめ|ランキング|\d+選|推荐|排行|排名|盘点|十大/;
export const REVIEW =
  /\b(reviews?|reviewed|hands on|tested|unboxing|im test|tests?|testbericht|erfahrungen?|erfahrungsbericht|avis|opinión|opiniones|mi opinión|merece la pena|análisis)\b|후기|리뷰|사용기|써 ?보고|レビュー|口コミ|感想|使ってみた|评测|测评|体验|使用感受/;
export const DOCS_WORDS =
  /매뉴얼|사용설명서|고객센터|도움말|ヘルプ|よくある質問|取扱説明書|帮助中心|常见问题|使用说明|\b(documentation|user guide|manual|faq|help center|help centre|aide|hilfe|ayuda|preguntas frecuentes|foire aux questions)\b/;
/** Buying guides: articles wherever they are, not a vendor's documentation. */
export const BUYING_GUIDE =
  /buying guide|how to choose|구매 ?가이드|고르는 ?법|고르는 ?방법|選び方|选购指南|kaufberatung|guide d'achat|guía de compra/;
/** Guides are documentation on a vendor's or a public body's site, articles elsewhere. */
export const GUIDE_WORDS = /가이드|ガイド|指南|\b(guide|guides|leitfaden|guía|how to)\b/;
export const DOCS_LABELS =
  /^(docs?|developers?|help|helpguide|helpcenter|support|manual|learn|aide|hilfe|ayuda|info|faq)$/;
export const DOCS_SEGMENTS =
  words(`doc docs documentation manual manuals help support faq faqs kb knowledge-base
  api reference aide hilfe ayuda soporte assistance hc kundenservice customer-service customer-care informieren info infos
  informacion information how-it-works como-funciona comment-ca-marche so-funktionierts guide-utilisateur cs
  warranty garantie garantia garantía guarantee`);
export const FORUM_SEGMENTS =
  words(`forum forums community communities thread threads questions question board bbs
  discussion discussions t qna qa question_detail frage fragen foro foros topic`);
export const FORUM_PREFIXES = /^(showthread|showtopic|viewtopic|affich-|thread)/;
export const PRODUCT_SEGMENTS =
  words(`product products p dp item items goods shop store buy sku vp pricing prices
  price plans pricing-plans our-pricing-plans tarifs tarif tarifas tarifa cuotas preise precios download downloads features vehicles
  models modelle modeles modelos cars app apps software`);
export const CATEGORY_SEGMENTS =
  words(`category categories collection collections tag tags topics catalog browse
  listing listings c lineup itemlist catalogue catalogo catálogo categorie categoria categoría kategorie
  kategorien sortiment rayon rayons routes route rutas destinos destinations trajet trajets horaires verbindungen
  strecken`);
/** A vendor's collection pages: a listing when the path ends there (content-type.ts). */
export const COLLECTION_SEGMENTS = words(`products product produits produkte productos items goods models
  modelle modeles modèles modelos vehicles cars menu menus recipes shop store syohin seihin`);
export const NEWS_SEGMENTS = words(`news press newsroom press-release press-releases articleview.html noticia
  noticias nachrichten actualites actualite pr pressemitteilung pressemitteilungen communique communiques
  comunicado comunicados notice notices announcement announcements`);
export const ARTICLE_SEGMENTS =
  words(`blog blogs post posts article articles story stories insights magazine entry
  column guide guides archives resources ratgeber conseils consejos magazin artikel articulo articulos revista
  dossier chronique`);
export const PROFILE_SEGMENTS = words(
  'in user users profile profiles author authors people member members channel',
);
export const VIDEO_SEGMENTS = words('watch shorts video videos clip clips');
/** Pages that are none of the kinds: sign-in, account, contact, legal. */
export const UTILITY_SEGMENTS =
  words(`login signin sign-in signup sign-up register account accounts my mypage cart
  checkout contact contact-us about about-us careers jobs legal privacy terms cookies sitemap search connexion
  se-connecter espace-client anmelden anmeldung iniciar-sesion acceso mi-cuenta store-locator storelocator
  find-a-store magasins nos-magasins filialen filialfinder tiendas nuestras-tiendas`);
/** A site's start page under a name: /home, /index.html, /accueil. */
export const HOME_SEGMENTS = words('home index main default top accueil inicio startseite homepage');
export const LOCALE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/;
/** A country or language segment after the locale (`/ja/jpn`, `/en/us`). */
export const REGION = /^[a-z]{2,3}$/;
