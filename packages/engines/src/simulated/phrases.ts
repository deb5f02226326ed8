/**
 * The words of simulated answers, per language. Brand slots: `{b}` the name, and in Korean `{b은}` `{b이}` `{b을}`
 * `{b와}` the name with its particle (korean-particles.ts). A claim is what an answer says about one brand, written
 * after its name ("{b은} …" in prose, "**{b}**: …" in a list; in English "{b} …" and "**{b}** …").
 *
 * Tones are written for the analysis's lexicon (packages/core/src/analysis/sentiment.ts): positive claims praise,
 * negative ones complain, neutral ones state facts without an opinion word, mixed ones put praise and a complaint
 * on either side of "but" / 지만 (the analysis weighs what follows more). simulated-engine.test.ts checks each
 * template's score against its tone.
 */
export type Tone = 'positive' | 'neutral' | 'negative';
/** What an answer says about a brand as a whole: one tone, or praise with a complaint. */
export type BrandTone = Tone | 'mixed';

export interface LanguagePhrases {
  /** Opening sentences without a brand. */
  intro: readonly string[];
  /** An opening sentence naming the brand listed first, without an opinion. */
  introNaming: readonly string[];
  claims: Readonly<Record<BrandTone, readonly string[]>>;
  /** A second sentence about a brand, naming it again. */
  again: Readonly<Record<Tone, readonly string[]>>;
  /** A complaint about a named brand, among the caveats. */
  complaints: readonly string[];
  caveatsTitle: readonly string[];
  /** Caveats without a brand. */
  caveats: readonly string[];
  /** A closing sentence naming the brand listed first, without an opinion. */
  summaryNaming: readonly string[];
  outro: readonly string[];
  /** General advice without a brand: the body of informational answers. */
  tips: readonly string[];
}

