/** Sentence templates of simulated answers; `{b}` is a brand name. Tone: positive, neutral or negative. */
export type Tone = 'positive' | 'neutral' | 'negative';

export const phrases: Record<
  'ko' | 'en',
  Record<Tone, readonly string[]> & { intro: readonly string[]; outro: readonly string[] }
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
  },
};

/** Sources a simulated answer may cite, by kind (plausible, real-looking domains). */
export const sourcePool = {
  ugc: [
    'https://blog.naver.com/review/{n}',
    'https://www.tistory.com/entry/{n}',
    'https://www.reddit.com/r/korea/comments/{n}',
  ],
  editorial: [
    'https://www.chosun.com/economy/{n}/',
    'https://www.hani.co.kr/arti/{n}.html',
    'https://www.bbc.com/news/{n}',
  ],
  reference: ['https://namu.wiki/w/{n}', 'https://en.wikipedia.org/wiki/{n}'],
} as const;
