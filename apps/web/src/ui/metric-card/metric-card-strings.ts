import type { i18n as I18n } from 'i18next';

/**
 * Strings of the metric card (ui/metric-card), added to i18next when a screen with metric cards loads, so they stay
 * out of the entry bundle. English must have the same keys.
 */
export const metricCardKo = {
  n: 'n = {{n}}',
  nHint: '이 수치의 분모: 성공한 답변 수',
  interval: '95% 구간 {{low}}–{{high}}',
  plusMinus: '±{{margin}}',
  notEnoughData: '데이터 부족',
  notEnoughDataHint: 'n = {{n}}: ±10%p 구간에는 답변이 {{minimum}}개 이상 필요합니다.',
  noSignificantChange: '유의미한 변화 없음',
  noSignificantChangeHint: '이전 기간 {{previous}} 대비 {{change}} (p {{p}}, 5% 수준에서 유의하지 않음)',
  significantChange: '이전 기간 대비',
  significantChangeHint: '이전 기간 {{previous}} (n = {{n}}) 대비, 두 비율 z-검정 p {{p}}',
  previousNotEnough: '이전 기간 데이터 부족 (n = {{n}})',
  previousNotEnoughSimple: '이전 기간 데이터 부족',
  noSignificantChangeSimpleHint: '이전 기간 {{previous}} 대비 {{change}}: 변화라고 하기에는 작은 차이',
  significantChangeSimpleHint: '이전 기간 {{previous}} 대비',
  noPrevious: '비교할 이전 기간 데이터 없음',
  previous: '이전 기간 {{previous}}',
  notTested: '평균은 두 기간의 차이를 검정하지 않으므로 변화를 표시하지 않습니다.',
  up: '증가',
  down: '감소',
  metrics: {
    visibility: '가시성',
    shareOfVoice: '점유율(답변 기준)',
    mentionShareOfVoice: '점유율(언급 기준)',
    averagePosition: '평균 순위',
    top1Rate: '1위 비율',
    sentimentScore: '감성 점수',
    citationRate: '자사 인용률',
  },
  metricHints: {
    visibility: '우리 브랜드를 언급한 답변 수 / 성공한 답변 수(n), 95% 윌슨 구간',
    shareOfVoice: '우리 브랜드를 언급한 답변 수 / 추적 브랜드별 언급 답변 수의 합',
    mentionShareOfVoice: '우리 브랜드의 언급 횟수 / 추적 브랜드 언급 횟수의 합',
    averagePosition:
      '언급된 답변에서 추적 브랜드 중 몇 번째로 나왔는지의 평균 (1 = 가장 먼저, 낮을수록 좋음)',
    top1Rate: '우리 브랜드가 가장 먼저 나온 답변 수 / n',
    sentimentScore: '우리 브랜드를 언급한 문장의 감성 평균, 0–100 (50 = 중립)',
    citationRate: '자사 URL을 인용한 답변 수 / n',
  },
  /** The definitions in the simple view, where they mention n (in words instead); the others are the same. */
  simpleMetricHints: {
    visibility: '우리 브랜드를 언급한 답변 수 / 성공한 답변 수',
    top1Rate: '우리 브랜드가 가장 먼저 나온 답변 수 / 성공한 답변 수',
    citationRate: '자사 URL을 인용한 답변 수 / 성공한 답변 수',
  },
  basis: {
    answersOfAnswers: '답변 {{denominator}}개 중 {{numerator}}개',
    answersOfBrandAnswers: '추적 브랜드별 언급 답변 합계 {{denominator}}건 중 {{numerator}}건',
    mentionsOfMentions: '추적 브랜드 언급 {{denominator}}회 중 {{numerator}}회',
    citationsOfCitations: '인용 {{denominator}}건 중 자사 {{numerator}}건',
    impressionOfImpression: '인용 노출 합계 {{denominator}} 중 자사 {{numerator}}',
  },
  nHints: {
    answers: '이 수치의 분모: 성공한 답변 수',
    brandAnswers: '이 수치의 분모: 추적 브랜드마다 그 브랜드를 언급한 답변 수를 더한 합계',
    mentions: '이 수치의 분모: 추적 브랜드 이름이 나온 횟수의 합계',
    citations: '이 수치의 분모: 성공한 답변의 전체 인용 수',
    impression: '이 수치의 분모: 인용 노출(PAWC)의 합계 — 인용이 있는 답변마다 1',
    meanAnswers: '평균을 낸 답변 수: 우리 브랜드를 언급한 답변',
  },
  sentimentByRules: '규칙으로 추정한 어조',
  sentimentByJudge: '판정 모델 {{model}}의 어조 평가',
  details: {
    sentiment: '긍정 {{positive}} · 중립 {{neutral}} · 부정 {{negative}}',
    meanOver: '언급된 답변 {{n}}개의 평균',
  },
};

