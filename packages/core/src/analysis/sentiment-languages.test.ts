import { describe, expect, it } from 'vitest';
import { normalizeTerm } from './normalize-text.ts';
import { lexiconSentiment } from './sentiment.ts';

/** Sign of the score, with the accuracy bench's neutral band (|s| < 0.1). */
const sign = (text: string, language: string) => {
  const s = lexiconSentiment.score([normalizeTerm(text)], { language });
  return Math.abs(s) < 0.1 ? 0 : Math.sign(s);
};

type Cases = Record<'praise' | 'warning' | 'neutral', readonly string[]>;

const cases: Record<string, Cases> = {
  en: {
    praise: [
      'Notion is the way to go for small teams.',
      'It earned a top safety rating from the IIHS.',
      "You can't beat Costco on price.",
      'The Galaxy S25 offers long battery life and great value for the price.',
      'Bose stands out for its noise cancelling and is our top pick for frequent flyers.',
      'Well-built and reliable, it is a solid choice for families.',
      'Reviewers consistently praise its low fees and intuitive app.',
      "It's hard to beat at this price.",
      'There are no hidden fees.',
      'Critics have lauded its catalogue, by far the widest of the streaming services.',
      'The trail shoe is breathable and well cushioned for long runs.',
    ],
    warning: [
      'It is hard to recommend at this price.',
      'Customer service is hard to reach and often unhelpful.',
      'There have been reports of batteries swelling.',
      'The app falls short on offline support and struggles with large files.',
      'Several owners reported issues with the hinge after a few months.',
      'Battery life is short and the charger is sold separately.',
      'It is pricey, and customer support has drawn complaints.',
      'The camera is good, but the battery drains quickly.',
      'I would not recommend it.',
      'The toe box is tight and the collar rubs after a few miles.',
      'Support is unresponsive, and refund requests are often denied.',
    ],
    neutral: [
      'The Pixel 9 was released in August 2024 and comes in three colors.',
      'Prices start at $799 for the 128 GB model.',
      'Other options include Sony, Bose and Jabra.',
      'The best way to save is to compare plans.',
      'The Basic plan costs $6.99 a month and Premium costs $13.99.',
      'Delivery is free on orders over $35.',
    ],
  },
  ko: {
    praise: [
      '배터리가 오래가서 출장용으로 좋습니다.',
      '국내 점유율 1위 브랜드로 신뢰도가 높습니다.',
      '가격 대비 만족도가 높습니다.',
      '배터리 성능이 뛰어나 장거리 운전에도 부담이 없습니다.',
      '가성비가 좋아 학생들에게 호평을 받고 있습니다.',
      '완성도가 높고 내구성도 우수한 편입니다.',
      '가격이 낮아 입문용으로 적합합니다.',
      '노이즈캔슬링은 경쟁 제품보다 한 수 위라는 평가가 많습니다.',
      '착용감이 편안하고 마감이 세심하다는 칭찬이 이어집니다.',
    ],
    warning: [
      '성능이 기대에 못 미친다는 의견이 있습니다.',
      '일부 사용자는 연결이 자주 끊긴다고 지적합니다.',
      '배터리가 빨리 닳는다는 불만이 많습니다.',
      '가격이 높아 부담스러울 수 있으니 주의가 필요합니다.',
      '완성도가 떨어지고 A/S 대응이 느립니다.',
      '내구성이 낮다는 지적이 있습니다.',
      '착용감은 괜찮지만 격한 운동을 하면 귀에서 쉽게 빠진다는 불만이 있습니다.',
      '가성비가 좋지 않습니다.',
      '지연과 결항이 잦아 민원이 늘고 있습니다.',
    ],
    neutral: [
      '2024년 9월에 출시되었으며 색상은 세 가지입니다.',
      '구매 전 여러 매장의 가격을 비교해 보는 것이 좋습니다.',
      '주요 브랜드로는 삼성, LG, 소니가 있습니다.',
      '가격은 월 9,900원입니다.',
    ],
  },
  ja: {
    praise: [
      '迷ったらこれを選べば間違いありません。',
      'ノイズキャンセリング性能は業界トップクラスで、音質も高く評価されています。',
      'コスパが良く、初心者にもおすすめです。',
      '満足度が高く、長時間使っても疲れにくいと好評です。',
      '価格が安く、使いやすいのが魅力です。',
      '問題はありません。',
      'スタッフの対応が丁寧で、初めてでも楽しく使えます。',
    ],
    warning: [
      'サポートの対応が遅いという口コミが多く見られます。',
      'バッテリーの持ちが短く、不満の声が多いです。',
      '価格が高いので、予算が限られている人には不向きです。',
      '敏感肌だとピリピリすることがあり、注意が必要です。',
      '画質は良いですが、動作が遅いのが難点です。',
      'おすすめできません。',
      '配送の遅延が多く、サポートの対応にも不評が目立ちます。',
    ],
    neutral: [
      '2023年に発売されたモデルで、カラーは3色です。',
      '公式サイトで購入できます。',
      '高さは15cmです。',
    ],
  },
  zh: {
    praise: [
      '做工扎实,用料讲究,值得入手。',
      '续航长、配置丰富,性价比很高。',
      '这款车口碑很好,是同价位最受欢迎的车型之一。',
      '操作简单,质量可靠,值得推荐。',
      '价格更低,而且保值率高。',
      '没有问题。',
      '拍照画质出色,手感也很顺手,深受年轻人青睐。',
    ],
    warning: [
      '不建议新手购买,操作比较复杂。',
      '售价偏高,而且保值率不理想。',
      '不少车主吐槽悬挂偏硬,乘坐舒适性一般。',
      '耗电快,续航短,需要注意。',
      '外观好看,但是做工粗糙,异响问题较多。',
      '不推荐购买。',
      '这款耳机的降噪明显不如同价位对手,续航也缩水了。',
      '系统广告偏多,被不少用户诟病。',
    ],
    neutral: ['该车于2024年上市,提供三种配色。', '官方指导价为26.35万元。', '不少消费者会把它们一起比较。'],
  },
  fr: {
    praise: [
      'Boursobank sort du lot grâce à ses frais bancaires quasi nuls.',
      'Une application fiable et rapide, avec une carte gratuite.',
      "C'est la banque la moins chère du marché et le service client est très réactif.",
      'Excellent rapport qualité-prix, je la recommande.',
      "Il n'y a aucun frais de tenue de compte.",
      'La marque est saluée pour la qualité de son service après-vente.',
    ],
    warning: [
      'Le service client laisse à désirer.',
      "Les frais de retrait à l'étranger sont élevés.",
      "L'application est moins intuitive et le service client est difficile à joindre.",
      'Les frais sont élevés et plusieurs clients se plaignent de pannes.',
      "Ce n'est pas fiable.",
      'Je ne le recommande pas.',
      'Les clients mécontents évoquent des retards de livraison et des réclamations sans réponse.',
    ],
    neutral: [
      'La carte est disponible en trois couleurs.',
      "L'abonnement coûte 9,90 € par mois.",
      "L'application est gratuite sur iOS et Android.",
    ],
  },
  de: {
    praise: [
      'Beim Akku hat Samsung die Nase vorn.',
      'Die Kamera liefert auch bei wenig Licht gute Ergebnisse.',
      'Die Reichweite ist hervorragend und das Ladenetz sehr zuverlässig.',
      'Der Kompaktwagen ist günstig im Unterhalt und überzeugt mit einer modernen Oberfläche.',
      'Die Akkulaufzeit ist lang und die Verarbeitung hochwertig.',
      'Es gibt keine versteckten Gebühren.',
    ],
    warning: [
      'Von diesem Anbieter würde ich abraten.',
      'Die Reichweite ist im Winter deutlich geringer.',
      'Die Software ist fehlerhaft und der Kundendienst schwer erreichbar.',
      'Leider sind die Preise hoch und die Wartezeiten lang.',
      'Die App ist nicht zuverlässig.',
      'Das Design überzeugt mich nicht.',
      'Kunden berichten von monatelangen Verzögerungen und abgelehnten Erstattungen.',
    ],
    neutral: [
      'Das Modell kommt im Frühjahr 2025 auf den Markt.',
      'Der Grundpreis liegt bei 39.990 Euro.',
      'Die Rücksendung ist innerhalb von 14 Tagen kostenlos.',
    ],
  },
  es: {
    praise: [
      'Los usuarios valoran muy positivamente su aplicación.',
      'La app es sencilla y muy completa; funciona de maravilla.',
      'Las comisiones son bajas y la atención al cliente es rápida.',
      'No cobra comisión por cambio de divisa.',
      'Es una de las mejores opciones para viajar por su bajo coste.',
    ],
    warning: [
      'La atención al cliente deja mucho que desear.',
      'No la recomendaría para viajes largos.',
      'Cobra comisiones altas por pagar en otras divisas.',
      'La aplicación es lenta y tiene muchos fallos.',
      'No es la mejor opción para viajar.',
      'No es fiable.',
      'Como curso completo se queda corto para preparar un examen oficial.',
    ],
    neutral: ['El plan premium cuesta 9,99 € al mes.', 'La cuenta se abre desde el móvil en unos minutos.'],
  },
};

