import type { i18n as I18n } from 'i18next';

/**
 * Strings shared by every chart (ui/charts), added to i18next when a screen that draws charts loads, so they stay
 * out of the entry bundle that the sign-in page downloads. English must have the same keys.
 */
export const chartsKo = {
  unit: '단위: {{unit}}',
  units: {
    percent: '%',
    answers: '답변 수',
    citations: '인용 수',
    rank: '순위',
    score: '점수 (0–100)',
  },
  legend: '범례',
  noData: '표시할 데이터가 없습니다.',
  interval: '95% 구간 {{low}}–{{high}}',
  intervalBand: '{{name}} 95% 구간',
  n: 'n = {{n}}',
  showTable: '표로 보기',
  showAnswers: '답변 보기',
  loading: '차트를 불러오는 중…',
  total: '합계 {{total}}',
  metric: '지표',
  metrics: {
    visibility: '가시성',
    shareOfVoice: '점유율(답변)',
    mentionShareOfVoice: '점유율(언급)',
    top1Rate: '1위 비율',
    averagePosition: '평균 순위',
    sentimentScore: '감성 점수',
  },
  metricHints: {
    visibility: '브랜드를 언급한 답변 / 성공한 답변(n)',
    shareOfVoice: '브랜드를 언급한 답변 / 추적 브랜드별 언급 답변의 합',
    mentionShareOfVoice: '브랜드 언급 횟수 / 추적 브랜드 언급 횟수의 합',
    top1Rate: '브랜드가 가장 먼저 나온 답변 / n',
    averagePosition: '언급된 답변에서 추적 브랜드 중 순위의 평균 (1 = 가장 먼저, 낮을수록 좋음)',
    sentimentScore: '언급 문장 감성의 평균, 0–100 (50 = 중립)',
  },
  grain: '단위',
  grains: { day: '일', week: '주', month: '월' },
  grainUnits: { day: '일', week: '주', month: '월' },
  noBand: '평균값이라 구간을 그리지 않습니다',
};

export const chartsEn: typeof chartsKo = {
  unit: 'Unit: {{unit}}',
  units: {
    percent: '%',
    answers: 'answers',
    citations: 'citations',
    rank: 'rank',
    score: 'score (0–100)',
  },
  legend: 'Legend',
  noData: 'There is no data to draw.',
  interval: '95 % interval {{low}}–{{high}}',
  intervalBand: '{{name}} 95 % interval',
  n: 'n = {{n}}',
  showTable: 'Show as table',
  showAnswers: 'Show the answers',
  loading: 'Loading the chart…',
  total: 'Total {{total}}',
  metric: 'Metric',
  metrics: {
    visibility: 'Visibility',
    shareOfVoice: 'Share of voice (answers)',
    mentionShareOfVoice: 'Share of voice (mentions)',
    top1Rate: 'Named first',
    averagePosition: 'Avg. position',
    sentimentScore: 'Sentiment',
  },
  metricHints: {
    visibility: 'Answers mentioning the brand / successful answers (n)',
    shareOfVoice: "Answers mentioning the brand / the sum of each tracked brand's answers mentioning it",
    mentionShareOfVoice: 'Mentions of the brand / all mentions of the tracked brands',
    top1Rate: 'Answers naming the brand first / n',
    averagePosition:
      'Mean rank among tracked brands in the answers naming it (1 = named first; lower is better)',
    sentimentScore: 'Mean tone of the sentences naming the brand, 0–100 (50 = neutral)',
  },
  grain: 'Grain',
  grains: { day: 'Day', week: 'Week', month: 'Month' },
  grainUnits: { day: 'day', week: 'week', month: 'month' },
  noBand: 'A mean: no interval band is drawn',
};

/** Adds the chart strings to both languages (once; later calls change nothing). */
export function registerChartStrings(i18n: I18n): void {
  if (i18n.exists('charts.legend')) return;
  i18n.addResourceBundle('ko', 'translation', { charts: chartsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { charts: chartsEn }, true, false);
}