export const metricCardEn: typeof metricCardKo = {
  n: 'n = {{n}}',
  nHint: "This number's denominator: successful answers",
  interval: '95 % interval {{low}}–{{high}}',
  plusMinus: '±{{margin}}',
  notEnoughData: 'Not enough data',
  notEnoughDataHint: 'n = {{n}}: a ±10-point interval needs at least {{minimum}} answers.',
  noSignificantChange: 'No significant change',
  noSignificantChangeHint:
    '{{change}} against {{previous}} in the previous period (p {{p}}, not significant at 5 %)',
  significantChange: 'vs previous period',
  significantChangeHint:
    'Against {{previous}} (n = {{n}}) in the previous period, two-proportion z-test p {{p}}',
  previousNotEnough: 'Not enough data in the previous period (n = {{n}})',
  previousNotEnoughSimple: 'Not enough data in the previous period',
  noSignificantChangeSimpleHint:
    '{{change}} against {{previous}} in the previous period: too small to call a change',
  significantChangeSimpleHint: 'Against {{previous}} in the previous period',
  noPrevious: 'No earlier data to compare with',
  previous: 'Previous period {{previous}}',
  notTested: 'Averages are not tested for a change between periods, so no change is marked.',
  up: 'up',
  down: 'down',
  metrics: {
    visibility: 'Visibility',
    shareOfVoice: 'Share of voice (answers)',
    mentionShareOfVoice: 'Share of voice (mentions)',
    averagePosition: 'Avg. position',
    top1Rate: 'Named first',
    sentimentScore: 'Sentiment',
    citationRate: 'Owned citation rate',
  },
  metricHints: {
    visibility: 'Answers mentioning our brand / successful answers (n), with the 95 % Wilson interval',
    shareOfVoice: "Answers mentioning our brand / the sum of each tracked brand's answers mentioning it",
    mentionShareOfVoice: "Mentions of our brand / the sum of every tracked brand's mentions",
    averagePosition:
      'Mean rank among tracked brands in the answers naming it (1 = named first; lower is better)',
    top1Rate: 'Answers naming our brand first / n',
    sentimentScore: 'Mean tone of the sentences naming our brand, 0–100 (50 = neutral)',
    citationRate: 'Answers citing an owned URL / n',
  },
  simpleMetricHints: {
    visibility: 'Answers mentioning our brand / successful answers',
    top1Rate: 'Answers naming our brand first / successful answers',
    citationRate: 'Answers citing an owned URL / successful answers',
  },
  basis: {
    answersOfAnswers: '{{numerator}} of {{denominator}} answers',
    answersOfBrandAnswers:
      "{{numerator}} of {{denominator}} brand-answers (each tracked brand's answers naming it, summed)",
    mentionsOfMentions: '{{numerator}} of {{denominator}} tracked-brand mentions',
    citationsOfCitations: '{{numerator}} owned of {{denominator}} citations',
    impressionOfImpression: '{{numerator}} owned of {{denominator}} citation impression',
  },
  nHints: {
    answers: "This number's denominator: successful answers",
    brandAnswers: "This number's denominator: for each tracked brand, the answers naming it, summed",
    mentions: "This number's denominator: every mention of a tracked brand's name",
    citations: "This number's denominator: every citation of the successful answers",
    impression: "This number's denominator: the citations' impression (PAWC), 1 per answer with citations",
    meanAnswers: 'The answers the mean is over: those naming our brand',
  },
  sentimentByRules: 'Tone estimated by rules',
  sentimentByJudge: 'Tone judged by {{model}}',
  details: {
    sentiment: '{{positive}} positive · {{neutral}} neutral · {{negative}} negative',
    meanOver: 'Mean over {{n}} answers naming it',
  },
};

/** Adds the metric card strings to both languages (once; later calls change nothing). */
export function registerMetricCardStrings(i18n: I18n): void {
  if (i18n.exists('metricCard.metrics.citationRate')) return;
  i18n.addResourceBundle('ko', 'translation', { metricCard: metricCardKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { metricCard: metricCardEn }, true, false);
}