describe.each(Object.entries(cases))('lexicon sentiment in %s', (language, { praise, warning, neutral }) => {
  it.each(praise)('praise is positive: %s', (text) => expect(sign(text, language)).toBe(1));
  it.each(warning)('a warning is negative: %s', (text) => expect(sign(text, language)).toBe(-1));
  it.each(neutral)('a neutral fact is 0: %s', (text) => expect(sign(text, language)).toBe(0));
});

describe('negation flips the opinion', () => {
  it.each([
    ['en', 'The app is intuitive.', 'The app is not intuitive.'],
    ['ko', '만족도가 높다.', '만족도가 높지 않다.'],
    ['ko', '추천합니다.', '추천하기 어렵습니다.'],
    ['ja', '使いやすい。', '使いやすくない。'],
    ['ja', '問題がある。', '問題はありません。'],
    ['zh', '很稳定。', '不稳定。'],
    ['zh', '有问题。', '没有问题。'],
    ['fr', "L'application est fiable.", "L'application n'est pas fiable."],
    ['de', 'Die App ist zuverlässig.', 'Die App ist nicht zuverlässig.'],
    ['es', 'Es fiable.', 'No es fiable.'],
  ])('%s: %s ↔ %s', (language, plain, negated) => {
    expect(sign(negated, language)).toBe(-sign(plain, language));
    expect(sign(plain, language)).not.toBe(0);
  });
});

describe('the lexicon is chosen per script and passage', () => {
  it('reads Latin product words inside Korean text as English', () => {
    expect(sign('Jabra Elite 8 Active는 방수 성능이 뛰어나고 착용감이 좋습니다.', 'ko')).toBe(1);
    expect(sign('Galaxy Buds3 Pro: great sound, but it falls out easily.', 'ko')).toBe(-1);
  });

  it('reads a Spanish passage as Spanish whatever the answer language ("premium" is no praise there)', () => {
    expect(sign('El plan premium cuesta 9,99 € al mes.', 'es')).toBe(0);
    expect(sign('El plan premium cuesta 9,99 € al mes.', 'ko')).toBe(0);
    expect(sign('The app is reliable and fast.', 'es')).toBe(1);
  });

  it('reads Han-only text as Chinese unless the passage has kana or the answer is Japanese', () => {
    // 高評価 is Japanese; Chinese uses 好评 — neither lexicon knows the other's word
    expect(sign('音質高評価', 'ja')).toBe(1);
    expect(sign('音質高評価', 'zh')).toBe(0);
    expect(sign('音质好评', 'zh')).toBe(1);
  });
});
