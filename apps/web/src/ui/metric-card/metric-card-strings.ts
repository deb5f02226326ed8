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
  noSignificantChangeHint: '이전 기간 {{previous}} 대비 {{change}} (p = {{p}}, 5% 수준에서 유의하지 않음)',
  significantChange: '이전 기간 대비',
  significantChangeHint: '이전 기간 {{previous}} (n = {{n}}) 대비, 두 비율 z-검정 p = {{p}}',
  previousNotEnough: '이전 기간 데이터 부족 (n = {{n}})',
  noPrevious: '비교할 이전 기간 데이터 없음',
  previous: '이전 기간 {{previous}}',
  notTested: '평균은 두 기간의 차이를 검정하지 않으므로 변화를 표시하지 않습니다.',
  up: '증가',
  down: '감소',
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
    '{{change}} against {{previous}} in the previous period (p = {{p}}, not significant at 5 %)',
  significantChange: 'vs previous period',
  significantChangeHint:
    'Against {{previous}} (n = {{n}}) in the previous period, two-proportion z-test p = {{p}}',
  previousNotEnough: 'Not enough data in the previous period (n = {{n}})',
  noPrevious: 'No earlier data to compare with',
  previous: 'Previous period {{previous}}',
  notTested: 'Averages are not tested for a change between periods, so no change is marked.',
  up: 'up',
  down: 'down',
};

/** Adds the metric card strings to both languages (once; later calls change nothing). */
export function registerMetricCardStrings(i18n: I18n): void {
  if (i18n.exists('metricCard.notEnoughData')) return;
  i18n.addResourceBundle('ko', 'translation', { metricCard: metricCardKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { metricCard: metricCardEn }, true, false);
}
