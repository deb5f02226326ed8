/**
 * Cues of a prompt's intent in Korean, English, Japanese, Chinese, French, German and Spanish, separated by `|`.
 * Korean, Japanese and Chinese cues also match inside compounds and before endings (노트북추천, 추천해줘,
 * おすすめの, 推荐哪款); Latin ones need word boundaries (plural "s" allowed). Kinds:
 * - `navigational`: a place to go (official site, login, download, customer centre);
 * - `transactional`: buying and price (buy, price, fees, how much, 最安値, 多少钱); a longer cue wins over the
 *   words inside it, so value-for-money phrases ("calidad precio", "rapport qualité prix") are commercial;
 * - `commercial`: investigating products (best, recommend, review, ranking, vs, alternatives);
 * - `difference`: "what is the difference": commercial when the prompt names a tracked brand, else a concept
 *   question (informational);
 * - `choice` + `evaluative`: a question choosing among options ("which … is good", "어디가 좋아", "哪个更适合",
 *   "どっちがいい", "welches … ist besser", "quel magasin choisir", "which laptop under $1,000"): commercial when both
 *   occur;
 * - `howto`: a how-to question (how do I, 방법, やり方, 怎么, comment, wie kann ich, cómo): informational even when it
 *   names two tracked brands ("move my passwords from A to B"), unless a commercial cue is there too.
 */
export const intentCueKinds = [
  'navigational',
  'transactional',
  'commercial',
  'difference',
  'choice',
  'evaluative',
  'howto',
] as const;
export type IntentCue = (typeof intentCueKinds)[number];

const cues: Readonly<Record<IntentCue, string>> = {
  navigational: `로그인|공식|홈페이지|사이트|웹사이트|고객센터|바로가기|다운로드|앱 설치|매장 위치|
    login|log in|sign in|signin|sign up|official|website|homepage|home page|site|customer service|contact|download|
    online shop|online store|
    公式|ログイン|ダウンロード|サポートセンター|オンラインショップ|オンラインストア|
    官网|官方|登录|登陆|下载|客服|
    connexion|se connecter|site officiel|espace client|télécharger|boutique en ligne|
    anmelden|anmeldung|offizielle website|kundenservice|herunterladen|onlineshop|online-shop|
    iniciar sesión|sitio oficial|página oficial|atención al cliente|descargar|tienda online|tienda en línea`,
  transactional: `구매|구입|가격|최저가|할인|쿠폰|주문|결제|요금|비용|견적|판매처|렌탈|예약|수수료|어디서 사|얼마예요|얼마야|얼마인가요|
    buy|purchase|price|prices|pricing|cost|cheap|cheapest|discount|deal|coupon|order|subscribe|subscription|for sale|
    where to buy|how much|fee|fees|
    値段|価格|最安値|料金|購入|買える|いくら|割引|手数料|
    价格|多少钱|购买|报价|优惠|折扣|售价|手续费|费用|
    prix|tarif|tarifs|combien coûte|combien ça coûte|acheter|frais|abonnement|promo|
    preis|preise|kaufen|kosten|kostet|günstig|gebühren|angebot|
    precio|precios|cuánto cuesta|cuanto cuesta|comprar|barato|comisión|comisiones|oferta`,
  commercial: `추천|비교|후기|리뷰|순위|랭킹|베스트|장단점|대안|대체|가성비|인기|뭐가 좋|어떤 게 나아|어디가 좋|말고|
    best|top|compare|comparison|versus|vs|review|reviews|recommend|recommendation|alternative|which is better|
    better than|pros and cons|ranking|rated|worth it|value for money|bang for the buck|
    おすすめ|オススメ|比較|ランキング|人気|口コミ|レビュー|評判|コスパ|
    推荐|对比|比较|排行|排名|评测|口碑|值得买|性价比|
    meilleur|meilleure|meilleurs|meilleures|comparatif|comparer|avis|alternative à|classement|rapport qualité prix|
    qualité prix|qualité-prix|
    beste|besten|bester|vergleich|vergleichen|testbericht|empfehlung|empfehlen|alternativen|preis leistung|preis-leistung|
    mejor|mejores|comparativa|comparar|reseña|opiniones|recomendación|recomienda|alternativas|calidad precio|calidad-precio|
    low cost|low-cost|bajo coste|pas cher`,
  difference: `차이|차이점|다른 점|
    difference|differences|different from|
    違い|
    区别|差别|不同|
    différence|différences|
    unterschied|unterschiede|
    diferencia|diferencias`,
  choice: `어디|뭐가|어떤|어느|
    which|
    どっち|どれ|どの|どちら|
    哪个|哪款|哪家|哪一|还是|
    quel|quelle|quels|quelles|lequel|laquelle|
    welche|welcher|welches|
    cuál|cual|qué|
    oder|ou`,
  evaluative: `좋|나아|나을|낫|괜찮|
    good|better|best|
    いい|良い|向いて|
    好|适合|值得|
    bien|mieux|bon|bonne|
    gut|besser|geeignet|
    bueno|buena|mejor|conviene|
    고르|골라|choose|pick|選ぶ|选择|选购|choisir|wählen|elegir|escoger|
    이하|이내|under|以下|以内|moins de|unter|bis|menos de`,
  howto: `방법|하는 법|어떻게 하|
    how do i|how to|how can i|steps to|
    やり方|方法|手順|
    怎么|如何|步骤|
    comment faire|comment|
    wie kann ich|wie geht|anleitung|
    cómo|como hago|pasos para`,
};

/** The cues of one kind. */
export function intentCueList(kind: IntentCue): string[] {
  return cues[kind]
    .split('|')
    .map((cue) => cue.trim())
    .filter(Boolean);
}