export const phrases: Record<'ko' | 'en', LanguagePhrases> = {
  ko: {
    intro: [
      '질문하신 내용을 기준으로 리뷰와 기사에서 자주 언급되는 선택지를 정리했습니다.',
      '피부 타입과 예산에 따라 답이 달라질 수 있어, 많이 거론되는 곳을 중심으로 정리했습니다.',
      '아래는 여러 후기와 전문가 의견을 종합한 내용입니다.',
    ],
    introNaming: [
      '이 분야에서는 {b이} 가장 자주 언급되며, 아래에 여러 선택지를 정리했습니다.',
      '{b을} 비롯해 자주 언급되는 브랜드는 아래와 같습니다.',
    ],
    claims: {
      positive: [
        '세라마이드와 히알루론산 성분 덕분에 보습력이 뛰어나다는 평가가 많습니다.',
        '가격 대비 품질이 훌륭하다는 후기가 많아 추천할 만합니다.',
        '자극이 적고 순해서 민감성 피부에도 잘 맞는다는 의견이 많습니다.',
        '품질이 좋고 만족도가 높다는 평가가 많습니다.',
      ],
      neutral: [
        '수분크림과 세럼을 중심으로 제품을 판매하는 브랜드입니다.',
        '올리브영과 온라인몰에서 구매할 수 있습니다.',
        '50ml 크림이 대표 제품이며 여러 용량으로 나옵니다.',
        '국내에서 만든 스킨케어 브랜드로 기초 라인을 주로 다룹니다.',
      ],
      negative: [
        '가격이 비싼 편이라 아쉽다는 의견이 있습니다.',
        '최근 품질이 좋지 않다는 불만도 있습니다.',
        '향이 강해 민감한 피부에는 자극이 된다는 후기가 있습니다.',
        '배송이 느리고 고객 응대가 불친절하다는 불만이 많습니다.',
      ],
      mixed: [
        '보습력은 좋지만 가격이 비싼 편이라는 의견이 많습니다.',
        '가격은 저렴하지만 보습 효과는 아쉽다는 평가도 있습니다.',
        '향은 호불호가 갈리지만 보습력은 훌륭하다는 평가입니다.',
      ],
    },
    again: {
      positive: [
        '{b}의 대표 수분크림은 재구매하겠다는 만족스러운 후기가 특히 많습니다.',
        '실제로 {b} 제품을 써 본 사람들의 만족도가 높습니다.',
      ],
      neutral: ['{b}의 대표 제품은 수분크림과 토너입니다.', '{b} 공식몰에서는 기획 세트도 판매합니다.'],
      negative: [
        '{b} 제품은 용량에 비해 비싸다는 지적도 있습니다.',
        '{b}의 일부 제품은 끈적인다는 불만이 있습니다.',
      ],
    },
    complaints: [
      '{b}의 경우 일부 제품에서 트러블이 났다는 불만도 있습니다.',
      '{b은} 최근 가격이 올라 가성비가 떨어졌다는 아쉬운 의견이 있습니다.',
    ],
    caveatsTitle: ['참고할 점', '주의할 점'],
    caveats: [
      '같은 제품이라도 피부 타입에 따라 맞지 않을 수 있으니 샘플로 먼저 테스트해 보세요.',
      '광고성 후기가 섞여 있을 수 있어 실제 사용 기간이 긴 후기를 참고하세요.',
      '가격과 구성은 판매처마다 달라 구매 전에 비교해 보세요.',
    ],
    summaryNaming: [
      '정리하면 가장 많이 언급되는 곳은 {b}입니다.',
      '여러 출처에서 공통으로 등장하는 브랜드는 {b}입니다.',
    ],
    outro: ['상황과 예산에 맞게 비교해 보시길 권합니다.', '최신 정보는 공식 사이트에서 확인하세요.'],
    tips: [
      '먼저 자신에게 꼭 필요한 조건이 무엇인지 정리해 두면 선택이 쉬워집니다.',
      '전문가들은 한 번에 여러 가지를 바꾸기보다 하나씩 시도해 보라고 조언합니다.',
      '후기는 광고성 글을 걸러 내고 실제 사용 기간이 긴 글을 참고하는 것이 좋습니다.',
      '가격만 보기보다 구성과 사후 관리까지 함께 따져 보는 것이 중요합니다.',
    ],
  },
  en: {
    intro: [
      'Here are the options that come up most often in reviews and articles.',
      'These are frequently recommended; the right choice depends on your skin type and budget.',
      'Based on reviews and expert opinions, here is an overview.',
    ],
    introNaming: [
      '{b} comes up most often in this category, followed by the brands below.',
      'The options range from well-known names such as {b} to newer brands.',
    ],
    claims: {
      positive: [
        'is praised for its ceramide formula and excellent hydration.',
        'offers excellent value for money and is widely recommended.',
        'is gentle on sensitive skin and reviewers love it.',
        'is praised for great quality and high satisfaction.',
      ],
      neutral: [
        'focuses on moisturizers and serums.',
        'is sold at Olive Young and major online stores.',
        'is a Korean skincare brand with a small core line.',
        'sells its cream in 50 ml and 100 ml sizes.',
      ],
      negative: [
        'is considered expensive by some reviewers.',
        'has faced complaints about declining quality.',
        'has a strong fragrance that irritates sensitive skin, some users complain.',
        'gets complaints about slow shipping and unhelpful support.',
      ],
      mixed: [
        'hydrates well, but many find it overpriced.',
        'is affordable, but its moisturizing effect is disappointing.',
        'has a divisive scent, but its hydration is excellent.',
      ],
    },
    again: {
      positive: [
        "Reviewers especially love {b}'s signature cream.",
        'Many people who tried {b} are very satisfied.',
      ],
      neutral: [
        "{b}'s best-known products are its cream and toner.",
        '{b} also sells gift sets on its official store.',
      ],
      negative: [
        'Some find {b} overpriced for the size.',
        'A few {b} products get complaints about a sticky finish.',
      ],
    },
    complaints: [
      'Some users complain about breakouts with a few {b} products.',
      '{b} raised its prices recently, and some say it is now overpriced.',
    ],
    caveatsTitle: ['Things to keep in mind', 'Caveats'],
    caveats: [
      'The same product can suit one skin type and not another, so try a sample first.',
      'Some reviews are sponsored, so look for long-term reviews.',
      'Prices and sets vary by store, so compare before you buy.',
    ],
    summaryNaming: [
      'In short, {b} is the name that comes up most.',
      '{b} appears in most of the sources consulted.',
    ],
    outro: [
      'Compare them against your budget and needs.',
      'Check the official sites for the latest details.',
    ],
    tips: [
      'Start by writing down what you actually need; it narrows the choice quickly.',
      'Experts suggest changing one thing at a time and giving it a few weeks.',
      'Favour long-term reviews over sponsored posts when you compare options.',
      'Look beyond the price at what is included and how support works.',
    ],
  },
};
