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
};

export const chartsEn: typeof chartsKo = {
  unit: 'Unit: {{unit}}',
  units: {
    percent: '%',
    answers: 'answers',
    citations: 'citations',
    rank: 'rank',
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
};

/** Adds the chart strings to both languages (once; later calls change nothing). */
export function registerChartStrings(i18n: I18n): void {
  if (i18n.exists('charts.legend')) return;
  i18n.addResourceBundle('ko', 'translation', { charts: chartsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { charts: chartsEn }, true, false);
}
