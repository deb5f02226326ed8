/** Sentence templates of simulated answers; `{b}` is a brand name. Tone: positive, neutral or negative. */
export type Tone = 'positive' | 'neutral' | 'negative';

export const phrases: Record<
  'ko' | 'en',
  Record<Tone, readonly string[]> & {
    intro: readonly string[];
    outro: readonly string[];
    /** General advice without a brand: the body of informational answers. */
    tips: readonly string[];
  }
> = {
  ko: {
    intro: [
      '질문하신 내용에 대해 많이 언급되는 곳을 정리했습니다.',
      '아래는 여러 리뷰와 기사에서 자주 추천되는 선택지입니다.',
    ],
    positive: [
      '{b}는 품질이 좋고 만족도가 높다는 평가가 많습니다.',
      '{b}는 가격 대비 훌륭하다는 후기가 많아 추천할 만합니다.',
      '{b}는 서비스가 친절하고 믿을 만하다는 의견이 많습니다.',
    ],
    neutral: ['{b}도 많이 선택되는 곳입니다.', '{b}는 무난한 선택지로 자주 언급됩니다.'],
    negative: [
      '{b}는 가격이 비싼 편이라 아쉽다는 의견이 있습니다.',
      '{b}는 최근 품질이 좋지 않다는 불만도 있습니다.',
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
      'Here are the options that come up most often.',
      'These are frequently recommended in reviews and articles.',
    ],
    positive: [
      '{b} is praised for great quality and high satisfaction.',
      '{b} offers excellent value for money and is widely recommended.',
      '{b} is known for friendly, reliable service.',
    ],
    neutral: ['{b} is another common choice.', '{b} is often mentioned as a safe option.'],
    negative: [
      '{b} is considered expensive by some reviewers.',
      '{b} has faced complaints about declining quality.',
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
